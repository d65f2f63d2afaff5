import type { FunnelConstants } from '../config/types';

/** The key of a reference to a funnel.yaml constant in a page's fields: `enum: { $constant: states }`. */
export const constantReferenceKey = '$constant';

/** Whether a value is a `{ $constant: name }` reference (and nothing else). */
export function isConstantReference(value: unknown): value is { [constantReferenceKey]: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as Record<string, unknown>)[constantReferenceKey] === 'string'
  );
}

/**
 * A copy of `value` (a page's form schema and uiSchema) with every `{ $constant: name }` replaced by a copy of that
 * SPEC §9 constant of funnel.yaml, so a list such as the served states is written once (DESIGN principle 1). The lint
 * rule unknown-constant has checked every name; an unknown one here is a defect of the caller and throws.
 */
export function resolveConstantReferences<T>(value: T, constants: FunnelConstants): T {
  if (isConstantReference(value)) {
    const name = value[constantReferenceKey];
    if (!Object.hasOwn(constants, name)) throw new Error(`Unknown funnel constant "${name}" in a $constant reference`);
    return structuredClone(constants[name as keyof FunnelConstants]) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveConstantReferences(item, constants)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveConstantReferences(item, constants)])) as T;
  }
  return value;
}
