import deepEquals from '@rjsf/utils/lib/deepEquals.js';

/**
 * Stands in, in the bundle, for RJSF's shallowAllOfMerge (@x0k/json-schema-merge, ~4.4 KiB gzip of every form page;
 * renderers/app/build/unnamedRjsfPartsPlugin.ts, issue #12) when every allOf a form draws merges plainly: RJSF's
 * retrieveSchema resolves each branch's conditions first, then merges the schema with its branches into one. This
 * merge gives what json-schema-merge gives for the schemas it accepts:
 *
 * - `required`: every name, in order of first appearance;
 * - `properties`: each property, the ones two schemas share merged the same way;
 * - annotations (title, description, default, examples, comments): the first schema's;
 * - any other keyword: present in one schema only, or equal in all.
 *
 * Any other difference (two types, two patterns, two enums...) is UnmergeableAllOf: json-schema-merge would intersect
 * them, and the build keeps it for a form whose allOf can meet one (canMergePlainly).
 */
type Schema = boolean | Record<string, unknown>;

const annotations = new Set(['title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Two branches of an allOf this merge cannot merge: the keyword, and where it is (a property path, or the top). */
export class UnmergeableAllOf extends Error {
  constructor(readonly keyword: string, readonly path: readonly string[]) {
    super(
      `allOf: "${[...path, keyword].join('.')}" differs between the schemas merged, which only the full JSON Schema merge (@x0k/json-schema-merge) merges; ` +
        'the build keeps it for a form that needs it (renderers/app/build/unnamedRjsfPartsPlugin.ts)',
    );
    this.name = 'UnmergeableAllOf';
  }
}

/** The schema and its allOf branches, nested ones too, in json-schema-merge's order: each schema before its branches. */
function flatten(schema: Schema): Schema[] {
  if (!isObject(schema) || !Array.isArray(schema.allOf)) return [schema];
  const { allOf, ...rest } = schema;
  return [rest, ...(allOf as Schema[]).flatMap(flatten)];
}

/** `a` and `b` as one schema, or UnmergeableAllOf. */
export function mergePlainly(a: Schema, b: Schema, path: readonly string[] = []): Schema {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  const merged: Record<string, unknown> = { ...a };
  for (const [keyword, value] of Object.entries(b)) {
    const mine = merged[keyword];
    if (!(keyword in merged)) {
      merged[keyword] = value;
    } else if (deepEquals(mine, value) || annotations.has(keyword)) {
      // Equal, or an annotation: the first schema's stays.
    } else if (keyword === 'required' && Array.isArray(mine) && Array.isArray(value)) {
      merged.required = [...new Set([...mine, ...value])];
    } else if (keyword === 'properties' && isObject(mine) && isObject(value)) {
      const properties: Record<string, unknown> = { ...mine };
      for (const [name, property] of Object.entries(value)) {
        properties[name] = name in properties ? mergePlainly(properties[name] as Schema, property as Schema, [...path, name]) : property;
      }
      merged.properties = properties;
    } else {
      throw new UnmergeableAllOf(keyword, path);
    }
  }
  return merged;
}

/** RJSF's shallowAllOfMerge: `schema` without its allOf, merged with every branch of it. */
export default function plainAllOfMerge(schema: Schema): Schema {
  return flatten(schema).reduce((merged, next) => mergePlainly(merged, next));
}
