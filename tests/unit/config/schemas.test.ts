import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import cascadesSchema from '../../../funnel-config/schema/cascades.schema.json';
import conditionSchema from '../../../funnel-config/schema/condition.schema.json';
import funnelSchema from '../../../funnel-config/schema/funnel.schema.json';
import pageSchema from '../../../funnel-config/schema/page.schema.json';
import sequencesSchema from '../../../funnel-config/schema/sequences.schema.json';
import type {
  ApiBinding,
  CascadeRule,
  Condition,
  FunnelFileConfig,
  NavigationRule,
  PageButton,
  PageConfig,
  PageFields,
  SequenceConfig,
  SequenceReference,
  SequenceStep,
} from '../../../engine/config/types';

/** Compile-time: the schema's property names are exactly the type's keys (engine/config/types.ts is the contract). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
const mirrors: Array<true> = [
  true satisfies Same<keyof typeof pageSchema.properties, keyof PageConfig>,
  true satisfies Same<keyof typeof pageSchema.definitions.navigationRule.properties, keyof NavigationRule>,
  true satisfies Same<keyof typeof pageSchema.definitions.apiBinding.properties, keyof ApiBinding>,
  true satisfies Same<keyof typeof pageSchema.definitions.pageFields.properties, keyof PageFields>,
  true satisfies Same<keyof typeof pageSchema.definitions.pageButton.properties, keyof PageButton>,
  true satisfies Same<keyof typeof funnelSchema.properties, keyof FunnelFileConfig>,
  true satisfies Same<keyof typeof funnelSchema.properties.loader.properties, keyof FunnelFileConfig['loader']>,
  true satisfies Same<keyof typeof cascadesSchema.definitions.cascadeRule.properties, keyof CascadeRule>,
  true satisfies Same<keyof typeof conditionSchema.properties, KeysOfUnion<Condition>>,
  true satisfies Same<keyof typeof pageSchema.definitions.sequenceReference.properties, keyof SequenceReference>,
  true satisfies Same<keyof typeof sequencesSchema.definitions.sequence.properties, keyof SequenceConfig>,
  true satisfies Same<keyof typeof sequencesSchema.definitions.step.properties, keyof SequenceStep>,
];

const schemas = { conditionSchema, funnelSchema, pageSchema, cascadesSchema, sequencesSchema };

describe('funnel-config/schema', () => {
  it('mirror engine/config/types.ts (checked by tsc)', () => {
    expect(mirrors.every(Boolean)).toBe(true);
  });

  it('compile with ajv 8 in strict mode', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    for (const schema of Object.values(schemas)) ajv.addSchema(schema);
    for (const schema of Object.values(schemas)) expect(() => ajv.getSchema(schema.$id)).not.toThrow();
  });

  it.each(Object.entries(schemas))('%s closes every object (additionalProperties: false) so typos are caught', (_, schema) => {
    const open: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      // Free-form by design: a page's form schema and uiSchema, open maps (additionalProperties is a schema). An `if`
      // is a test on the value, not a definition of it.
      if (at.endsWith('/if')) return;
      if (record['properties'] !== undefined && record['additionalProperties'] !== false) open.push(at);
      // An `if` only tests which branch applies (its `then`/`else` close the object); closing it would change that test.
      for (const [key, value] of Object.entries(record)) if (key !== 'if') walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(open).toEqual([]);
  });

  it.each(Object.entries(schemas))('%s has a description on every property, for editors', (_, schema) => {
    const bare: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      if (node === null || typeof node !== 'object') return;
      if (at.endsWith('/if')) return;
      const record = node as Record<string, unknown>;
      const properties = record['properties'] as Record<string, Record<string, unknown>> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        const described = property['description'] ?? (typeof property['$ref'] === 'string' && property['$ref'].includes('#/definitions/'));
        if (!described) bare.push(`${at}/properties/${name}`);
      }
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(bare).toEqual([]);
  });
});
