import { describe, expect, it } from 'vitest';
import { addSequence, expectLintCase, lintFiles, page, readFixtureFiles, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  {
    name: 'firstPage a virtual route (the error route and restart would land on it): the entry suggested',
    mutate: (c) => void (c.funnel.firstPage = 'error'),
    expected: [{ file: 'funnel.yaml', at: '3:12', message: 'firstPage "error" is a virtual route, not a screen: the error route and restart land there; did you mean "vehicle", the entry?', exact: true }],
  },
  {
    name: 'submittedPage a screen that is not terminal (the visitor would be held on it): the terminal screen suggested',
    mutate: (c) => void (c.funnel.submittedPage = 'quote'),
    expected: [{ file: 'funnel.yaml', at: '4:16', message: 'submittedPage "quote" is not a terminal screen (kind page, terminal: true): once the order is submitted the visitor is held on it (SPEC §2 global rule 4); did you mean "confirmation"?', exact: true }],
  },
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelled single-rule destination',
    mutate: (c) => void (rules(c, 'vehicle', 'forward')[0]!.to = 'vehicle-damge'),
    expected: [{ file: 'pages/vehicle.yaml', at: '13:9', message: 'Scenario "forward" goes to "vehicle-damge", which is not a page; did you mean "vehicle-damage"?' }],
  },
  {
    name: 'a misspelled destination in a rule list',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[2]!.to = 'qoute'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '37:11', message: 'did you mean "quote"?' }],
  },
  {
    name: 'an auto-route order entry',
    mutate: (c) => void (page(c, 'auto-route').order![1] = 'vehicle-damages'),
    expected: [{ file: 'pages/auto-route.yaml', at: '7:5', message: 'Auto-route order names "vehicle-damages", which is not a page; did you mean "vehicle-damage"?' }],
  },
  {
    name: 'funnel entry',
    mutate: (c) => void (c.funnel.entry = 'vehicel'),
    expected: [{ file: 'funnel.yaml', at: '2:8', message: 'entry "vehicel" is not a page; did you mean "vehicle"?' }],
  },
  {
    name: 'funnel firstPage far from any page gets no suggestion',
    mutate: (c) => void (c.funnel.firstPage = 'checkout'),
    expected: [{ file: 'funnel.yaml', at: '3:12', message: 'firstPage "checkout" is not a page', exact: true }],
  },
  {
    name: 'a misspelled sequence step, at its line in sequences.yaml',
    mutate: (c) => void (addSequence(c).steps[0]!.page = 'qoute'),
    expected: [{ file: 'sequences.yaml', at: '4:15', message: 'A step of sequence "checkout" is "qoute", which is not a page; did you mean "quote"?', exact: true }],
  },
  {
    name: "a sequence's after and before rules",
    mutate: (c) => {
      const checkout = addSequence(c);
      checkout.after = { to: 'confirmaton' };
      checkout.before = [{ to: 'vehicle', when: { falsy: 'order.serviceLocation.zipCode' } }, { to: 'vehicle-damag' }];
    },
    expected: [
      { file: 'sequences.yaml', at: '9:11', message: 'The after rule of sequence "checkout" goes to "confirmaton", which is not a page; did you mean "confirmation"?', exact: true },
      { file: 'sequences.yaml', at: '14:13', message: 'The before rule of sequence "checkout" goes to "vehicle-damag", which is not a page; did you mean "vehicle-damage"?', exact: true },
    ],
  },
  {
    name: 'a deleted page: each place that names it is reported and lists the others, with no neighbour suggested',
    mutate: (c) => {
      rules(c, 'vehicle', 'forward')[0]!.to = 'vehicle-parts';
      rules(c, 'vehicle', 'verifiedInsurance')[0]!.to = 'vehicle-parts';
      c.funnel.firstPage = 'vehicle-parts';
    },
    expected: [
      { file: 'funnel.yaml', at: '3:12', message: 'firstPage "vehicle-parts" is not a page (also named at pages/vehicle.yaml:13, pages/vehicle.yaml:15)', exact: true },
      { file: 'pages/vehicle.yaml', at: '13:9', message: 'Scenario "forward" goes to "vehicle-parts", which is not a page (also named at funnel.yaml:3, pages/vehicle.yaml:15)', exact: true },
      { file: 'pages/vehicle.yaml', at: '15:9', message: 'Scenario "verifiedInsurance" goes to "vehicle-parts", which is not a page (also named at funnel.yaml:3, pages/vehicle.yaml:13)', exact: true },
    ],
  },
  {
    name: 'every problem is reported, not only the first',
    mutate: (c) => {
      rules(c, 'vehicle', 'forward')[0]!.to = 'nowhere';
      rules(c, 'vehicle', 'verifiedInsurance')[0]!.to = 'vehicle-damag';
    },
    expected: [
      { file: 'pages/vehicle.yaml', at: '13:9', message: '"nowhere", which is not a page', exact: false },
      { file: 'pages/vehicle.yaml', at: '15:9', message: 'did you mean "vehicle-damage"?' },
    ],
  },
];

describe('unknown-page', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-page', row));

  it("a page whose id is mistyped: places that go to its file's name are sent there, not to the typo", () => {
    const files = readFixtureFiles('minimal').map((f) => (f.path === 'pages/quote.yaml' ? { ...f, text: f.text.replace('id: quote', 'id: quotes') } : f));
    const rows = lintFiles(files).filter((d) => d.code === 'unknown-page');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.message).toContain('(pages/quote.yaml declares id "quotes": see there)');
      expect(row.message).not.toContain('did you mean');
    }
  });
});
