import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "an entry guard's scenario",
    mutate: (c) => void delete page(c, 'vehicle').navigation['verifiedInsurance'],
    expected: [{ file: 'pages/vehicle.yaml', at: '7:5', message: 'Entry guard "vehicleEntry" can trigger scenario "verifiedInsurance", but navigation does not declare it' }],
  },
  {
    name: "a handler's scenario",
    mutate: (c) => void delete page(c, 'error').navigation['firstPageInsured'],
    expected: [{ file: 'pages/error.yaml', at: '4:10', message: 'Handler "error" can trigger scenario "firstPageInsured"' }],
  },
  {
    name: "a button's scenario",
    mutate: (c) => void (page(c, 'vehicle-damage').buttons![0]!.scenario = 'bak'),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '21:15', message: 'Button "Back" can trigger scenario "bak"' },
      { file: 'pages/vehicle-damage.yaml', at: '24:3', message: 'Scenario "back" is never triggered' },
    ],
  },
  {
    name: 'an explicit submitScenario',
    mutate: (c) => void (page(c, 'bailout').submitScenario = 'restrat'),
    expected: [
      { file: 'pages/bailout.yaml', at: '9:17', message: 'Submit can trigger scenario "restrat"' },
      { file: 'pages/bailout.yaml', at: '12:3', message: 'did you mean "restrat", which submit triggers?' },
    ],
  },
  {
    name: "a form's default forward",
    mutate: (c) => void delete page(c, 'return-user').navigation['forward'],
    expected: [{ file: 'pages/return-user.yaml', at: '15:1', message: 'Submit can trigger scenario "forward"' }],
  },
  {
    name: "a custom renderer's default forward",
    mutate: (c) => void delete page(c, 'vehicle').navigation['forward'],
    expected: [{ file: 'pages/vehicle.yaml', at: '11:1', message: 'Submit can trigger scenario "forward"' }],
  },
  {
    name: 'terminal pages and guard-only pages (no form fields) submit nothing by default',
    mutate: (c) => {
      const quote = page(c, 'quote');
      quote.fields = { schema: { type: 'object', properties: {} }, bind: {} };
      quote.navigation = { heritage: { to: 'heritage' } };
    },
    expected: [],
  },
  {
    name: 'a scenario nothing leads to at all (its button deleted): a warning, its rules never apply',
    mutate: (c) => void (page(c, 'vehicle-damage').buttons = []),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:3', message: 'Scenario "back" is never triggered (no button, guard, handler, submit or action of page "vehicle-damage" leads to it), so its rules never apply: add what leads to it (a button with scenario: back) or remove it', exact: true }],
  },
  {
    name: 'a scenario renamed in navigation: both halves, each pointing at the other',
    mutate: (c) => {
      const navigation = page(c, 'vehicle-damage').navigation;
      navigation['bakc'] = navigation['back']!;
      delete navigation['back'];
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '21:15', message: 'Button "Back" can trigger scenario "back", but navigation does not declare it; did you mean "bakc"?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '36:3', message: 'Scenario "bakc" is never triggered (no button, guard, handler, submit or action leads to it); did you mean "back", which button "Back" triggers?', exact: true },
    ],
  },
  {
    name: "the declared name is the odd one out when other pages use the button's: the typo is not suggested",
    mutate: (c) => {
      const navigation = page(c, 'vehicle-damage').navigation;
      navigation['bakc'] = navigation['back']!;
      delete navigation['back'];
      page(c, 'quote').navigation['back'] = { to: 'vehicle-damage' };
      page(c, 'quote').buttons = [{ scenario: 'back', label: 'Back' }];
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '21:15', message: 'Button "Back" can trigger scenario "back", but navigation does not declare it; navigation\'s "bakc", which nothing triggers, looks like a misspelling of it: rename that', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '36:3', message: 'did you mean "back", which button "Back" triggers?' },
    ],
  },
  {
    name: "the declared name is the odd one out when a journey presses the button's: the typo is not suggested",
    mutate: (c) => {
      const navigation = page(c, 'vehicle-damage').navigation;
      navigation['bakc'] = navigation['back']!;
      delete navigation['back'];
    },
    journeys: ['name: Back and forth\nsteps:\n  - act: { page: vehicle-damage, scenario: back }\n'],
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '21:15', message: 'navigation\'s "bakc", which nothing triggers, looks like a misspelling of it: rename that' },
      { file: 'pages/vehicle-damage.yaml', at: '36:3', message: 'did you mean "back", which button "Back" triggers?' },
    ],
  },
  {
    name: 'a button scenario with the wrong case is told the one declared',
    mutate: (c) => void (page(c, 'vehicle-damage').buttons![0]!.scenario = 'Back'),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '21:15', message: 'can trigger scenario "Back", but navigation does not declare it; did you mean "back"?' },
      { file: 'pages/vehicle-damage.yaml', at: '24:3', message: 'Scenario "back" is never triggered' },
    ],
  },
];

describe('missing-scenario', () => {
  it.each(cases)('$name', (row) => expectLintCase('missing-scenario', row));
});
