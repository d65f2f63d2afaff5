import type { RJSFValidationError } from '@rjsf/utils';

/**
 * A form check's errors in the order the fields are drawn (`ui:order`, else the schema's properties), so the summary
 * reads as the page does and its first problem is the field that gets the focus (DESIGN principle 8). The validator
 * lists them in the schema's own order (top-level `required` before a rule's), which is not always the page's.
 */
export function toFieldOrder(errors: readonly RJSFValidationError[], schema: unknown, uiSchema: unknown): RJSFValidationError[] {
  const properties = Object.keys((schema as { properties?: Record<string, unknown> } | null)?.properties ?? {});
  const uiOrder = (uiSchema as { 'ui:order'?: unknown } | null)?.['ui:order'];
  const listed = Array.isArray(uiOrder) ? uiOrder.filter((name): name is string => typeof name === 'string') : [];
  // `*` in ui:order stands for the properties it does not name, in the schema's order.
  const order = listed.length === 0 ? properties : listed.flatMap((name) => (name === '*' ? properties.filter((property) => !listed.includes(property)) : [name]));
  const rank = (error: RJSFValidationError): number => {
    const field = (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
    const at = order.indexOf(field);
    return at === -1 ? order.length : at;
  };
  return errors.map((error, index) => ({ error, index })).sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index).map(({ error }) => error);
}
