/** SPEC §5 damage options check: the glass offered per location, and the check of a chosen set against it. */
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { isChosenGlassAvailable } from '../../../engine/domain/isChosenGlassAvailable';
import { createInitialState, type GlassPiece } from '../../../engine/domain/state';
import { toAvailableGlass } from '../../../engine/domain/toAvailableGlass';

/** The sandbox's answer for a 2018 Ford Mustang 2 Door Convertible (parts.damageOptions). */
const convertible = {
  carId: 1,
  windshieldOptions: { location: 'Windshield', availableReplacementOptions: ['Front'] },
  driverSideOptions: { location: 'Driver', availableReplacementOptions: ['Front'] },
  passengerSideOptions: { location: 'Passenger', availableReplacementOptions: ['Front'] },
  backGlassOptions: { location: 'Rear', availableReplacementOptions: [] },
};
/** A pickup with a sliding back glass, names in another order and once twice. */
const pickup = {
  windshieldOptions: { availableReplacementOptions: ['Front'] },
  driverSideOptions: { availableReplacementOptions: ['Back', 'Front'] },
  passengerSideOptions: { availableReplacementOptions: [{ glassName: 'Front' }, { glassName: 'Back' }] },
  backGlassOptions: { availableReplacementOptions: ['Slider', 'Stationary', 'Slider', 'Sunroof'] },
};

describe('toAvailableGlass', () => {
  it.each([
    ['a convertible: no back glass', convertible, { Windshield: ['Front'], Driver: ['Front'], Passenger: ['Front'], Rear: [] }],
    [
      'a pickup: SPEC §3 order, each once, unknown names dropped, object options read by glassName',
      pickup,
      { Windshield: ['Front'], Driver: ['Front', 'Back'], Passenger: ['Front', 'Back'], Rear: ['Stationary', 'Slider'] },
    ],
    ['locations left out have nothing', { windshieldOptions: { availableReplacementOptions: ['Front'] } }, { Windshield: ['Front'], Driver: [], Passenger: [], Rear: [] }],
  ])('%s', (_name, options, expected) => {
    expect(toAvailableGlass(options)).toEqual(expected);
  });
});

describe('isChosenGlassAvailable (the new-VIN cascade keeps the damage only when this holds, SPEC §4)', () => {
  const withChoice = (glass: GlassPiece[], options: unknown) =>
    produce(createInitialState(), (draft) => {
      draft.order.damage.glassToReplace = glass;
      if (options) draft.user.pageData['vehicle-damage'] = { damageOptions: options };
    });
  it.each([
    ['windshield on the convertible', [{ glassLocation: 'Windshield', glassName: 'Front' }], convertible, true],
    ['back glass on the convertible', [{ glassLocation: 'Rear', glassName: 'Back' }], convertible, false],
    ['windshield and back glass on the convertible', [{ glassLocation: 'Windshield', glassName: 'Front' }, { glassLocation: 'Rear', glassName: 'Back' }], convertible, false],
    ['a sliding back glass on the pickup', [{ glassLocation: 'Rear', glassName: 'Slider' }], pickup, true],
    ['nothing chosen (a repair)', [], convertible, true],
    ['no damage options known yet', [{ glassLocation: 'Rear', glassName: 'Back' }], null, true],
  ] as const)('%s → %s', (_name, glass, options, expected) => {
    const state = withChoice([...glass], options);
    expect(isChosenGlassAvailable(state.order.damage.glassToReplace, state.user.pageData['vehicle-damage']?.damageOptions)).toBe(expected);
  });
});
