/**
 * What a state value is, told without the value itself, for the decision trace (DESIGN principle 12): the trace is
 * saved with the session and sent to analytics, and a value read by a condition may be what the visitor typed (a name,
 * an email, a phone, an address, a VIN, a plate, card data). So texts and numbers are never shown, only whether they
 * are set; lists by their item count; booleans as they are (a yes/no says nothing of the person). A condition that
 * compares with a YAML literal shows that literal instead (explainCondition), which comes from the config, not the
 * visitor.
 */
export function toValueShape(value: unknown): string {
  if (value === undefined || value === null) return 'is not set';
  if (typeof value === 'boolean') return `is ${value}`;
  if (typeof value === 'string') return value === '' ? 'is empty' : 'is set';
  if (typeof value === 'number') return value === 0 ? 'is 0' : 'is a number';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'is empty';
    return value.length === 1 ? 'has 1 item' : `has ${value.length} items`;
  }
  if (typeof value === 'object') return Object.keys(value).length === 0 ? 'is empty' : 'is set';
  return 'is set';
}
