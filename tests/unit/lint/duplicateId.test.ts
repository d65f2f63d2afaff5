import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a cascade copied and its id left: the copy is given an id after what it watches',
    mutate: (c) =>
      void c.cascades.push(
        { id: 'make-changed', description: 'A new make.', watch: ['order.vehicle.make'], reset: ['order.lineItems.glassParts'] },
        { id: 'make-changed', description: 'A new model.', watch: ['order.vehicle.model'], reset: ['order.lineItems.glassParts'] },
      ),
    expected: [
      // The first one's id names what it watches: it keeps it.
      { file: 'cascades.yaml', at: '19:9', message: 'Cascade id "make-changed" is also the id of the cascade at line 25: their resets cannot be told apart; give each an id of its own', exact: true },
      { file: 'cascades.yaml', at: '25:9', message: 'Cascade id "make-changed" is also the id of the cascade at line 19: their resets cannot be told apart; did you mean "model-changed" (after what it watches)?', exact: true },
    ],
  },
  {
    name: 'a cascade copied whose id names nothing it watches: no guess',
    mutate: (c) => void c.cascades.push({ id: 'damage-changed', description: 'A new VIN.', watch: ['order.vehicle.vin'], reset: ['order.lineItems.glassParts'] }),
    expected: [
      { file: 'cascades.yaml', at: '9:9', message: '; give each an id of its own' },
      { file: 'cascades.yaml', at: '19:9', message: '; give each an id of its own' },
    ],
  },
  {
    name: 'two steps of one list with one id',
    mutate: (c) => void (page(c, 'quote').submit = [{ id: 'a', into: 'user.pageData.quote.a', value: 1 }, { id: 'a', into: 'user.pageData.quote.b', value: 2 }]),
    expected: [{ file: 'pages/quote.yaml', at: '18:9', message: 'Step id "a" is already the id of an earlier step of this list: an after: naming it waits for the first only', exact: true }],
  },
  {
    name: 'a path inside another its list names: it does nothing (a conditional reset covers nothing for sure)',
    mutate: (c) => {
      c.cascades[0]!.reset = ['order.damage', 'order.damage.glassToReplace', { path: 'order.lineItems', unless: { truthy: 'order.vehicle.vin' } }, 'order.lineItems.glassParts'];
    },
    expected: [{ file: 'cascades.yaml', at: '9:9', message: '"order.damage.glassToReplace" is inside "order.damage", which cascade "vehicle-changed"\'s reset lists too: this one does nothing (was another meant, or is "order.damage" wider than meant?)', exact: true }],
  },
  {
    name: "a kind of the price summary's lines listed twice under another label (a copied line)",
    mutate: (c) => void c.funnel.priceSummary.lines.push({ kind: 'items', label: 'Parts' }),
    expected: [{ file: 'funnel.yaml', at: '125:13', message: '"items" is listed twice in the price summary\'s lines: this one does nothing (was another meant?)', exact: true }],
  },
  {
    name: 'a name listed twice (guards, a watch): the second does nothing',
    mutate: (c) => {
      page(c, 'quote').guards = ['heritageJump', 'heritageJump'];
      c.cascades[0]!.watch = ['order.vehicle.year', 'order.vehicle.year'];
    },
    expected: [
      { file: 'cascades.yaml', at: '6:9', message: '"order.vehicle.year" is listed twice in cascade "vehicle-changed"\'s watch: this one does nothing (was another meant?)', exact: true },
      { file: 'pages/quote.yaml', at: '6:5', message: '"heritageJump" is listed twice in guards: this one does nothing (was another meant?)', exact: true },
    ],
  },
  {
    name: "a sequence step copied and its page left: the copy does nothing",
    mutate: (c) => void addSequence(c).steps.push({ page: 'quote', when: { truthy: 'order.serviceLocation.zipCode' } }),
    expected: [{ file: 'sequences.yaml', at: '8:15', message: '"quote" is listed twice in the steps of sequence "checkout": this one does nothing (was another meant?)', exact: true }],
  },
  {
    name: 'two buttons of one scenario shown together (a copy not edited)',
    mutate: (c) => void (page(c, 'vehicle-damage').buttons = [{ scenario: 'back', label: 'Back' }, { scenario: 'back', label: 'Go back' }]),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:15', message: 'Buttons 1 and 2 both trigger "back" and show together (neither has a when): the visitor sees two buttons doing one thing; was another scenario meant?', exact: true }],
  },
  {
    name: 'two buttons of other scenarios with one label that can show together (one has no when): a warning at the later',
    mutate: (c) =>
      void (page(c, 'vehicle-damage').buttons = [
        { scenario: 'back', label: 'Back' },
        { scenario: 'forward', label: 'back ', when: { truthy: 'order.vehicle.vin' } },
        { scenario: 'forward', label: 'Back', when: { falsy: 'order.vehicle.vin' } },
      ]),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '24:12', severity: 'warning', message: 'Buttons 1 and 2 both read "back " and can show together, but do different things ("back", "forward"): the visitor cannot tell them apart; was the label copied and not edited?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '28:12', severity: 'warning', message: 'Buttons 1 and 3 both read "Back"' },
    ],
  },
  {
    name: 'one label on two buttons under different conditions passes (they may exclude each other)',
    mutate: (c) =>
      void (page(c, 'vehicle-damage').buttons = [
        { scenario: 'back', label: 'Back', when: { truthy: 'order.vehicle.vin' } },
        { scenario: 'forward', label: 'Back', when: { falsy: 'order.vehicle.vin' } },
      ]),
    expected: [],
  },
  {
    name: 'two buttons of one scenario under different conditions pass (one label or the other)',
    mutate: (c) =>
      void (page(c, 'vehicle-damage').buttons = [
        { scenario: 'back', label: 'Back', when: { truthy: 'order.vehicle.vin' } },
        { scenario: 'back', label: 'Change the vehicle', when: { falsy: 'order.vehicle.vin' } },
      ]),
    expected: [],
  },
];

describe('duplicate-id', () => {
  it.each(cases)('$name', (row) => expectLintCase('duplicate-id', row));
});
