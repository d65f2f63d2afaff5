/**
 * The order crosses the API boundary in the contract's shape (api/contract `Order`): the state's order, converted,
 * validates against the contract — so a field added to the state but not to the contract (or the reverse) fails here,
 * not as a 400 and a bail-out in the browser — and comes back unchanged.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createContractAjv, toAjvSchema } from '../../../api/contract/createContractAjv';
import { loadContract } from '../../../api/contract/loadContract';
import { createInitialOrder, type Order } from '../../../engine/domain/state';
import { fromApiOrder, toApiOrder } from '../../../engine/domain/toApiOrder';
import { toSavedOrder } from '../../../engine/domain/toSavedOrder';

const contract = loadContract();
const validateOrder = createContractAjv(contract).compile(toAjvSchema({ $ref: '#/components/schemas/Order' }));

const filled: Order = produce(createInitialOrder(), (order) => {
  Object.assign(order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990, category: 'CAR', isBigTruck: false, vin: '2HGFC2FK3LH500001' });
  order.vehicle.canService = { Repair: true, Mobile: false };
  Object.assign(order.vehicle.registration, { licensePlate: 'CIVIC20', licenseState: 'AZ' });
  order.damage.isRepair = false;
  order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }, { glassLocation: 'Rear', glassName: 'Back' }];
  order.damage.partQuestionAnswers = [{ questionId: 'rain-sensor', answerId: 'rain-sensor-yes', result: 'RAIN_SENSOR' }];
  Object.assign(order.serviceLocation, { zipCode: '85016', state: 'AZ', zipCodeCtu: 'AZ-PHX', appointmentType: 'Inshop' });
  order.serviceLocation.provider.providerNumber = '004101';
  Object.assign(order.schedule, { date: '2026-12-03', startTime: '10:00', endTime: '11:00', jobMinMinutes: 60, jobMaxMinutes: 120 });
  Object.assign(order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', isSmsOptIn: true });
  order.payment.paymentChoice = 'CreditCard';
  order.payment.insuranceCoverage.coverageStatus = 'Verified';
  order.policy.currentDeductible = 100;
  order.lineItems.glassParts = [
    {
      id: 'Windshield-Front', partNumber: 'FW11304GTC', partType: 'WINDSHIELD', description: 'Windshield', promoCode: null, childParts: [],
      discountedLineItemIds: [], kitPrice: 483.22, laborAmount: 160, sellingPrice: 643.22, salesTax: 0, isInsurable: true,
      isChildPart: false, requiresRecalibration: true, recalibrationType: 'Dual',
    },
  ];
  order.lineItems.promos = ['SAVE20'];
});

/** The filled order of a vehicle found by the owner's home address (SPEC §7 lookup by address). */
const foundByAddress: Order = produce(filled, (order) => {
  Object.assign(order.vehicle.registration, {
    licensePlate: null,
    licenseState: 'AZ',
    licenseLastName: 'Garcia',
    licenseStreetAddress: '1200 N Central Ave',
    licenseZip: '85004',
  });
});

describe('toApiOrder / fromApiOrder', () => {
  it.each([
    ['a fresh order', createInitialOrder(), toApiOrder],
    ['an order with every group filled', filled, toApiOrder],
    ['a saved fresh order', createInitialOrder(), toSavedOrder],
    ['a saved order found by address', foundByAddress, toSavedOrder],
  ])('%s validates against the contract', (_name, order, convert) => {
    const ok = validateOrder(convert(order));
    expect(validateOrder.errors ?? [], JSON.stringify(validateOrder.errors)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('sends glass as location and name, and the service flags as fields (SPEC §3)', () => {
    const sent = toApiOrder(filled);
    expect(sent.damage.glassToReplace).toEqual([{ location: 'Windshield', name: 'Front' }, { location: 'Rear', name: 'Back' }]);
    expect(sent.vehicle).toMatchObject({ canRepairService: true, canMobileService: false });
    expect(sent.vehicle).not.toHaveProperty('canService');
  });

  it.each([
    ['a fresh order', createInitialOrder()],
    ['an order with every group filled', filled],
    ['an order found by address', foundByAddress],
  ])('%s, saved, comes back unchanged', (_name, order) => {
    expect(fromApiOrder(JSON.parse(JSON.stringify(toSavedOrder(order))))).toEqual(order);
  });

  it('fills what a loaded order leaves out with the initial values', () => {
    const loaded = fromApiOrder({ vehicle: { year: 2019, make: 'Ford' } as never, damage: { isRepair: true, numberOfChips: 2 } as never });
    expect(loaded.vehicle).toMatchObject({ year: 2019, make: 'Ford', model: null, canService: {}, registration: { licensePlate: null, licenseState: null } });
    expect(loaded.damage).toMatchObject({ isRepair: true, numberOfChips: 2, glassToReplace: [], partQuestionAnswers: [] });
    expect(loaded.schedule).toEqual(createInitialOrder().schedule);
  });
});

describe('the registration (SPEC §3: names and address are added on save)', () => {
  it.each([
    {
      name: 'found by address: the name registered and the home address; the customer\'s first name',
      order: foundByAddress,
      registration: { licensePlate: null, licenseState: 'AZ', firstName: 'Pat', lastName: 'Garcia', streetAddress: '1200 N Central Ave', city: null, state: 'AZ', zipCode: '85004' },
    },
    {
      name: 'found by plate: the customer\'s names, no address',
      order: filled,
      registration: { licensePlate: 'CIVIC20', licenseState: 'AZ', firstName: 'Pat', lastName: 'Doe', streetAddress: null, city: null, state: null, zipCode: null },
    },
    {
      name: 'nothing known yet: every field null',
      order: createInitialOrder(),
      registration: { licensePlate: null, licenseState: null, firstName: null, lastName: null, streetAddress: null, city: null, state: null, zipCode: null },
    },
  ])('a save sends it: $name', ({ order, registration }) => {
    expect(toSavedOrder(order).vehicle.registration).toEqual(registration);
  });

  it('other calls (prices, time slots) carry the plate and state only', () => {
    expect(toApiOrder(foundByAddress).vehicle.registration).toEqual({ licensePlate: null, licenseState: 'AZ' });
  });

  it('a saved registration without an address loads without the names: the next save takes the customer\'s again', () => {
    const saved = JSON.parse(JSON.stringify(toSavedOrder(filled)));
    const reloaded = produce(fromApiOrder(saved), (order) => void (order.customer.lastName = 'Doe-Smith'));
    expect(toSavedOrder(reloaded).vehicle.registration).toMatchObject({ firstName: 'Pat', lastName: 'Doe-Smith' });
  });
});
