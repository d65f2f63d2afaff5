/**
 * What a browser understands in the two input attributes a form's uiSchema writes through RJSF (`ui:autocomplete`,
 * `ui:options.inputType`), for lint form-schema: a name it does not know is silently ignored (no autofill, a plain
 * text box), so the visitor types what the browser would have filled in, on the wrong keyboard.
 */

/** `<input type>` values (HTML Living Standard, the input element's type attribute). */
export const htmlInputTypes = [
  'text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number',
  'range', 'color', 'checkbox', 'radio', 'file', 'hidden',
] as const;

/** Autofill field names (HTML Living Standard, "autofill field" tokens of the autocomplete attribute). */
export const autofillFieldNames = [
  'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname', 'username',
  'new-password', 'current-password', 'one-time-code', 'organization-title', 'organization', 'street-address',
  'address-line1', 'address-line2', 'address-line3', 'address-level4', 'address-level3', 'address-level2',
  'address-level1', 'country', 'country-name', 'postal-code', 'cc-name', 'cc-given-name', 'cc-additional-name',
  'cc-family-name', 'cc-number', 'cc-exp', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'cc-type', 'transaction-currency',
  'transaction-amount', 'language', 'bday', 'bday-day', 'bday-month', 'bday-year', 'sex', 'url', 'photo', 'tel',
  'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix', 'tel-local-suffix', 'tel-extension',
  'email', 'impp',
] as const;

/** The field names a contact kind (`home`, `work`, `mobile`, `fax`, `pager`) may come before. */
const contactFieldNames = new Set<string>(['tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-extension', 'email', 'impp']);

/**
 * What is wrong with an autocomplete value, or undefined when a browser reads it: `on`, `off`, or
 * `[section-*] [shipping|billing] [home|work|mobile|fax|pager] field [webauthn]`, the contact kind only before a
 * phone, email or messaging field. The answer names the token the browser does not know.
 */
export function getAutocompleteProblem(value: string): { token: string; problem: string } | undefined {
  const tokens = value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return undefined;
  if (tokens.at(-1) === 'webauthn') tokens.pop();
  const field = tokens.pop();
  if (field === undefined) return { token: value, problem: 'is empty' };
  if (!(autofillFieldNames as readonly string[]).includes(field)) return { token: field, problem: 'is not an autofill field name' };
  let index = 0;
  if (tokens[index]?.startsWith('section-')) index += 1;
  if (tokens[index] === 'shipping' || tokens[index] === 'billing') index += 1;
  if (['home', 'work', 'mobile', 'fax', 'pager'].includes(tokens[index] ?? '')) {
    if (!contactFieldNames.has(field)) return { token: tokens[index]!, problem: `only comes before a phone, email or messaging field, not ${field}` };
    index += 1;
  }
  if (index < tokens.length) return { token: tokens[index]!, problem: 'is not a word the browser reads there' };
  return undefined;
}
