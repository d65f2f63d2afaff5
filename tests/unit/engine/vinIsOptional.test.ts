/** SPEC §5 VIN-optional rule: cases the domain-rules table leaves out (several pieces, nothing chosen yet). */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createInitialState, type Damage } from '../../../engine/domain/state';
import { vinIsOptional } from '../../../engine/domain/vinIsOptional';

describe('vinIsOptional before and after the damage is chosen', () => {
  it.each([
    ['nothing chosen yet: no windshield is to be replaced', 'Honda', 2020, {}, true],
    ['a Porsche, nothing chosen yet', 'Porsche', 2020, {}, true],
    ['a 2020 Civic, a side window replaced', 'Honda', 2020, { isRepair: false, glassToReplace: [{ glassLocation: 'Driver', glassName: 'Front' }] }, true],
    ['a 2020 Civic, windshield and back glass replaced', 'Honda', 2020, { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }, { glassLocation: 'Rear', glassName: 'Back' }] }, false],
    ['a 2020 Civic, a chip repaired', 'Honda', 2020, { isRepair: true, numberOfChips: 1 }, true],
  ] as const)('%s → %s', (_name, make, year, damage, expected) => {
    const state = produce(createInitialState(), (draft) => {
      Object.assign(draft.order.vehicle, { make, year });
      Object.assign(draft.order.damage, damage as Partial<Damage>);
    });
    expect(vinIsOptional(state)).toBe(expected);
  });
});
