import type { ValidateFunction } from 'ajv';
import { configSchemaIds, createConfigAjv } from './createConfigAjv';
import type { ConfigFileKind } from './createConfigAjv';

export type { ConfigFileKind } from './createConfigAjv';

let validators: Record<ConfigFileKind, ValidateFunction> | undefined;

/**
 * The ajv validators of funnel-config/schema/*.schema.json, compiled once. Build-time only: the browser never
 * compiles a JSON Schema (DESIGN performance rules). The compiled CLI replaces this module by validators precompiled
 * from the same ajv instance (engine/cli/build/buildCompiledCli.mjs), so it compiles no schema at start-up.
 */
export function getSchemaValidators(): Record<ConfigFileKind, ValidateFunction> {
  if (!validators) {
    const ajv = createConfigAjv();
    const get = (kind: ConfigFileKind) => ajv.getSchema(configSchemaIds[kind])!;
    validators = { funnel: get('funnel'), page: get('page'), cascades: get('cascades'), sequences: get('sequences'), actions: get('actions') };
  }
  return validators;
}
