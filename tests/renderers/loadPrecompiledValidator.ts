import { createRequire } from 'node:module';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { createPageValidator } from '../../renderers/form/createPageValidator';

/**
 * The validator the browser gets for a schema (renderers/app/build/toValidatorModule.ts precompiles the same code and
 * renderers/form/createPageValidator wraps it), evaluated here in Node so tests exercise precompiled validation.
 */
export function loadPrecompiledValidator(schema: RJSFSchema): ValidatorType {
  return createPageValidator(loadValidatorFunctions(schema), schema);
}

/** The precompiled validator functions of a schema, as a page's `virtual:funnel-validators` chunk exports them. */
export function loadValidatorFunctions(schema: RJSFSchema): ValidatorFunctions {
  const code = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { code: { source: true, lines: false } } });
  const exports: ValidatorFunctions = {};
  const require = createRequire(import.meta.url);
  new Function('exports', 'require', code)(exports, require);
  return exports;
}
