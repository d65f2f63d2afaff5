import { escapeHtml } from './escapeHtml';
import { paymentMethods } from './paymentMethods';
import { paymentTestValues } from './paymentTestValues';
import { renderErrorSummary } from './renderErrorSummary';
import { renderPaymentActions } from './renderPaymentActions';
import { renderPaymentLayout, type HostedPayment } from './renderPaymentLayout';
import { renderTestValuesHint } from './renderTestValuesHint';
import { renderTextField } from './renderTextField';
import { toDollarText } from './toDollarText';

/** The hosted PayPal page: a "PayPal sandbox" login by email, with Pay and Cancel. */
export function renderPaypalPage(payment: HostedPayment, state: { email?: string; error?: string } = {}): string {
  const body = `<p>Log in to your PayPal sandbox account to pay ${escapeHtml(paymentTestValues.merchantName)}.</p>
${renderErrorSummary(state.error ? [{ field: 'email', message: state.error }] : [])}
<form method="post" action="/sandbox/pay/paypal/${escapeHtml(payment.paymentId)}" novalidate>
${renderTextField({
  ...{ name: 'email', label: 'Email', type: 'email', value: state.email, error: state.error },
  ...{ autofocus: Boolean(state.error), autocomplete: 'email', inputmode: 'email', maxlength: 254 },
})}
${renderPaymentActions([
  { value: 'pay', label: `Pay ${toDollarText(payment.amountCents)}`, kind: 'primary' },
  { value: 'cancel', label: 'Cancel and return to the store', kind: 'secondary' },
])}
</form>
${renderTestValuesHint([
  'Any email address: the buyer logs in and pays.',
  `${paymentTestValues.paypalFailingEmail}: the login fails.`,
  'Cancel: returns as a failed pay-in-app payment.',
])}`;
  return renderPaymentLayout({ heading: paymentMethods.paypal.title, hasErrors: Boolean(state.error), payment, body });
}
