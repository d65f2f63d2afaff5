import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import actionsSchema from '../../funnel-config/schema/actions.schema.json';
import cascadesSchema from '../../funnel-config/schema/cascades.schema.json';
import conditionSchema from '../../funnel-config/schema/condition.schema.json';
import funnelSchema from '../../funnel-config/schema/funnel.schema.json';
import pageSchema from '../../funnel-config/schema/page.schema.json';
import sequencesSchema from '../../funnel-config/schema/sequences.schema.json';

/** The kinds of file in funnel-config/, each validated by its own schema. */
export type ConfigFileKind = 'funnel' | 'page' | 'cascades' | 'sequences' | 'actions';

let validators: Record<ConfigFileKind, ValidateFunction> | undefined;

/**
 * The ajv validators of funnel-config/schema/*.schema.json, compiled once. Build-time only: the browser never
 * compiles a JSON Schema (DESIGN performance rules).
 */
export function getSchemaValidators(): Record<ConfigFileKind, ValidateFunction> {
  if (!validators) {
    // verbose: errors carry their schema, so messages can name the object and list the allowed properties.
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
    ajv.addSchema(conditionSchema);
    ajv.addSchema(funnelSchema);
    ajv.addSchema(pageSchema);
    ajv.addSchema(cascadesSchema);
    ajv.addSchema(sequencesSchema);
    ajv.addSchema(actionsSchema);
    validators = {
      funnel: ajv.getSchema(funnelSchema.$id)!,
      page: ajv.getSchema(pageSchema.$id)!,
      cascades: ajv.getSchema(cascadesSchema.$id)!,
      sequences: ajv.getSchema(sequencesSchema.$id)!,
      actions: ajv.getSchema(actionsSchema.$id)!,
    };
  }
  return validators;
}
