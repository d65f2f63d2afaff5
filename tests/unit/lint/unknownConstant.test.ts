import { describe, expect, it } from 'vitest';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import { createBaseConfig, expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';
import type { FunnelConfig } from '../../../engine/config/types';

/** vehicle-damage's form with one more field whose schema is `extra`. */
const withField = (config: FunnelConfig, extra: Record<string, unknown>) => {
  const fields = page(config, 'vehicle-damage').fields!;
  (fields.schema.properties as Record<string, unknown>).state = { type: 'string', ...extra };
  fields.bind.state = 'order.serviceLocation.state';
};

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  { name: 'a form naming a constant funnel.yaml declares is fine', mutate: (c) => withField(c, { enum: { $constant: 'states' } }), expected: [] },
  {
    name: 'a form naming a constant funnel.yaml does not declare',
    mutate: (c) => withField(c, { enum: { $constant: 'state' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '21:22', message: 'Unknown funnel constant "state" (not in funnel.yaml constants); did you mean "states"?', exact: true }],
  },
  {
    name: 'a key beside $constant would be lost',
    mutate: (c) => withField(c, { enum: { $constant: 'states', default: 'AZ' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:11', message: '"default" beside $constant would be lost: the constant\'s value replaces the whole object', exact: true }],
  },
];

describe('unknown-constant', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-constant', row));

  it('the compiler puts the constant’s value where the form names it (SPEC §9 state list)', () => {
    const config = createBaseConfig();
    withField(config, { enum: { $constant: 'states' } });
    config.funnel.constants.states = ['AZ', 'GA'];
    const properties = compileFunnel(config).pages['vehicle-damage']!.fields!.schema.properties as Record<string, { enum?: unknown }>;
    expect(properties.state!.enum).toEqual(['AZ', 'GA']);
  });
});
