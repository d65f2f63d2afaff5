/**
 * Stands in, in the bundle, for RJSF's findSchemaDefinition.js (its reference resolution, with jsonpointer: ~1 KiB gzip
 * of every form page's code; renderers/app/build/unnamedRjsfPartsPlugin.ts, issue #12) when no form of funnel-config
 * has a reference (`$ref`, `$id`): RJSF resolves one only where a schema has a `$ref`. What a schema without one still
 * asks of the module works as RJSF's does; a reference met anyway says that the build left its resolution out.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

function leftOut($ref: unknown): never {
  throw new Error(
    `RJSF met the reference ${JSON.stringify($ref)}, whose resolution the build leaves out: no form of funnel-config has a $ref or $id (renderers/app/build/unnamedRjsfPartsPlugin.ts)`,
  );
}

/** RJSF's reference lookup: never called for a schema without `$ref`. */
export default function findSchemaDefinition($ref: unknown): never {
  return leftOut($ref);
}

export const findSchemaDefinitionRecursive = findSchemaDefinition;

/** RJSF makes a draft 2020-12 schema's references absolute; a schema without any stays as it is. */
export function makeAllReferencesAbsolute(schema: Schema): Schema {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if ('$ref' in value) leftOut(value.$ref);
      Object.values(value).forEach(visit);
    }
  };
  visit(schema);
  return schema;
}

/** `object` without `key`, and the value at `key` (RJSF's retrieveSchema splits dependencies with it). */
export function splitKeyElementFromObject(key: string, object: Schema): [Schema, unknown] {
  const { [key]: value, ...remaining } = object;
  return [remaining, value];
}
