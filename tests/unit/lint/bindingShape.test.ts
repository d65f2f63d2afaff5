import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a step with nothing to do',
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'user.pageData.quote.zip' }),
    expected: [{ file: 'pages/quote.yaml', at: '24:5', message: 'A step needs something to do: call, value (with into), set, run, saveSession or refuse', exact: true }],
  },
  {
    name: 'a call and a run in one step',
    mutate: (c) => void (page(c, 'quote').submit![0]!.run = 'reprice'),
    expected: [{ file: 'pages/quote.yaml', at: '24:5', message: 'A step does one thing: "call" and "run" belong in separate steps', exact: true }],
  },
  {
    name: 'params on a step that makes no call',
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'user.pageData.quote.zip', value: 'x', params: { zip: '1' }, pick: 'zip' }),
    expected: [
      { file: 'pages/quote.yaml', at: '26:5', message: '"params" belongs to a call; this step makes none', exact: true },
      { file: 'pages/quote.yaml', at: '28:5', message: '"pick" belongs to a call; this step makes none', exact: true },
    ],
  },
  {
    name: 'a value with nowhere to go',
    mutate: (c) => void page(c, 'quote').submit!.push({ value: { from: 'order.vehicle.year' } }),
    expected: [{ file: 'pages/quote.yaml', at: '24:5', message: 'A value needs where it goes: into', exact: true }],
  },
  {
    name: "a call that only reads (GET) whose answer is kept nowhere; a POST made for what it does, and a GET whose answer a refuse checks, pass",
    mutate: (c) =>
      void page(c, 'quote').submit!.push(
        { call: 'vehicle.makes', params: { year: { from: 'order.vehicle.year' } } },
        { call: 'vehicle.makes', params: { year: { from: 'order.vehicle.year' } }, refuse: [{ when: { empty: 'answer' }, message: 'No makes.' }] },
        { call: 'analytics.logCustomEvent', params: { userId: 'u', sessionKey: 'k', sessionId: 's', pageName: 'quote', category: 'c' } },
      ),
    expected: [{ file: 'pages/quote.yaml', at: '24:11', message: 'The answer of vehicle.makes is kept nowhere (no into, set, refuse or inform), so the call changes nothing; add into: where it goes', exact: true }],
  },
  {
    name: 'an input without a run',
    mutate: (c) => void page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.zip': 'x' }, input: { code: 'x' } }),
    expected: [{ file: 'pages/quote.yaml', at: '26:5', message: '"input" is what a run passes to its action; this step runs none', exact: true }],
  },
  {
    name: 'a fallback on a step that makes no call',
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'user.pageData.quote.zip', value: 'x', onError: 'empty' }),
    expected: [{ file: 'pages/quote.yaml', at: '26:5', message: '"onError" belongs to a call; this step makes none', exact: true }],
  },
  {
    name: 'a fallback answer naming a key the call\'s answer does not have',
    mutate: (c) => void (page(c, 'quote').submit![0]!.onError = { answer: { errorcode: 'Unknown' } }),
    expected: [{ file: 'pages/quote.yaml', at: '26:9', message: 'The answer of price.orderItems has no "errorcode"' }],
  },
  {
    name: 'whileShown on a step of a submit',
    mutate: (c) => void (page(c, 'quote').submit![0]!.whileShown = true),
    expected: [{ file: 'pages/quote.yaml', at: '24:5', message: '"whileShown" belongs to a step of a page\'s load (the page shows before it is done); a step of submit always finishes first', exact: true }],
  },
  {
    name: 'whileShown on the load of a virtual route',
    mutate: (c) => void (page(c, 'landing').load = [{ into: 'user.pageData.landing.seen', value: true, whileShown: true }]),
    expected: [{ file: 'pages/landing.yaml', at: '30:5', message: '"whileShown" needs a page that is shown; landing is a virtual route', exact: true }],
  },
];

describe('binding-shape', () => {
  it.each(cases)('$name', (row) => expectLintCase('binding-shape', row));
});
