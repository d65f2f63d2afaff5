import { describe, expect, it } from 'vitest';
import { expectLintCase, lintMutated, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a condition reads a setting funnel.yaml does not declare',
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { eq: ['settings.SupressVinCapture', true] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '30:13', message: 'Unknown experiment setting "SupressVinCapture" (not in funnel.yaml experimentSettings); did you mean "SuppressVinCapture"?', exact: true }],
  },
  {
    name: 'a constant read as a setting: the constant is suggested',
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { eq: ['settings.cookieUserIdDays', 7] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '30:13', message: 'Unknown experiment setting "cookieUserIdDays" (not in funnel.yaml experimentSettings); did you mean "constants.cookieUserIdDays", the funnel.yaml constant?', exact: true }],
  },
  {
    name: 'a page reads a declared setting it does not list in experiments:',
    mutate: (c) => {
      page(c, 'vehicle-damage').experiments = [];
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { eq: ['settings.SuppressVinCapture', true] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '29:13', message: "The page reads setting \"SuppressVinCapture\" but does not list it in experiments:, so the experiment's exposure is never logged here (SPEC §9) and its results miss this page; add SuppressVinCapture to experiments:", exact: true }],
  },
  {
    name: 'a declared setting no page lists and nothing reads: a warning (turning it on changes nothing)',
    mutate: (c) => void (c.funnel.experimentSettings['NewBanner'] = { type: 'boolean', description: 'A new banner.' }),
    expected: [{ file: 'funnel.yaml', at: '56:3', message: 'Experiment setting "NewBanner" is declared, but no page lists it in experiments: and nothing reads settings.NewBanner: an experiment turning it on changes nothing; list it on the pages it changes', exact: true }],
  },
  {
    name: "a setting the funnel's code reads on every page (DynamoLogging) is used without a page listing it",
    mutate: (c) => void (c.funnel.experimentSettings['DynamoLogging'] = { type: 'boolean', description: 'Logging on for the device.' }),
    expected: [],
  },
  {
    name: "a setting the funnel's code reads, renamed in funnel.yaml: the code still reads the old name (reported at the new one)",
    mutate: (c) => {
      c.funnel.experimentSettings['SuppressVinCaptures'] = c.funnel.experimentSettings['SuppressVinCapture']!;
      delete c.funnel.experimentSettings['SuppressVinCapture'];
      page(c, 'vehicle-damage').experiments = [];
    },
    expected: [{ file: 'funnel.yaml', at: '53:3', message: 'The funnel\'s code reads experiment setting "SuppressVinCapture" (the rule that makes a VIN optional), which experimentSettings does not declare: was "SuppressVinCapture" renamed "SuppressVinCaptures"? The code still reads "SuppressVinCapture", so an experiment setting "SuppressVinCaptures" changes nothing; keep the name "SuppressVinCapture"', exact: true }],
  },
  {
    name: "a setting the funnel's code reads as a number, declared as a yes/no",
    mutate: (c) => void (c.funnel.experimentSettings['Waitlist_Threshold_Days'] = { type: 'boolean', description: 'Days.' }),
    expected: [
      { file: 'funnel.yaml', at: '57:11', message: 'The funnel\'s code reads experiment setting "Waitlist_Threshold_Days" (the schedule\'s wait list) as a number, not a boolean; write type: number', exact: true },
    ],
  },
  {
    name: "one of two settings the code reads left out beside the other: not a rename of it (and the code reads the other)",
    mutate: (c) => void (c.funnel.experimentSettings['InsuranceTabDisplayThresholdExternal'] = { type: 'number', description: 'Tabs.' }),
    expected: [],
  },
  {
    name: "a setting the funnel's code reads, not declared at all: the code keeps its default (a feature left out)",
    mutate: (c) => void delete c.funnel.experimentSettings['SuppressVinCapture'],
    expected: [],
  },
  {
    name: 'a declared, listed setting read in a condition is fine',
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { eq: ['settings.SuppressVinCapture', true] };
    },
    expected: [],
  },
];

describe('unknown-setting', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-setting', row));

  it("reports an unlisted setting and an undeclared one as errors (an unlisted one skews the experiment's results)", () => {
    const unlisted = lintMutated((c) => {
      page(c, 'vehicle-damage').experiments = [];
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { truthy: 'settings.SuppressVinCapture' };
    }).filter((d) => d.code === 'unknown-setting');
    expect(unlisted.map((d) => d.severity)).toEqual(['error']);
    const undeclared = lintMutated((c) => {
      rules(c, 'vehicle-damage', 'forward')[0]!.when = { truthy: 'settings.NoSuchKey' };
    }).filter((d) => d.code === 'unknown-setting');
    expect(undeclared.map((d) => d.severity)).toEqual(['error']);
  });
});
