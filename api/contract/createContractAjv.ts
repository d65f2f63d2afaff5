import { createRequire } from 'node:module';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';
import type { Contract, SchemaObject } from './loadContract';

/**
 * Ajv's JSON Schema 2020-12 build and ajv-formats, loaded when an Ajv is first made: the compiled sandbox validates
 * with validators compiled at build time and most of its starts make none (issue #12: ~35 ms of CPU at each start).
 */
const require = createRequire(import.meta.url);
const loadAjv = () => ({
  Ajv: (require('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default,
  addFormats: (require('ajv-formats') as { default: typeof addFormats }).default,
});

/** The `$id` prefix under which the contract's component schemas are registered. */
export const schemaIdPrefix = 'https://contract.funnel.local/schemas/';
const componentRef = /^#\/components\/schemas\/(.+)$/;

/**
 * Annotation keywords the contract uses beyond JSON Schema (OpenAPI's `example`, our `x-invalid` messages, and
 * `x-visitor-data`: the value is the visitor's own — a zip, a VIN, a plate, a name — so YAML must read it from the
 * state, never write it as a literal; lint literal-visitor-param; `x-funnel-page`: the value names a screen of the funnel
 * config, lint call-params).
 */
const annotationKeywords = ['example', 'x-invalid', 'x-visitor-data', 'x-funnel-page'];

/**
 * An Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) that knows every component schema of the contract, so request and
 * response schemas can refer to them (`#/components/schemas/Order` becomes a reference to the registered schema).
 */
export function createContractAjv(contract: Contract, options: Options = {}): Ajv2020 {
  const { Ajv, addFormats } = loadAjv();
  // strictNumbers: Infinity and NaN ("1e400" in a query, 1e400 in JSON) are not numbers a caller can mean.
  const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true, strictNumbers: true, ...options });
  addFormats(ajv);
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'object', 'array', 'boolean'] });
  for (const [name, schema] of Object.entries(contract.document.components.schemas)) {
    ajv.addSchema({ ...toAjvSchema(schema), $id: schemaIdPrefix + name } as SchemaObject);
  }
  return ajv;
}

/** A contract schema with its `#/components/schemas/X` references pointed at the registered component schemas. */
export function toAjvSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => toAjvSchema(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const match = key === '$ref' && typeof value === 'string' ? componentRef.exec(value) : null;
    copy[key] = match ? schemaIdPrefix + match[1] : toAjvSchema(value);
  }
  return copy as T;
}
