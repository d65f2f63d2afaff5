const isSchema = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields RJSF draws for an object schema, by name: its properties and those of the `allOf` entries and `then` or
 * `else` branches it merges in (the first schema given for a name); null for a schema with no properties.
 */
export function getDrawnFields(schema: Record<string, unknown>): Map<string, unknown> | null {
  if (!isSchema(schema['properties'])) return null;
  const fields = new Map<string, unknown>();
  const visit = (part: Record<string, unknown>): void => {
    if (isSchema(part['properties'])) for (const [name, sub] of Object.entries(part['properties'])) if (!fields.has(name)) fields.set(name, sub);
    for (const branch of [...(Array.isArray(part['allOf']) ? part['allOf'] : []), part['then'], part['else']]) if (isSchema(branch)) visit(branch);
  };
  visit(schema);
  return fields;
}

/** A field's uiSchema options by name without `ui:`, whether written `ui:<option>` or in `ui:options` (the former wins). */
export function getUiOptions(ui: Record<string, unknown>): Record<string, unknown> {
  const nested = isSchema(ui['ui:options']) ? ui['ui:options'] : {};
  return { ...nested, ...Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:')).map(([key, value]) => [key.slice(3), value])) };
}
