import type { PaymentRecord } from './createPaymentStore';
import { escapeHtml } from './escapeHtml';
import { toDollarText } from './toDollarText';
import { toReturnLocation } from './toReturnLocation';
import { renderPaymentLayout } from './renderPaymentLayout';

/** A hosted page that cannot be shown or completed (bad query, unknown or already completed payment), announced. */
export function renderPaymentErrorPage(heading: string, problems: { field: string; message: string }[]): string {
  const items = problems.map(({ field, message }) => `<li><strong>${escapeHtml(field)}</strong>: ${escapeHtml(message)}</li>`).join('\n');
  const body = `<div class="error-summary" role="alert">
<h2>There is a problem</h2>
<ul>
${items}
</ul>
</div>
<p>Go back to the store and choose a payment method again.</p>`;
  return renderPaymentLayout({ heading, hasErrors: true, body });
}

/**
 * The page of an order (its reference) already paid: what paid it, that nothing more is charged, and the way back to
 * the store with that payment's return, so the store shows the order as it does after paying.
 */
export function renderAlreadyPaidPage(paid: PaymentRecord): string {
  const how = paid.last_four ? `${paid.card_type ?? 'card'} ending in ${paid.last_four}` : paid.method;
  const back = toReturnLocation(paid.return_url, paid.return_params ?? {});
  const body = `<div class="error-summary" role="alert">
<h2>This order is already paid</h2>
<p>${escapeHtml(toDollarText(Math.round(paid.amount * 100)))} was paid by ${escapeHtml(how)}. Nothing more is charged.</p>
</div>
<p><a href="${escapeHtml(back)}">Back to the store</a></p>`;
  return renderPaymentLayout({ heading: 'Already paid', hasErrors: true, body });
}
