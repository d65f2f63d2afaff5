import { describe, expect, it } from 'vitest';
import { expectLintCase, lintMutated, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (the renderer reads what the loads write; the quote keeps an output)', mutate: () => {}, expected: [] },
  {
    name: 'a misspelt renderer: what it may read is not known, so nothing it would read is reported (unknown-renderer is)',
    mutate: (c) => void (page(c, 'vehicle').renderer = 'vehicle-selecter'),
    expected: [],
  },
  {
    name: 'a misspelt handler: likewise (unknown-handler reports it)',
    mutate: (c) => void ((page(c, 'landing') as { handler?: string }).handler = 'landng'),
    expected: [],
  },
  {
    name: 'a misspelt into: the renderer never sees the makes',
    mutate: (c) => void (page(c, 'vehicle').actions!['loadMakes']!.do[0]!.into = 'user.pageData.vehicle.mkaes'),
    expected: [{ file: 'pages/vehicle.yaml', at: '25:15', message: '"user.pageData.vehicle.mkaes" is written, but nothing reads it, while user.pageData.vehicle.makes is read (pages/vehicle.yaml) and never gets this value; did you mean "user.pageData.vehicle.makes"?', exact: true }],
  },
  {
    name: "a misspelt navigation set (what the condition reads stays unset)",
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'back')[0]!.set = { 'user.pageData.vehicle-damage.wentBak': true };
      page(c, 'quote').prerequisites = { falsy: 'user.pageData.vehicle-damage.wentBack' };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '27:7', message: 'did you mean "user.pageData.vehicle-damage.wentBack"?' }],
  },
  {
    name: 'a binding set key nothing reads',
    mutate: (c) => void page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.total': { from: 'order.lineItems.glassParts' } } }),
    expected: [{ file: 'pages/quote.yaml', at: '25:7', message: '"user.pageData.quote.total" is written, but nothing reads it', exact: true }],
  },
  {
    name: 'a step declared output: true is kept for the record',
    mutate: (c) => void page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.total': { from: 'order.lineItems.glassParts' } }, output: true }),
    expected: [],
  },
  {
    name: 'read through the submitted snapshot',
    mutate: (c) => {
      page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.accepted': true } });
      page(c, 'confirmation').prerequisites = { truthy: 'submitted.user.pageData.quote.accepted' };
    },
    expected: [],
  },
];

describe('unread-state-path', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('unread-state-path', c));

  it('is an error when a path close to the one written is read (a misspelt write), a warning otherwise', () => {
    const severities = (mutate: LintCase['mutate']) => lintMutated(mutate).filter((d) => d.code === 'unread-state-path').map((d) => d.severity);
    expect(severities(cases.find((row) => row.name.startsWith('a misspelt into'))!.mutate)).toEqual(['error']);
    expect(severities((c) => void page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.total': { from: 'order.lineItems.glassParts' } } }))).toEqual(['warning']);
  });
});
