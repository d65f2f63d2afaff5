import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';

/**
 * RJSF's precompiled validator, minus its same-root-schema guard. The guard resolves the page schema's `if`/`allOf`
 * against the data handed to `isValid`, which for a `oneOf` field is that field's value, not the form's; with a
 * conditional page schema (vehicle-damage) it then throws "The schema associated with the precompiled validator
 * differs from the rootSchema". A page validator only ever sees its own page's schema, so the guard is not needed.
 */
class PageValidator extends AJV8PrecompiledValidator {
  override ensureSameRootSchema(): boolean {
    return true;
  }
}

/**
 * A page's RJSF validator from the functions precompiled at build time (virtual:funnel-validator/<page>): no schema
 * compilation and no `new Function` in the browser (DESIGN performance rules, strict CSP).
 */
export function createPageValidator(validateFns: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  return new PageValidator(validateFns, schema);
}
