import type { ValidateFunction } from 'ajv';
import { configSchemaIds, createConfigAjv } from './createConfigAjv';
import type { SchemaName } from './createConfigAjv';

export type { ConfigFileKind, SchemaName } from './createConfigAjv';

let validators: Record<SchemaName, ValidateFunction> | undefined;

/**
 * The ajv validators of funnel-config/schema/*.schema.json and of the JSON Schema meta-schema (a page form's schema),
 * compiled once. Build-time only: the browser never compiles a JSON Schema (DESIGN performance rules). The compiled
 * CLI replaces this module by validators precompiled from the same ajv instance (engine/cli/build/buildCompiledCli.mjs),
 * so it compiles no schema at start-up.
 */
export function getSchemaValidators(): Record<SchemaName, ValidateFunction> {
  if (!validators) {
    const ajv = createConfigAjv();
    validators = Object.fromEntries(Object.entries(configSchemaIds).map(([name, id]) => [name, ajv.getSchema(id)!])) as Record<SchemaName, ValidateFunction>;
  }
  return validators;
}
