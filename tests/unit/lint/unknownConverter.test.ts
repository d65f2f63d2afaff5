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
    expected: [{ file: 'pages/quote.yaml', at: '27:11', message: 'Unknown converter "chosenGlassPart"; did you mean "chosenGlassParts"?' }],
  },
  {
    name: 'an input the converter takes',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.damage', as: 'askedAnswerResults', with: { stages: { from: 'user.pageData.stages' } } }),
    expected: [],
  },
  {
    name: 'an input the converter does not take, with a suggestion',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.damage', as: 'askedAnswerResults', with: { stage: { from: 'user.pageData.stages' } } }),
    expected: [{ file: 'pages/quote.yaml', at: '21:11', message: 'Converter "askedAnswerResults" takes no input "stage"; did you mean "stages"?', exact: true }],
  },
  {
    name: 'inputs for a converter that takes none, and inputs without a converter',
    mutate: (c) => {
      page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.serviceLocation.zipCode', as: 'upperCase', with: { locale: 'en' } };
      page(c, 'quote').submit![0]!.params!['isReplacement'] = { from: 'order.damage.isRepair', with: { x: 1 } };
    },
    expected: [
      { file: 'pages/quote.yaml', at: '21:11', message: 'Converter "upperCase" takes no input "locale" (it takes none)', exact: true },
      { file: 'pages/quote.yaml', at: '24:9', message: '`with:` gives inputs to a converter, but no converter is named (`as:`)', exact: true },
    ],
  },
  {
    name: 'a converter named inside a choice',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { if: { truthy: 'order.vehicle.year' }, then: { from: 'order.serviceLocation.zipCode', as: 'upperCse' }, else: null }),
    expected: [{ file: 'pages/quote.yaml', at: '22:15', message: 'Unknown converter "upperCse"; did you mean "upperCase"?', exact: true }],
  },
];

describe('unknown-converter', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-converter', row));
});
