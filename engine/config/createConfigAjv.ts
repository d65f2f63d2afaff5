import Ajv from 'ajv';
import jsonSchemaMetaSchema from 'ajv/dist/refs/json-schema-draft-07.json';
import type { Options } from 'ajv';
import actionsSchema from '../../funnel-config/schema/actions.schema.json';
import cascadesSchema from '../../funnel-config/schema/cascades.schema.json';
import conditionSchema from '../../funnel-config/schema/condition.schema.json';
import funnelSchema from '../../funnel-config/schema/funnel.schema.json';
import journeySchema from '../../funnel-config/schema/journey.schema.json';
import pageSchema from '../../funnel-config/schema/page.schema.json';
import sequencesSchema from '../../funnel-config/schema/sequences.schema.json';

/** The kinds of file in funnel-config/, each validated by its own schema. */
export type ConfigFileKind = 'funnel' | 'page' | 'cascades' | 'sequences' | 'actions';

/**
 * What the ajv instance validates: each kind of config file, a journey (funnel-config/journeys/, linted too), and a
 * page form's own JSON Schema against the JSON Schema draft-07 meta-schema (lint form-schema: `type: strng`).
 */
export type SchemaName = ConfigFileKind | 'journey' | 'jsonSchema';

/** The `$id` of each schema: what to ask the ajv instance for (or to export from its standalone code). */
export const configSchemaIds: Record<SchemaName, string> = {
  funnel: funnelSchema.$id,
  page: pageSchema.$id,
  cascades: cascadesSchema.$id,
  sequences: sequencesSchema.$id,
  actions: actionsSchema.$id,
  journey: journeySchema.$id,
  // ajv's own copy of the draft-07 meta-schema (the dialect of a page's fields.schema, RJSF's validator).
  jsonSchema: jsonSchemaMetaSchema.$id,
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
  ajv.addSchema(journeySchema);
  return ajv;
}
