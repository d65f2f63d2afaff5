import { describe, expect, it } from 'vitest';
import { createInitialState, type FunnelState } from '../../engine/domain/state';
import { getSummaryPaths, toSummaryRows } from '../../renderers/app/summary/toSummaryRows';
import { loadFunnelModel } from '../harness/loadFunnelModel';

/** The shipped funnel.yaml summary rows (issue #14). */
const rows = loadFunnelModel().funnel.summary!.rows;

/** A fresh state with `change` applied. */
const stateWith = (change: (state: FunnelState) => void): FunnelState => {
  const state = createInitialState();
  change(state);
  return state;
};

const cases: Array<{ name: string; state: FunnelState; shown: Array<[string, string]> }> = [
  { name: 'nothing answered: no row', state: createInitialState(), shown: [] },
  {
    name: 'year and make but no model: the vehicle waits for all three',
    state: stateWith((s) => Object.assign(s.order.vehicle, { year: 2012, make: 'Toyota' })),
    shown: [],
  },
  {
    name: 'a vehicle and a windshield replacement',
    state: stateWith((s) => {
      Object.assign(s.order.vehicle, { year: 2012, make: 'Toyota', model: 'Avalon', category: 'CAR' });
      s.order.damage.isRepair = false;
      s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' } as (typeof s.order.damage.glassToReplace)[number]];
    }),
    shown: [
      ['Vehicle', '2012 Toyota Avalon'],
      ['Service', 'Glass replacement'],
      ['Glass', 'Windshield'],
    ],
  },
  {
    name: 'a chip repair, a mobile appointment and a price',
    state: stateWith((s) => {
      s.order.damage.isRepair = true;
      s.order.serviceLocation.appointmentType = 'Mobile';
      Object.assign(s.order.schedule, { date: '2026-12-03', startTime: '14:00' });
      s.user.pageData.quote = { pricing: { total: 1234.5 } };
    }),
    shown: [
      ['Service', 'Windshield chip repair'],
      ['Where', 'Mobile service: we come to you'],
      ['Day', 'Thu, Dec 3'],
      ['Time', '2:00 PM'],
      ['Total', '$1,234.50'],
    ],
  },
];

describe('the order summary follows the state (funnel.yaml summary, issue #14)', () => {
  it.each(cases)('$name', ({ state, shown }) => {
    expect(toSummaryRows(rows, state, { clock: '12h', range: '{start}–{end}' }).map((row) => [row.label, row.text])).toEqual(shown);
  });

  it('the vehicle row carries its category for the silhouette, the glass row the pieces for the diagram', () => {
    const state = stateWith((s) => {
      Object.assign(s.order.vehicle, { year: 2019, make: 'Ford', model: 'F-150', category: 'TRUCK' });
      s.order.damage.glassToReplace = [{ glassLocation: 'Rear', glassName: 'Back' } as (typeof s.order.damage.glassToReplace)[number]];
    });
    const pictures = toSummaryRows(rows, state, { clock: '12h', range: '{start}–{end}' }).map((row) => row.picture);
    expect(pictures).toEqual([{ kind: 'vehicle', value: 'TRUCK' }, { kind: 'glass', value: state.order.damage.glassToReplace }]);
  });

  it('re-renders on the paths the YAML names, and only those', () => {
    expect(getSummaryPaths(rows)).toEqual(expect.arrayContaining(['order.vehicle.year', 'order.vehicle.category', 'order.damage.glassToReplace', 'user.pageData.quote.pricing.total']));
    expect(getSummaryPaths([{ label: 'Zip', text: 'Zip {order.serviceLocation.zipCode}' }])).toEqual(['order.serviceLocation.zipCode']);
  });
});
