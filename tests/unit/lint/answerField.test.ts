import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The quote's submit calls price.orderItems (its answer: serverData, lineItems, total, …). */
const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a pick naming no field of the answer: nothing would be kept',
    mutate: (c) => void (page(c, 'quote').submit![0]!.pick = 'lineItem'),
    expected: [{ file: 'pages/quote.yaml', at: '24:11', message: 'The answer of price.orderItems has no field "lineItem"; did you mean "lineItems"?', exact: true }],
  },
  {
    name: 'a set reading a misspelt field of the answer',
    mutate: (c) => void (page(c, 'quote').submit![0]!.set = { 'user.pageData.quote.total': { from: 'answer.totl' } }),
    expected: [{ file: 'pages/quote.yaml', at: '26:15', message: '"answer.totl": the answer of price.orderItems has no field "totl"; did you mean "total" (answer.total)?', exact: true }],
  },
  {
    name: 'a field of the answer that is there',
    mutate: (c) => void (page(c, 'quote').submit![0]!.set = { 'user.pageData.quote.total': { from: 'answer.total' } }),
    expected: [],
  },
  {
    name: "a refusal's condition and message reading fields the answer lacks (inside a list too)",
    mutate: (c) => void (page(c, 'quote').submit![0]!.refuse = [{ when: { empty: 'answer.lineItems.0.partNumbr' }, message: 'No {answer.totl}' }]),
    expected: [
      { file: 'pages/quote.yaml', at: '26:18', message: 'has no field "partNumbr"; did you mean "partNumber" (answer.lineItems.0.partNumber)?' },
      { file: 'pages/quote.yaml', at: '27:21', message: 'has no field "totl"; did you mean "total" (answer.total)?' },
    ],
  },
];

describe('answer-field', () => {
  it.each(cases)('$name', (row) => expectLintCase('answer-field', row));
});
