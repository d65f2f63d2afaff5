import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a local value read that no step of the list keeps (a value, a condition)',
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { into: 'local.zip', value: { from: 'order.serviceLocation.zipCode' } },
        { into: 'user.pageData.quote.zip', value: { from: 'local.zp' } },
        { into: 'user.pageData.quote.zip2', when: { nonEmpty: 'local.other' }, value: 1 },
      ]),
    expected: [
      { file: 'pages/quote.yaml', at: '15:11', message: 'local.zip is kept, but no step reads it; did you mean "local.zp", which a step reads?', exact: true },
      { file: 'pages/quote.yaml', at: '20:13', message: '"local.zp" is read, but no step of the page\'s submit keeps local.zp; did you mean "local.zip"?', exact: true },
      { file: 'pages/quote.yaml', at: '23:17', message: '"local.other" is read, but no step of the page\'s submit keeps local.other' },
    ],
  },
  {
    name: 'a local name misspelt: did you mean',
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { into: 'local.supportingItems', value: { from: 'order.lineItems.glassParts' } },
        { into: 'user.pageData.quote.items', when: { ne: ['local.supportingItem', null] }, value: { from: 'local.supportingItems' } },
      ]),
    expected: [{ file: 'pages/quote.yaml', at: '21:11', message: '; did you mean "local.supportingItems"?' }],
  },
  {
    name: "another list's local is not this list's (a load's local read in the submit)",
    mutate: (c) => {
      page(c, 'quote').load = [{ into: 'local.zip', value: { from: 'order.serviceLocation.zipCode' } }];
      page(c, 'quote').submit = [{ into: 'user.pageData.quote.zip', value: { from: 'local.zip' } }];
    },
    expected: [{ file: 'pages/quote.yaml', at: '17:13', message: 'no step of the page\'s submit keeps local.zip' }],
  },
  {
    name: 'a local kept under a misspelt name: both halves, each pointing at the other',
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { into: 'local.zips', value: { from: 'order.serviceLocation.zipCode' } },
        { into: 'user.pageData.quote.zip', value: { from: 'local.zip' } },
      ]),
    expected: [
      { file: 'pages/quote.yaml', at: '15:11', message: 'local.zips is kept, but no step reads it; did you mean "local.zip", which a step reads?', exact: true },
      { file: 'pages/quote.yaml', at: '20:13', message: '"local.zip" is read, but no step of the page\'s submit keeps local.zip; did you mean "local.zips"?', exact: true },
    ],
  },
  {
    name: 'a step moved above the one that keeps its local: read while still empty, told once per step',
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { into: 'user.pageData.quote.zip', when: { nonEmpty: 'local.zip' }, value: { from: 'local.zip' } },
        { id: 'keepZip', into: 'local.zip', value: { from: 'order.serviceLocation.zipCode' } },
      ]),
    expected: [{ file: 'pages/quote.yaml', at: '19:13', message: '"local.zip" is read before the step that keeps local.zip (step 2, keepZip): steps run in order, so it is still empty here; move this step below that one', exact: true }],
  },
  {
    name: "below a call's answer kept in a local: a key the answer has (the contract's), else the one meant",
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { call: 'location.zip', params: { zip: { from: 'order.serviceLocation.zipCode' }, damageKind: 'Repair' }, into: 'local.zip' },
        { into: 'user.pageData.quote.state', value: { from: 'local.zip.state.stat' } },
        { into: 'user.pageData.quote.city', value: { from: 'local.zip.city' } },
      ]),
    expected: [{ file: 'pages/quote.yaml', at: '23:13', message: '"local.zip.state.stat" is read, but the answer of call "location.zip" kept at local.zip has no such key; did you mean "local.zip.state.state"?', exact: true }],
  },
  {
    name: 'a local kept by a set, read by a later step',
    mutate: (c) =>
      void (page(c, 'quote').submit = [
        { set: { 'local.zip': { from: 'order.serviceLocation.zipCode' } } },
        { into: 'user.pageData.quote.zip', value: { from: 'local.zip' } },
      ]),
    expected: [],
  },
];

describe('unknown-local', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-local', row));
});
