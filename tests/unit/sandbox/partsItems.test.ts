/**
 * The parts calls that answer line items around the glass: supporting items, wipers, rain repel, mobile fees, pricing
 * by day, service package discount and recalibration (api/contract/paths/parts.yaml).
 */
import { describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import { useTestSandbox } from '../../harness/createTestSandbox';

const catalog = loadVehicleCatalog();

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

/** The carId of a catalog vehicle (the test fails loudly if the catalog lost it). */
function carIdOf(year: number, make: string, model: string, style: string): number {
  const vehicle = catalog.findVehicle(year, make, model, style);
  if (!vehicle) throw new Error(`The catalog has no ${year} ${make} ${model} ${style}`);
  return vehicle.carId;
}

const windshield = { location: 'Windshield', name: 'Front' } as const;
const driverFront = { location: 'Driver', name: 'Front' } as const;
const backGlass = { location: 'Rear', name: 'Back' } as const;
/** 2012 Toyota Avalon 4 Door Sedan: no question stages. */
const avalon = carIdOf(2012, 'Toyota', 'Avalon', '4 Door Sedan');
/** 2012 Honda Fit 4 Door Hatchback: part questions (rain sensor). */
const fit = carIdOf(2012, 'Honda', 'Fit', '4 Door Hatchback');
/** 2020 Toyota Corolla 4 Door Sedan: the camera is standard. */
const corolla2020 = carIdOf(2020, 'Toyota', 'Corolla', '4 Door Sedan');
const motorHome = carIdOf(2018, 'Ford', 'F-53', 'Motor Home');
const dayCabTractor = carIdOf(2018, 'Volvo', 'VNL', '2 Door Day Cab Tractor');
/** 2019 Freightliner Cascadia: a big truck (isBigTruck). */
const bigTruck = carIdOf(2019, 'Freightliner', 'Cascadia', '2 Door Sleeper Cab Tractor');

/** The glass parts parts.parts answers for a vehicle without choices. */
async function glassParts(carId: number, glassPieces: object[], answerResults: object[] = []) {
  const { body } = await sandbox.call('parts.parts', { carId, glassPieces, zip: '85001', serviceType: 'Replace', answerResults });
  return body.glassPieceParts as Array<{ partNumber: string; id: string }>;
}

describe('supporting items (SPEC §3, §5 parts.supportingItems)', () => {
  const supportingItems = (params: Record<string, unknown>) =>
    sandbox.call('parts.supportingItems', { carId: avalon, parentAccountNumber: '167132', numberOfRepairChips: 0, ...params });

  it('gives a replacement an installation kit per part, recycling for the windshield and disposal for tempered glass', async () => {
    const parts = await glassParts(avalon, [windshield, driverFront, backGlass]);
    const { status, body } = await supportingItems({ damageType: 'Replace', parts });
    expect(status).toBe(200);
    expect(body.supportingItems.map((item: { partType: string; partNumber: string; sellingPrice: number }) => [item.partType, item.partNumber, item.sellingPrice])).toEqual([
      ['REPLACE FEE', 'INSTALL-KIT-W', 29.95],
      ['REPLACE FEE', 'INSTALL-KIT-S', 12.95],
      ['REPLACE FEE', 'INSTALL-KIT-B', 24.95],
      ['RECYCLE FEE', 'RECYCLE-LAMINATED', 4.95],
      ['disposal fee', 'DISPOSAL-TEMPERED', 2.5],
      ['disposal fee', 'DISPOSAL-TEMPERED', 2.5],
    ]);
  });

  it.each([
    { chips: 1, labor: 69.95 },
    { chips: 2, labor: 89.9 },
    { chips: 3, labor: 109.85 },
    { chips: 5, labor: 149.75 },
  ])('prices a repair of $chips chip(s) at $labor labour, then the repair supplies', async ({ chips, labor }) => {
    const { status, body } = await supportingItems({ damageType: 'Repair', parts: [], numberOfRepairChips: chips });
    expect(status).toBe(200);
    expect(body.supportingItems).toEqual([
      expect.objectContaining({ partType: 'REPAIR FEE', partNumber: 'WR-CHIP-REPAIR', laborAmount: labor, kitPrice: 0, sellingPrice: labor }),
      expect.objectContaining({ partType: 'supplies-repair', partNumber: 'WR-SUPPLIES', laborAmount: 0, kitPrice: 9.95, sellingPrice: 9.95 }),
    ]);
  });

  it('sorts the windshield repair items by labour, descending (SPEC §5)', async () => {
    const { body } = await supportingItems({ damageType: 'Repair', parts: [], numberOfRepairChips: 2 });
    const labour = body.supportingItems.map((item: { laborAmount: number }) => item.laborAmount);
    expect(labour).toEqual([...labour].sort((a, b) => b - a));
    expect(labour[0]).toBeGreaterThan(labour.at(-1));
  });

  it.each([{ damageType: 'Replace' }, { damageType: 'Repair' }])(
    'tags $damageType supporting items with the cash default parent account and the default bill-to (SPEC §5, §9)',
    async ({ damageType }) => {
      const parts = await glassParts(avalon, [windshield]);
      const { body } = await supportingItems({ damageType, parts, parentAccountNumber: '555001', numberOfRepairChips: 1 });
      expect(body).toMatchObject({ parentAccountNumber: '167132', billToAccountNumber: '87291' });
    },
  );

  it('refuses a second part for the same piece of glass: 400 naming parts[i]', async () => {
    const [windshieldPart, sidePart] = await glassParts(avalon, [windshield, driverFront]);
    const twice = await supportingItems({ damageType: 'Replace', parts: [windshieldPart, sidePart, { ...windshieldPart }] });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('parts[2]');
    // Two windshields of a vehicle with part choices (GT and GB): still one windshield.
    const civic2012 = carIdOf(2012, 'Honda', 'Civic', '4 Door Sedan');
    const { body: choices } = await sandbox.call('parts.parts', { carId: civic2012, glassPieces: [windshield], zip: '85001', serviceType: 'Replace', answerResults: [] });
    expect(choices.partChoices).toHaveLength(2);
    const both = await sandbox.call('parts.supportingItems', { carId: civic2012, damageType: 'Replace', parentAccountNumber: '167132', parts: choices.partChoices });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe('parts[1]');
    const one = await sandbox.call('parts.supportingItems', { carId: civic2012, damageType: 'Replace', parentAccountNumber: '167132', parts: choices.partChoices.slice(1) });
    expect(one.body.supportingItems.map((item: { partType: string }) => item.partType)).toEqual(['REPLACE FEE', 'RECYCLE FEE']);
  });

  it.each([
    { case: 'a repair without chips', params: { damageType: 'Repair', parts: [], numberOfRepairChips: 0 }, status: 400, field: 'numberOfRepairChips' },
    { case: 'a repair with a null chip count', params: { damageType: 'Repair', parts: [], numberOfRepairChips: null }, status: 400, field: 'numberOfRepairChips' },
    { case: 'a chip count that is not whole', params: { damageType: 'Repair', parts: [], numberOfRepairChips: 1.5 }, status: 400, field: 'numberOfRepairChips' },
    { case: 'a replacement without parts', params: { damageType: 'Replace', parts: [] }, status: 400, field: 'parts' },
    { case: 'an unknown damage type', params: { damageType: 'Polish', parts: [] }, status: 400, field: 'damageType' },
    {
      case: 'a part that is not this vehicle’s',
      params: { damageType: 'Replace', parts: [{ partNumber: 'FW00001GT', partType: 'WINDSHIELD' }] },
      status: 404,
      field: 'parts[0].partNumber',
    },
    { case: 'an unknown vehicle', params: { carId: 7, damageType: 'Replace', parts: [] }, status: 404, field: 'carId' },
  ])('answers $status naming $field for $case', async ({ params, status, field }) => {
    const answer = await supportingItems(params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});

describe('wipers and rain repel (SPEC §3 FRONT WIPER, REAR WIPER, RAIN REPEL)', () => {
  it.each([
    { kind: 'sedan', vehicle: [2012, 'Toyota', 'Avalon', '4 Door Sedan'], types: ['FRONT WIPER', 'REAR WIPER'] },
    { kind: 'SUV', vehicle: [2018, 'Toyota', '4Runner', '4 Door Utility'], types: ['FRONT WIPER', 'REAR WIPER'] },
    { kind: 'pickup', vehicle: [2018, 'Ford', 'F-150', '4 Door Crew Cab Pickup'], types: ['FRONT WIPER'] },
    { kind: 'convertible', vehicle: [2012, 'Chevrolet', 'Corvette', '2 Door Convertible'], types: ['FRONT WIPER'] },
    { kind: 'cab chassis', vehicle: [2018, 'Ford', 'F-550 Super Duty', '4 Door Crew Cab Chassis'], types: ['FRONT WIPER'] },
    { kind: 'van', vehicle: [2018, 'Honda', 'Odyssey', 'Passenger Van'], types: ['FRONT WIPER', 'REAR WIPER'] },
    { kind: 'motor home', vehicle: [2018, 'Ford', 'F-53', 'Motor Home'], types: ['FRONT WIPER', 'REAR WIPER'] },
    { kind: 'day cab tractor', vehicle: [2018, 'Volvo', 'VNL', '2 Door Day Cab Tractor'], types: ['FRONT WIPER'] },
    { kind: 'sleeper cab tractor', vehicle: [2018, 'Volvo', 'VNL', '2 Door Sleeper Cab Tractor'], types: ['FRONT WIPER'] },
  ] as const)('a $kind gets $types', async ({ vehicle, types }) => {
    const { status, body } = await sandbox.call('parts.wipers', { carId: carIdOf(vehicle[0], vehicle[1], vehicle[2], vehicle[3]), zip: '85001' });
    expect(status).toBe(200);
    expect(body.map((item: { partType: string }) => item.partType)).toEqual(types);
    for (const item of body) {
      expect(item).toMatchObject({ laborAmount: 0, isInsurable: false });
      expect(item.kitPrice).toBeGreaterThan(10);
      expect(item.kitPrice).toBeLessThan(60);
    }
  });

  it.each([
    { params: { carId: 7, zip: '85001' }, status: 404, field: 'carId' },
    { params: { carId: avalon, zip: '8500' }, status: 400, field: 'zip' },
  ])('answers $status naming $field', async ({ params, status, field }) => {
    const answer = await sandbox.call('parts.wipers', params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });

  it.each([
    { kind: 'car', carId: avalon, price: 14.99 },
    { kind: 'SUV', carId: carIdOf(2018, 'Toyota', '4Runner', '4 Door Utility'), price: 19.99 },
    { kind: 'pickup', carId: carIdOf(2018, 'Ford', 'F-150', '4 Door Crew Cab Pickup'), price: 19.99 },
    { kind: 'van', carId: carIdOf(2018, 'Honda', 'Odyssey', 'Passenger Van'), price: 19.99 },
    { kind: 'motor home', carId: motorHome, price: 29.99 },
    { kind: 'tractor', carId: dayCabTractor, price: 29.99 },
  ])('prices rain repel for a $kind at $price', async ({ carId, price }) => {
    const { status, body } = await sandbox.call('parts.rainRepel', { carId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ partType: 'RAIN REPEL', sellingPrice: price, isInsurable: false });
  });

  it('answers 404 naming carId for rain repel of an unknown vehicle', async () => {
    const { status, body } = await sandbox.call('parts.rainRepel', { carId: 7 });
    expect(status).toBe(404);
    expect(body.field).toBe('carId');
  });
});

describe('mobile fee (SPEC §7 mobile fee part, SPEC §5 provider number)', () => {
  const mobileFee = (params: Record<string, unknown>) =>
    sandbox.call('parts.mobileFee', {
      serviceType: 'Replace',
      facilityType: 'Mobile',
      parentAccountNumber: '167132',
      billToAccountNumber: '87291',
      providerNumber: '012345',
      isItacOptimized: false,
      zipCode: '85001',
      partNumbers: ['FW10000GT'],
      carId: avalon,
      ...params,
    });

  it.each([
    { case: 'a cash replacement', params: {}, fee: 39.95 },
    { case: 'a cash repair', params: { serviceType: 'Repair' }, fee: 24.95 },
    { case: 'pending coverage', params: { coverageStatus: 'Pending', coverageType: 'Deductible' }, fee: 39.95 },
    { case: 'verified deductible coverage', params: { coverageStatus: 'Verified', coverageType: 'Deductible' }, fee: 0 },
    { case: 'verified ITAC coverage', params: { coverageStatus: 'Verified', coverageType: 'Itac' }, fee: 0 },
    { case: 'verified but no comprehensive cover', params: { coverageStatus: 'Verified', coverageType: 'NoComp' }, fee: 39.95 },
    { case: 'a motor home', params: { carId: motorHome }, fee: 74.95 },
    { case: 'a motor home repair', params: { carId: motorHome, serviceType: 'Repair' }, fee: 59.95 },
    { case: 'a semi tractor', params: { carId: dayCabTractor }, fee: 74.95 },
    { case: 'a big truck', params: { carId: bigTruck }, fee: 74.95 },
    { case: 'a motor home with verified coverage', params: { carId: motorHome, coverageStatus: 'Verified', coverageType: 'Deductible' }, fee: 0 },
  ])('charges $fee for $case', async ({ params, fee }) => {
    const { status, body } = await mobileFee(params);
    expect(status).toBe(200);
    expect(body).toMatchObject({ partType: 'MOBILE FEE', laborAmount: fee, sellingPrice: fee, kitPrice: 0, isInsurable: false });
  });

  it.each([
    { sent: '0012345', shown: '012345' },
    { sent: '012345', shown: '012345' },
    { sent: '00123', shown: '00123' },
    { sent: '123456', shown: '123456' },
  ])('names provider $sent as $shown (SPEC §5)', async ({ sent, shown }) => {
    const { body } = await mobileFee({ providerNumber: sent });
    expect(body.description).toBe(`Mobile service by provider ${shown}`);
  });

  it.each([
    { params: { facilityType: 'Inshop' }, status: 400, field: 'facilityType' },
    { params: { coverageStatus: 'Maybe' }, status: 400, field: 'coverageStatus' },
    { params: { partNumbers: ['FW 1'] }, status: 400, field: 'partNumbers[0]' },
    { params: { carId: 7 }, status: 404, field: 'carId' },
  ])('answers $status naming $field', async ({ params, status, field }) => {
    const answer = await mobileFee(params);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });

  it.each([
    { paymentKind: 'Cash', damageKind: 'Replace', fee: 29.95 },
    { paymentKind: 'Cash', damageKind: 'Repair', fee: 19.95 },
    { paymentKind: 'Insurance', damageKind: 'Replace', fee: 19.95 },
    { paymentKind: 'Insurance', damageKind: 'Repair', fee: 0 },
  ])('charges a $paymentKind $damageKind mobile premium of $fee', async ({ paymentKind, damageKind, fee }) => {
    const { status, body } = await sandbox.call('parts.mobilePremiumFee', { paymentKind, damageKind });
    expect(status).toBe(200);
    expect(body).toMatchObject({ partNumber: 'MOBILE-PREMIUM', partType: 'MOBILE FEE', sellingPrice: fee });
  });
});

describe('pricing by day (SPEC §3 EARLY BIRD)', () => {
  it.each([
    { date: '2026-11-30', serviceType: 'Replace', dayOfWeek: 'Monday', partNumber: null, price: null },
    { date: '2026-12-01', serviceType: 'Replace', dayOfWeek: 'Tuesday', partNumber: 'EARLYBIRD-TUE', price: -15 },
    { date: '2026-12-02', serviceType: 'Replace', dayOfWeek: 'Wednesday', partNumber: 'EARLYBIRD-WED', price: -15 },
    { date: '2026-12-02', serviceType: 'Repair', dayOfWeek: 'Wednesday', partNumber: 'EARLYBIRD-WED', price: -10 },
    { date: '2026-12-05', serviceType: 'Replace', dayOfWeek: 'Saturday', partNumber: null, price: null },
    // A year before 100 is that year, not 1900 + it (0009-12-01 is a Tuesday; 1909-12-01 a Wednesday).
    { date: '0009-12-01', serviceType: 'Replace', dayOfWeek: 'Tuesday', partNumber: 'EARLYBIRD-TUE', price: -15 },
    { date: '2024-02-29', serviceType: 'Replace', dayOfWeek: 'Thursday', partNumber: null, price: null },
  ])('$date ($dayOfWeek, $serviceType) has part $partNumber', async ({ date, serviceType, dayOfWeek, partNumber, price }) => {
    const { status, body } = await sandbox.call('parts.pricingByDayPartNumber', { date, serviceType });
    expect(status).toBe(200);
    expect(body).toMatchObject({ date, dayOfWeek, partNumber });
    expect(body.part?.sellingPrice ?? null).toBe(price);
    if (price !== null) expect(body.part).toMatchObject({ partType: 'EARLY BIRD', partNumber });
  });

  it('prices a replacement when serviceType is left out', async () => {
    const { body } = await sandbox.call('parts.pricingByDayPartNumber', { date: '2026-12-01' });
    expect(body.part.sellingPrice).toBe(-15);
  });

  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '01/12/2026'])('answers 400 naming date for %s', async (date) => {
    const { status, body } = await sandbox.call('parts.pricingByDayPartNumber', { date });
    expect(status).toBe(400);
    expect(body.field).toBe('date');
  });
});

describe('service package discount (SPEC §3 SERVICE PACKAGE DISCOUNT)', () => {
  it.each([
    { case: 'a windshield replacement', glassPieces: [windshield, driverFront], damageType: 'Replace', price: -25 },
    { case: 'a side glass replacement', glassPieces: [driverFront], damageType: 'Replace', price: -15 },
    { case: 'a repair', glassPieces: [], damageType: 'Repair', price: -10 },
  ])('discounts $case by $price', async ({ glassPieces, damageType, price }) => {
    const { status, body } = await sandbox.call('parts.servicePackageDiscount', { glassPieces, damageType });
    expect(status).toBe(200);
    expect(body).toMatchObject({ partType: 'SERVICE PACKAGE DISCOUNT', kitPrice: price, sellingPrice: price, isInsurable: false });
  });

  it.each([
    { glassPieces: [], field: 'glassPieces' },
    { glassPieces: [driverFront, driverFront], field: 'glassPieces[1]' },
    { glassPieces: [{ location: 'Roof', name: 'Front' }], field: 'glassPieces[0].location' },
  ])('answers 400 naming $field', async ({ glassPieces, field }) => {
    const { status, body } = await sandbox.call('parts.servicePackageDiscount', { glassPieces, damageType: 'Replace' });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('recalibration parts (SPEC §3 ADAS RECALIBRATION, RECALIBRATION)', () => {
  const recal = (carId: number, partNumber: string, recalType = 'Static') =>
    sandbox.call('parts.recalParts', { carId, partNumber, recalType, parent: '167132', zip: '85001', appName: 'FMG', referralSeq: '100200' });

  it.each([
    { recalType: 'Static', price: 249.95 },
    { recalType: 'Dynamic', price: 179.95 },
    { recalType: 'Dual', price: 329.95 },
  ])('prices a $recalType ADAS recalibration of a camera windshield at $price', async ({ recalType, price }) => {
    const [part] = await glassParts(corolla2020, [windshield]);
    const { status, body } = await recal(corolla2020, part!.partNumber, recalType);
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ partType: 'ADAS RECALIBRATION', laborAmount: price, sellingPrice: price, recalibrationType: recalType })]);
  });

  it('recalibrates the rain sensor of a windshield that has one, and nothing for the plain one', async () => {
    const answers = (rain: string) => [
      { questionId: 'rain-sensor', answerId: rain },
      { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
    ];
    const [withSensor] = await glassParts(fit, [windshield], answers('rain-sensor-yes'));
    const [plain] = await glassParts(fit, [windshield], answers('rain-sensor-no'));
    expect((await recal(fit, withSensor!.partNumber)).body).toEqual([expect.objectContaining({ partType: 'RECALIBRATION', sellingPrice: 59.95 })]);
    expect((await recal(fit, plain!.partNumber)).body).toEqual([]);
  });

  it('needs no recalibration for side glass', async () => {
    const [side] = await glassParts(corolla2020, [driverFront]);
    expect((await recal(corolla2020, side!.partNumber)).body).toEqual([]);
  });

  it.each([
    { case: 'an unknown vehicle', carId: 7, partNumber: 'FW10000GT', recalType: 'Static', status: 404, field: 'carId' },
    { case: 'a part of no vehicle', carId: avalon, partNumber: 'FW00001GT', recalType: 'Static', status: 404, field: 'partNumber' },
    { case: 'an unknown recalibration type', carId: avalon, partNumber: 'FW10000GT', recalType: 'Laser', status: 400, field: 'recalType' },
  ])('answers $status naming $field for $case', async ({ carId, partNumber, recalType, status, field }) => {
    const answer = await recal(carId, partNumber, recalType);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});
