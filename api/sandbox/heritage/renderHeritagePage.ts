import { renderSandboxDocument } from '../http/renderSandboxDocument';
import { escapeHtml } from '../payment/escapeHtml';
import { heritageFields } from './heritageFields';

/** The longest value shown as it is; longer ones are cut (a query string is no place for more). */
const maxShownLength = 200;

/** This page's styles, after the sandbox pages' base styles (renderSandboxDocument): 4.5:1 contrast, visible focus. */
const styles = `
.problem{border:3px solid #b00020;padding:.5rem .75rem;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;margin:0 0 1rem;table-layout:fixed}
caption{text-align:left;font-weight:600;margin:0 0 .25rem}
th,td{text-align:left;vertical-align:top;padding:.375rem .25rem;border-bottom:1px solid #c9ccd1;overflow-wrap:anywhere}
th{width:45%}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9375rem}
.missing{color:#4a4f57;font-style:italic}
a{color:#0b3d91}
a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
`;

/** A query value as text: arrays joined, anything else as JSON; cut to `maxShownLength`. */
function toText(value: unknown): string {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.map(toText).join(', ') : JSON.stringify(value);
  return text.length > maxShownLength ? `${text.slice(0, maxShownLength)}…` : text;
}

/** One row of a field table: its label and name, and its value or "not given". */
function toRow(label: string, name: string, value: unknown): string {
  const shown =
    value === undefined || value === ''
      ? '<span class="missing">not given</span>'
      : `<code>${escapeHtml(toText(value))}</code>`;
  return `<tr><th scope="row">${escapeHtml(label)} <code>${escapeHtml(name)}</code></th><td>${shown}</td></tr>`;
}

/**
 * The sandbox's stand-in for the heritage funnel (SPEC §2 heritage hand-off): a plain page showing the fields the
 * funnel handed over, the ones it must send that are missing, any others it sent, and a way back to the funnel
 * (?fromheritage=true, SPEC §2 landing). Everything shown is escaped.
 */
export function renderHeritagePage(query: Record<string, unknown>, funnelUrl: string): string {
  const known = new Set<string>(heritageFields.map((field) => field.name));
  const missing = heritageFields.filter((field) => field.required && (query[field.name] === undefined || query[field.name] === ''));
  const others = Object.keys(query).filter((name) => !known.has(name)).slice(0, 50);
  const problem =
    missing.length > 0
      ? `<p class="problem" role="status">Not a complete hand-off: ${missing.map((field) => `<code>${escapeHtml(field.name)}</code>`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.</p>`
      : query.src !== 'concept-funnel'
        ? `<p class="problem" role="status">This visit was not handed over by the concept funnel (<code>src</code> is not <code>concept-funnel</code>).</p>`
        : '';
  const otherTable =
    others.length > 0
      ? `<h2>Other fields</h2>
<table>
<caption>Fields the hand-off does not define</caption>
<tbody>
${others.map((name) => toRow('Field', name, query[name])).join('\n')}
</tbody>
</table>`
      : '';
  return renderSandboxDocument({
    title: 'Heritage funnel (sandbox)',
    styles,
    main: `<p class="notice"><strong>Sandbox.</strong> This page stands in for the heritage funnel: it shows what the hand-off sent.</p>
<h1>Heritage funnel (sandbox)</h1>
${problem}
<table>
<caption>Fields received</caption>
<tbody>
${heritageFields.map((field) => toRow(field.label, field.name, query[field.name])).join('\n')}
</tbody>
</table>
${otherTable}
<p><a href="${escapeHtml(funnelUrl)}">Back to the concept funnel</a></p>`,
  });
}
