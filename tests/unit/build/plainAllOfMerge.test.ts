/**
 * Issue #12: where every allOf a form can meet merges plainly, the bundle merges allOf with
 * renderers/form/plainAllOfMerge.ts in place of @x0k/json-schema-merge (RJSF's shallowAllOfMerge). It must give what
 * RJSF's own merge gives, and refuse, naming the keyword, what it cannot merge.
 */
import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import rjsfAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import validator from '@rjsf/validator-ajv8';
import plainAllOfMerge, { UnmergeableAllOf } from '../../../renderers/form/plainAllOfMerge';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

describe('plainAllOfMerge', () => {
  it('merges as json-schema-merge does: required names, properties (shared ones merged), nested allOf, annotations', () => {
    const cases: RJSFSchema[] = [
      { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' }, b: { type: 'string' } }, allOf: [{ required: ['c', 'a'] }, {}] },
      { type: 'object', properties: { b: { type: 'string' }, a: { type: 'string' } }, allOf: [{ properties: { c: {}, a: { maxLength: 4 } } }] },
      { type: 'object', title: 'P', description: 'first', allOf: [{ title: 'Q', description: 'second', type: 'object' }] },
      { type: 'object', allOf: [{ required: ['x'] }, { allOf: [{ required: ['y'], properties: { y: { type: 'string', minLength: 1 } } }] }] },
      { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'number' } } } }, allOf: [{ properties: { a: { required: ['b'] } } }] },
      { type: 'object', properties: { a: true }, allOf: [{ properties: { a: { type: 'string' } } }, true] },
      { type: 'object', allOf: [{ enum: [1, 2] }, { enum: [1, 2] }] },
    ];
    for (const schema of cases) expect(plainAllOfMerge(schema), JSON.stringify(schema)).toEqual(rjsfAllOfMerge(schema));
  });

  it('refuses, naming the keyword and where it is, what only the full merge merges', () => {
    const refused: Array<[RJSFSchema, string]> = [
      [{ type: ['string', 'null'], allOf: [{ type: 'string' }] }, 'type'],
      [{ allOf: [{ pattern: 'x' }, { pattern: 'y' }] }, 'pattern'],
      [{ properties: { a: { minLength: 1 } }, allOf: [{ properties: { a: { minLength: 3 } } }] }, 'a.minLength'],
      [{ enum: ['a', 'b'], allOf: [{ enum: ['b', 'c'] }] }, 'enum'],
    ];
    for (const [schema, where] of refused) {
      expect(() => plainAllOfMerge(schema)).toThrow(UnmergeableAllOf);
      expect(() => plainAllOfMerge(schema)).toThrow(`"${where}" differs`);
    }
  });

  it("resolves funnel-config's customer-details as RJSF's own merge does, for every answer its conditions read", () => {
    const schema = loadFunnelModel().pages['customer-details']!.fields!.schema as RJSFSchema;
    const answers = [];
    for (const isEmailOptional of [undefined, true, 'TRUE', false, 'no']) {
      for (const isSmsOptIn of [undefined, true, false]) {
        for (const emailAddress of [undefined, 'a@example.com']) answers.push({ isEmailOptional, isSmsOptIn, emailAddress, firstName: 'A' });
      }
    }
    const required = new Set<string>();
    for (const formData of answers) {
      const plain = retrieveSchema(validator, schema, schema, formData, plainAllOfMerge as never);
      expect(plain, JSON.stringify(formData)).toEqual(retrieveSchema(validator, schema, schema, formData));
      for (const name of plain.required ?? []) required.add(String(name));
    }
    // The conditions do change what is required: each branch was met.
    expect([...required].sort()).toEqual(['emailAddress', 'firstName', 'lastName', 'phoneNumber']);
  });
});
