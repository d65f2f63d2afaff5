import { escapeHtml } from './escapeHtml';

/** A submit button of a hosted page: the form posts `action=<value>`. */
export interface PaymentAction {
  value: string;
  label: string;
  /** The primary button comes first, so Enter in a field submits it. */
  kind: 'primary' | 'secondary';
}

/** The buttons at the foot of a hosted page's form, in the given order. */
export function renderPaymentActions(actions: PaymentAction[]): string {
  const buttons = actions.map(
    ({ value, label, kind }) => `<button class="${kind}" type="submit" name="action" value="${escapeHtml(value)}">${escapeHtml(label)}</button>`,
  );
  return `<div class="actions">\n${buttons.join('\n')}\n</div>`;
}
