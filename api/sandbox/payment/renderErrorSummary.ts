import { escapeHtml } from './escapeHtml';

/**
 * The error summary at the top of a re-rendered form: announced (role="alert"), each message a link to its field.
 * `note` is plain text shown under the list. Empty when there are no errors.
 */
export function renderErrorSummary(errors: { field: string; message: string }[], note?: string): string {
  if (errors.length === 0) return '';
  const items = errors.map(({ field, message }) => `<li><a href="#${escapeHtml(field)}">${escapeHtml(message)}</a></li>`).join('\n');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>
${items}
</ul>
${note ? `<p>${escapeHtml(note)}</p>` : ''}
</div>`;
}
