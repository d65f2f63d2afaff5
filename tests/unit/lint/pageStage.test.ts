import { describe, it } from 'vitest';
import type { FunnelConfig } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The screens of the minimal fixture (kind page). */
const screens = ['confirmation', 'quote', 'return-user', 'vehicle', 'vehicle-damage'];

/** Declares two stages in funnel.yaml and puts every screen of the fixture in one of them. */
function withStages(config: FunnelConfig): void {
  config.funnel.stages = { vehicle: { title: 'Vehicle' }, order: { title: 'Order', description: 'Quote and confirmation.' } };
  for (const id of screens) page(config, id).stage = id.startsWith('vehicle') ? 'vehicle' : 'order';
}

const cases: LintCase[] = [
  { name: 'the valid base (no stages) has none', mutate: () => {}, expected: [] },
  { name: 'every screen in a declared stage (virtual routes need none)', mutate: withStages, expected: [] },
  {
    name: "stages listed out of their screens' steps: the progress indicator would go back; in order they pass",
    mutate: (c) => {
      withStages(c);
      c.funnel.stages = { order: { title: 'Order' }, vehicle: { title: 'Vehicle' } };
      page(c, 'vehicle').step = 1;
      page(c, 'vehicle-damage').step = 2;
      page(c, 'quote').step = 3;
    },
    expected: [{ file: 'funnel.yaml', at: '148:3', message: 'Stage "vehicle" is listed after "order", but its screens come first (vehicle-damage is step 2, quote of "order" step 3), so the progress indicator would go back from "Vehicle" to "Order" as the visitor goes on; list "vehicle" before "order"', exact: true }],
  },
  {
    name: "a stage shown as one listed after the next stage's",
    mutate: (c) => {
      withStages(c);
      c.funnel.stages = { vehicle: { title: 'Vehicle' }, damage: { title: 'Damage', progress: 'checkout' }, order: { title: 'Order' }, checkout: { title: 'Checkout' } };
      page(c, 'vehicle').step = 1;
      page(c, 'vehicle-damage').stage = 'damage';
      page(c, 'vehicle-damage').step = 2;
      page(c, 'quote').step = 3;
      page(c, 'confirmation').stage = 'checkout';
      page(c, 'confirmation').step = 4;
    },
    expected: [{ file: 'funnel.yaml', at: '150:15', message: 'Stage "damage" is shown as "checkout", which is listed after "order", but its screens come first (vehicle-damage is step 2, quote of "order" step 3), so the progress indicator would go back from "Checkout" to "Order" as the visitor goes on; show it as a stage listed before "order"', exact: true }],
  },
  {
    name: 'a declared stage no page is in (a warning)',
    mutate: (c) => {
      withStages(c);
      c.funnel.stages!['extras'] = { title: 'Extras' };
    },
    expected: [{ file: 'funnel.yaml', at: '151:3', message: 'Stage "extras" is declared, but no page is in it (no page\'s stage:, handOffStages or a stage\'s progress names it): no visitor is ever in it', exact: true }],
  },
  {
    name: 'a stage funnel.yaml does not declare',
    mutate: (c) => {
      withStages(c);
      page(c, 'quote').stage = 'ordr';
    },
    expected: [{ file: 'pages/quote.yaml', at: '33:8', message: 'Unknown stage "ordr" (funnel.yaml stages declares vehicle, order); did you mean "order"?', exact: true }],
  },
  {
    name: 'a stage while funnel.yaml declares none',
    mutate: (c) => void (page(c, 'vehicle').stage = 'vehicle'),
    expected: [{ file: 'pages/vehicle.yaml', at: '53:8', message: 'Unknown stage "vehicle" (funnel.yaml declares no stages)', exact: true }],
  },
  {
    name: 'a screen without a stage once stages are declared (a warning)',
    mutate: (c) => {
      withStages(c);
      delete page(c, 'return-user').stage;
    },
    expected: [{ file: 'pages/return-user.yaml', at: '1:5', message: 'Page "return-user" has no stage: add `stage:` (one of vehicle, order)' }],
  },
  {
    name: 'a stage shown in the progress indicator as one stages does not declare',
    mutate: (c) => {
      withStages(c);
      c.funnel.stages!.order!.progress = 'vehicel';
    },
    expected: [{ file: 'funnel.yaml', at: '151:15', message: 'Stage "order" is shown as "vehicel", which stages does not declare; did you mean "vehicle"?', exact: true }],
  },
  {
    name: 'a stage shown as one that is itself shown as another, as one not shown, or as itself',
    mutate: (c) => {
      withStages(c);
      Object.assign(c.funnel.stages!, { extras: { title: 'Extras', progress: 'order' }, details: { title: 'Details', progress: 'extras' }, receipt: { title: 'Receipt', progress: false }, after: { title: 'After', progress: 'receipt' }, own: { title: 'Own', progress: 'own' } });
    },
    // details and after are in no page: each also gets that warning.
    expected: [
      { file: 'funnel.yaml', at: '154:3', message: 'Stage "details" is declared, but no page is in it' },
      { file: 'funnel.yaml', at: '156:15', message: 'Stage "details" is shown as "extras", which is itself shown as "order": the indicator would show "extras" for these screens after all; write progress: order', exact: true },
      { file: 'funnel.yaml', at: '160:3', message: 'Stage "after" is declared, but no page is in it' },
      { file: 'funnel.yaml', at: '162:15', message: 'Stage "after" is shown as "receipt", which the indicator does not show (progress: false): the indicator would show "receipt" for these screens after all; write progress: false to leave its screens without the indicator too', exact: true },
      { file: 'funnel.yaml', at: '165:15', message: 'Stage "own" is shown as itself: leave progress out (or name the stage its screens count under)', exact: true },
    ],
  },
  {
    name: 'the declared stages after a hand-off (a virtual route) have none',
    mutate: (c) => {
      withStages(c);
      page(c, 'heritage').handOffStages = ['order'];
    },
    expected: [],
  },
  {
    name: 'a stage after a hand-off that funnel.yaml does not declare',
    mutate: (c) => {
      withStages(c);
      page(c, 'heritage').handOffStages = ['order', 'ordr'];
    },
    expected: [{ file: 'pages/heritage.yaml', at: '9:5', message: 'Unknown stage "ordr" after the hand-off (funnel.yaml stages declares vehicle, order); did you mean "order"?', exact: true }],
  },
];

describe('page-stage', () => {
  it.each(cases)('$name', (row) => expectLintCase('page-stage', row));
});
