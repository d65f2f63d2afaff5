import { describe, it } from 'vitest';
import { expectLintCase } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (values compared as values)', mutate: () => {}, expected: [] },
  {
    name: 'fields the answers have',
    mutate: (c) => void c.cascades.push({ id: 'answers', description: 'x', watch: ['order.damage.partQuestionAnswers'], compare: { fields: ['questionId', 'result'] }, reset: ['order.lineItems.glassParts'] }),
    expected: [],
  },
  {
    name: 'a misspelt compare field: the reset never happens',
    mutate: (c) => void c.cascades.push({ id: 'answers', description: 'x', watch: ['order.damage.partQuestionAnswers'], compare: { fields: ['questionId', 'reslt'] }, reset: ['order.lineItems.glassParts'] }),
    expected: [{ file: 'cascades.yaml', at: '26:11', message: 'The items of order.damage.partQuestionAnswers have no field "reslt", so a change is never seen and nothing is reset; did you mean "result"?', exact: true }],
  },
  {
    name: 'one report naming every list that lacks the field',
    mutate: (c) => void c.cascades.push({ id: 'parts', description: 'x', watch: ['order.lineItems.glassParts', 'order.lineItems.supportingItems'], compare: { fields: ['partNumbr'] }, reset: ['order.schedule'] }),
    expected: [{ file: 'cascades.yaml', at: '26:11', message: 'The items of order.lineItems.glassParts and order.lineItems.supportingItems have no field "partNumbr"' }],
  },
];

describe('cascade-compare', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('cascade-compare', c));
});
