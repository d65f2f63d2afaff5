import { escapeHtml } from './escapeHtml';
import { getAfterpayInstalments } from './getAfterpayInstalments';
import { paymentMethods } from './paymentMethods';
import { paymentTestValues } from './paymentTestValues';
import { renderErrorSummary } from './renderErrorSummary';
import { renderPaymentActions } from './renderPaymentActions';
import { renderPaymentLayout, type HostedPayment } from './renderPaymentLayout';
import { renderTestValuesHint } from './renderTestValuesHint';
import { renderTextField } from './renderTextField';
import { toDollarText } from './toDollarText';

/** The hosted AfterPay page: the four instalments (amount / 4), the customer's email, Approve and Cancel. */
export function renderAfterpayPage(payment: HostedPayment, now: Date, state: { email?: string; error?: string } = {}): string {
  const rows = getAfterpayInstalments(payment.amountCents, now)
    .map(
      ({ label, dueDate, cents }) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(dueDate)}</td>` +
        `<td class="money">${escapeHtml(toDollarText(cents))}</td></tr>`,
    )
    .join('\n');
  const maximum = toDollarText(paymentTestValues.afterpayMaximumCents);
  const overLimit =
    payment.amountCents > paymentTestValues.afterpayMaximumCents
      ? `<p class="notice">AfterPay is available for orders up to ${escapeHtml(maximum)}: this order will be declined.</p>`
      : '';
  const body = `<table>
<caption>Pay in 4 interest-free instalments</caption>
<thead><tr><th scope="col">Instalment</th><th scope="col">Due</th><th scope="col" class="money">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${overLimit}
${renderErrorSummary(state.error ? [{ field: 'email', message: state.error }] : [])}
<form method="post" action="/sandbox/pay/afterpay/${escapeHtml(payment.paymentId)}" novalidate>
${renderTextField({
  ...{ name: 'email', label: 'Email', type: 'email', value: state.email, error: state.error },
  ...{ autofocus: Boolean(state.error), autocomplete: 'email', inputmode: 'email', maxlength: 254 },
})}
${renderPaymentActions([
  { value: 'approve', label: 'Approve the plan', kind: 'primary' },
  { value: 'cancel', label: 'Cancel and return to the store', kind: 'secondary' },
])}
</form>
${renderTestValuesHint([
  `Any email address and an amount up to ${maximum}: approved.`,
  `${paymentTestValues.afterpayDecliningEmail}: declined.`,
  `An amount over ${maximum}: declined.`,
])}`;
  return renderPaymentLayout({ heading: paymentMethods.afterpay.title, hasErrors: Boolean(state.error), payment, body });
}
