import { escapeHtml } from './escapeHtml';
import { paymentMethods } from './paymentMethods';
import { paymentTestValues } from './paymentTestValues';
import { renderPaymentActions } from './renderPaymentActions';
import { renderPaymentLayout, type HostedPayment } from './renderPaymentLayout';
import { toDollarText } from './toDollarText';

/** The hosted Apple Pay page: a simulated payment sheet with "Pay with Touch ID", "Simulate failure" and Cancel. */
export function renderApplePayPage(payment: HostedPayment): string {
  const body = `<form method="post" action="/sandbox/pay/applepay/${escapeHtml(payment.paymentId)}">
<section class="sheet" aria-labelledby="sheet-title">
<h2 id="sheet-title">Apple Pay</h2>
<p>Card: Sandbox Visa ending in 4242</p>
<p>Pay ${escapeHtml(paymentTestValues.merchantName)} <strong>${escapeHtml(toDollarText(payment.amountCents))}</strong></p>
${renderPaymentActions([
  { value: 'pay', label: 'Pay with Touch ID', kind: 'primary' },
  { value: 'fail', label: 'Simulate failure', kind: 'secondary' },
  { value: 'cancel', label: 'Cancel', kind: 'secondary' },
])}
</section>
</form>`;
  return renderPaymentLayout({ heading: paymentMethods.applepay.title, payment, body });
}
