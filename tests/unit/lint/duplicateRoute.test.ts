import { describe, expect, it } from 'vitest';
import { expectLintCase, lintFiles, page, readFixtureFiles } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'two pages on one route: each is told which page also has it (either may be the one edited), and a route of its own',
    mutate: (c) => void (page(c, 'vehicle').route = 'quote'),
    expected: [
      { file: 'pages/quote.yaml', at: '3:8', message: 'Page "quote" is on route "quote", which page "vehicle" (pages/vehicle.yaml) also has: one of them could never be shown', exact: true },
      {
        file: 'pages/vehicle.yaml',
        at: '3:8',
        message: 'Page "vehicle" is on route "quote", which page "quote" (pages/quote.yaml) also has: one of them could never be shown; give it a route of its own, e.g. "vehicle"',
        exact: true,
      },
    ],
  },
  {
    name: 'a second page on the landing route',
    mutate: (c) => void (page(c, 'return-user').route = ''),
    expected: [
      { file: 'pages/landing.yaml', at: '3:8', message: 'Page "landing" is on the landing route "", which page "return-user"' },
      { file: 'pages/return-user.yaml', at: '3:8', message: 'Page "return-user" is on the landing route "", which page "landing"' },
    ],
  },
];

describe('duplicate-route', () => {
  it.each(cases)('$name', (row) => expectLintCase('duplicate-route', row));

  it('a page file copied, its id and route unchanged: one report, naming the copy (not an empty page name)', () => {
    const files = readFixtureFiles('minimal');
    const rows = lintFiles([...files, { path: 'pages/quote-v2.yaml', text: files.find((f) => f.path === 'pages/quote.yaml')!.text }]).filter((d) => d.code === 'duplicate-route');
    expect(rows.map(({ file, at, message }) => ({ file, at, message }))).toEqual([
      { file: 'pages/quote-v2.yaml', at: '3:8', message: 'Two files declare page "quote" on route "quote", one copied from the other: give the copy an id and a route of its own' },
    ]);
  });
});
