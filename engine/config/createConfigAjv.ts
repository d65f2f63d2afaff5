import Ajv from 'ajv';
import type { Options } from 'ajv';
import actionsSchema from '../../funnel-config/schema/actions.schema.json';
import cascadesSchema from '../../funnel-config/schema/cascades.schema.json';
import conditionSchema from '../../funnel-config/schema/condition.schema.json';
import funnelSchema from '../../funnel-config/schema/funnel.schema.json';
import pageSchema from '../../funnel-config/schema/page.schema.json';
import sequencesSchema from '../../funnel-config/schema/sequences.schema.json';

/** The kinds of file in funnel-config/, each validated by its own schema. */
export type ConfigFileKind = 'funnel' | 'page' | 'cascades' | 'sequences' | 'actions';

/** The `$id` of each kind's schema: what to ask the ajv instance for (or to export from its standalone code). */
export const configSchemaIds: Record<ConfigFileKind, string> = {
  funnel: funnelSchema.$id,
  page: pageSchema.$id,
  cascades: cascadesSchema.$id,
  sequences: sequencesSchema.$id,
  actions: actionsSchema.$id,
};

/**
 * The ajv instance holding funnel-config/schema/*.schema.json. One place for the options, shared by the validators
 * compiled at run time (getSchemaValidators) and the ones precompiled for the compiled CLI (engine/cli/build), so both
 * report the same errors. `options` adds code-generation settings only (standalone source), never validation ones.
 */
export function createConfigAjv(options: Pick<Options, 'code'> = {}): Ajv {
  // verbose: errors carry their schema, so messages can name the object and list the allowed properties.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, ...options });
  ajv.addSchema(conditionSchema);
  ajv.addSchema(funnelSchema);
  ajv.addSchema(pageSchema);
  ajv.addSchema(cascadesSchema);
  ajv.addSchema(sequencesSchema);
  ajv.addSchema(actionsSchema);
  return ajv;
}
