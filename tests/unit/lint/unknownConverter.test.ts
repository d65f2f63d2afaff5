import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a known converter',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.serviceLocation.zipCode', as: 'upperCase' }),
    expected: [],
  },
  {
    name: 'a misspelled converter',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.serviceLocation.zipCode', as: 'damageKnd' }),
    expected: [{ file: 'pages/quote.yaml', at: '19:13', message: 'Unknown converter "damageKnd"; did you mean "damageKind"?' }],
  },
  {
    name: 'a stored value with a misspelled converter',
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'order.lineItems.glassParts', value: { from: 'user.pageData.stages', as: 'chosenGlassPart' } }),
    expected: [{ file: 'pages/quote.yaml', at: '26:11', message: 'Unknown converter "chosenGlassPart"; did you mean "chosenGlassParts"?' }],
  },
];

describe('unknown-converter', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-converter', row));
});
