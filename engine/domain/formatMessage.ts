/**
 * A message of funnel.yaml `messages` with its `{name}` placeholders filled in from `values`; a placeholder without a
 * value is left as written, so a typo shows rather than vanishing.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
