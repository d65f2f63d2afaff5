/** "Did you mean" only for a name close to the one written (issue #11): typos yes, a different word no. */
import { describe, expect, it } from 'vitest';
import { getClosestName, getNamesContaining } from '../../../engine/lint/getClosestName';

const pages = ['vehicle', 'vehicle-damage', 'vehicle-parts', 'quote', 'schedule', 'payment', 'payment-method'];

describe('getClosestName', () => {
  it.each([
    { name: 'vehicle-damge', candidates: pages, closest: 'vehicle-damage' },
    { name: 'Quote', candidates: pages, closest: 'quote' },
    { name: 'paymnet-method', candidates: pages, closest: 'payment-method' },
    { name: 'heritageJmp', candidates: ['heritageJump', 'offerQuote'], closest: 'heritageJump' },
    { name: 'repair', candidates: ['isRepair', 'glassToReplace'], closest: 'isRepair' },
    { name: 'order.vehicle.yeer', candidates: ['order.vehicle.year', 'order.vehicle.make'], closest: 'order.vehicle.year' },
    // A deleted page is not a typo of its neighbour.
    { name: 'vehicle-parts', candidates: pages.filter((page) => page !== 'vehicle-parts'), closest: undefined },
    { name: 'vehicle-glass', candidates: pages, closest: undefined },
    { name: 'checkout', candidates: pages, closest: undefined },
    // A field named by its first word, when only one field starts so.
    { name: 'zip', candidates: ['zipCode', 'isRepair'], closest: 'zipCode' },
    { name: 'schedule', candidates: ['schedule-picker', 'quote-summary'], closest: 'schedule-picker' },
    { name: 'zipper', candidates: ['zipCode'], closest: undefined },
    // Two fields starting so: the one the other extends in turn (zipCodeCtu is zipCode's), else no guess.
    { name: 'zip', candidates: ['zipCode', 'zipCodeCtu'], closest: 'zipCode' },
    { name: 'load', candidates: ['loadMakes', 'loadModels'], closest: undefined },
    // A last word abbreviated, when only one candidate writes it out.
    { name: 'providerNo', candidates: ['providerNumber', 'appointmentType', 'startDate'], closest: 'providerNumber' },
    { name: 'zipCd', candidates: ['zipCode', 'zipCodeCtu'], closest: 'zipCode' },
    { name: 'vehicle-p', candidates: ['vehicle-parts', 'vehicle-photos'], closest: undefined },
    // Candidates given as an iterator (a Map's keys) are read as often as needed.
    { name: 'zip', candidates: new Map([['zipCode', 1], ['city', 2]]).keys(), closest: 'zipCode' },
  ])('$name → $closest', ({ name, candidates, closest }) => {
    expect(getClosestName(name, candidates)).toBe(closest);
  });
});

describe('getNamesContaining', () => {
  it.each([
    // No close name for a "did you mean": the few that hold the one written.
    { name: 'zip', candidates: ['zipcode', 'servicezip', 'promo', 'zipcode'], found: ['zipcode', 'servicezip'] },
    { name: 'YEAR', candidates: ['vehicleyear', 'vehiclemake'], found: ['vehicleyear'] },
    // Under 3 letters, or more than 3 holding it: a guess, not a help.
    { name: 'id', candidates: ['carid', 'userid'], found: [] },
    { name: 'vehicle', candidates: ['vehicleyear', 'vehiclemake', 'vehiclemodel', 'vehiclestyle'], found: [] },
    { name: 'zip', candidates: ['zip', 'promo'], found: [] },
  ])('$name → $found', ({ name, candidates, found }) => {
    expect(getNamesContaining(name, candidates)).toEqual(found);
  });
});
