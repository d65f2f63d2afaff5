import { escapeHtml } from './escapeHtml';

/** One labelled text input of a hosted payment page. */
export interface TextField {
  /** The input's id and name. */
  name: string;
  label: string;
  hint?: string;
  value?: string;
  error?: string;
  /** The first invalid field of a re-rendered form gets the focus. */
  autofocus?: boolean;
  type?: 'text' | 'email';
  autocomplete?: string;
  inputmode?: 'numeric' | 'email' | 'text';
  maxlength?: number;
}

/**
 * A field: its <label for>, an optional hint, the error next to it (linked with aria-describedby, the input marked
 * aria-invalid) and the input keeping `value`.
 */
export function renderTextField(field: TextField): string {
  const id = escapeHtml(field.name);
  const describedBy = [field.hint ? `${id}-hint` : '', field.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${id}"`,
    `type="${field.type ?? 'text'}"`,
    `value="${escapeHtml(field.value ?? '')}"`,
    field.autocomplete ? `autocomplete="${escapeHtml(field.autocomplete)}"` : '',
    field.inputmode ? `inputmode="${field.inputmode}"` : '',
    field.maxlength ? `maxlength="${field.maxlength}"` : '',
    'required',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    field.error ? 'aria-invalid="true"' : '',
    field.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return [
    '<div class="field">',
    `<label for="${id}">${escapeHtml(field.label)}</label>`,
    field.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(field.hint)}</span>` : '',
    field.error ? `<p class="field-error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(field.error)}</p>` : '',
    `<input ${attributes.join(' ')}>`,
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}
