import { escapeHtml } from './escapeHtml';

/** A collapsed list of the page's test values (api/sandbox/test-values/payments.md), so testers need not look them up. */
export function renderTestValuesHint(lines: string[]): string {
  return `<details>
<summary>Sandbox test values</summary>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
</details>`;
}
