import { escapeHtml } from './escapeHtml';
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
