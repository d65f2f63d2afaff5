/**
 * The location calls of SPEC §7 through the real API client: zip validation, serviceability details, alert reasons,
 * providers and closest applicable shops (api/contract/paths/location.yaml).
 */
import { describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import { getDistanceMiles } from '../../../api/sandbox/location/getDistanceMiles';
import { findZip } from '../../../api/sandbox/location/findZip';
import { shops } from '../../../api/sandbox/data/shops';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** The field a refusal names. */
const fieldOf = (body: unknown) => (body as { field?: string }).field;

const catalog = loadVehicleCatalog();
const civic = catalog.findVehicle(2020, 'Honda', 'Civic', '4 Door Sedan')!;
const bigTruck = catalog.findVehicle(2020, 'Ford', 'F-650', '2 Door Regular Cab Chassis')!;
/** A carId no catalog vehicle has. */
const unknownCarId = Array.from({ length: 100 }, (_, index) => index + 1).find((id) => !catalog.findVehicleByCarId(id))!;
const bigTruckShops = new Set(shops.filter((shop) => shop.services.bigTruck).map((shop) => shop.providerNumber));

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

interface Shop {
  providerNumber: string;
  distanceMiles: number;
  services: { repair: boolean; replace: boolean; mobile: boolean; bigTruck: boolean };
  appointmentTypes: string[];
  isTemporarilyClosed: boolean;
  address: { state: string; zipCodeCtu: string };
  hours: Array<{ dayOfWeek: string; isOpen: boolean; openTime: string | null; closeTime: string | null }>;
}

describe('the test data (SPEC §9 states)', () => {
  it('has test values in the vehicle catalog', () => {
    expect(civic.isBigTruck).toBe(false);
    expect(bigTruck.isBigTruck).toBe(true);
    expect(unknownCarId).toBeDefined();
  });
});

describe('zip validation (SPEC §5 zip check, §7 location.zip)', () => {
  it.each([
    { zip: '85016', kind: 'Replace', isValid: true, state: 'AZ', ctu: 'AZ-PHX', military: false, serviceable: true },
    { zip: '06103', kind: 'Replace', isValid: true, state: 'CT', ctu: 'CT-HFD', military: false, serviceable: true },
    { zip: '33130', kind: 'Replace', isValid: true, state: 'FL', ctu: 'FL-MIA', military: false, serviceable: true },
    { zip: '40202', kind: 'Repair', isValid: true, state: 'KY', ctu: 'KY-LOU', military: false, serviceable: true },
    { zip: '02108', kind: 'Replace', isValid: true, state: 'MA', ctu: 'MA-BOS', military: false, serviceable: true },
    { zip: '55401', kind: 'Replace', isValid: true, state: 'MN', ctu: 'MN-MSP', military: false, serviceable: true },
    { zip: '10001', kind: 'Repair', isValid: true, state: 'NY', ctu: 'NY-NYC', military: false, serviceable: true },
    { zip: '29401', kind: 'Replace', isValid: true, state: 'SC', ctu: 'SC-CHS', military: false, serviceable: true },
    // a state the sandbox does not serve, even with shops of a served state within reach (Hoboken, NJ)
    { zip: '30303', kind: 'Replace', isValid: true, state: 'GA', ctu: null, military: false, serviceable: false },
    { zip: '07030', kind: 'Replace', isValid: true, state: 'NJ', ctu: null, military: false, serviceable: false },
    // served states, no shop within reach
    { zip: '56601', kind: 'Replace', isValid: true, state: 'MN', ctu: 'MN-NW', military: false, serviceable: false },
    { zip: '41501', kind: 'Repair', isValid: true, state: 'KY', ctu: 'KY-EKY', military: false, serviceable: false },
    // military bases
    { zip: '85707', kind: 'Replace', isValid: true, state: 'AZ', ctu: 'AZ-TUS', military: true, serviceable: true },
    { zip: '32542', kind: 'Repair', isValid: true, state: 'FL', ctu: 'FL-PNS', military: true, serviceable: true },
    // repair and replace differ: the Keys have a repair-only shop
    { zip: '33040', kind: 'Repair', isValid: true, state: 'FL', ctu: 'FL-KEY', military: false, serviceable: true },
    { zip: '33040', kind: 'Replace', isValid: true, state: 'FL', ctu: 'FL-KEY', military: false, serviceable: false },
    // an unlisted zip of a listed prefix borrows its neighbour's place
    { zip: '85008', kind: 'Replace', isValid: true, state: 'AZ', ctu: 'AZ-PHX', military: false, serviceable: true },
    // well-formed zips that do not exist
    { zip: '34001', kind: 'Replace', isValid: false, state: null, ctu: null, military: false, serviceable: false },
    { zip: '00000', kind: 'Repair', isValid: false, state: null, ctu: null, military: false, serviceable: false },
    { zip: '99999', kind: 'Replace', isValid: false, state: null, ctu: null, military: false, serviceable: false },
  ])('$zip for $kind: valid $isValid, $state, $ctu, military $military, serviceable $serviceable', async (row) => {
    const { status, body } = await sandbox.call('location.zip', { zip: row.zip, damageKind: row.kind });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      zip: row.zip,
      isValid: row.isValid,
      state: { state: row.state },
      zipCodeCtu: row.ctu,
      containsMilitaryBase: row.military,
      isServiceable: row.serviceable,
    });
  });

  it.each([
    { zip: '8501', damageKind: 'Repair', field: 'zip' },
    { zip: 'abcde', damageKind: 'Repair', field: 'zip' },
    { zip: '850160', damageKind: 'Repair', field: 'zip' },
    { zip: '85016', damageKind: 'Fix', field: 'damageKind' },
  ])('$zip/$damageKind answers 400 naming $field', async ({ zip, damageKind, field }) => {
    const { status, body } = await sandbox.call('location.zip', { zip, damageKind });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('providers (SPEC §7 location.providers)', () => {
  const providers = (zip: string, damageKind: string, carId: number, isBigTruck = false, resultCount = 100) =>
    sandbox.call<Shop[]>('location.providers', { zip, damageKind, resultCount, parent: '167132', carId, isBigTruck });

  it('answers at most the number of results asked for (SPEC §9 provider search results), the nearest', async () => {
    const { body: all } = await providers('85016', 'Replace', civic.carId);
    const { status, body } = await providers('85016', 'Replace', civic.carId, false, 3);
    expect(status).toBe(200);
    expect(body.map((shop) => shop.providerNumber)).toEqual(all.slice(0, 3).map((shop) => shop.providerNumber));
    const none = await sandbox.app.inject({ method: 'GET', url: `/location/api/v1/location/providers/85016/Replace/0/167132/true/${civic.carId}/false` });
    expect([none.statusCode, none.json().field]).toEqual([400, 'resultCount']);
  });

  it('lists the shops doing the work within 60 miles, nearest first, with haversine distances in miles', async () => {
    const { status, body } = await providers('85016', 'Replace', civic.carId);
    expect(status).toBe(200);
    expect(body[0]!.providerNumber).toBe('004101');
    const distances = body.map((shop) => shop.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(60);
    const place = findZip('85016')!;
    for (const shop of body) {
      const record = shops.find((candidate) => candidate.providerNumber === shop.providerNumber)!;
      expect(shop.distanceMiles).toBeCloseTo(getDistanceMiles(place, record), 1);
      expect(shop.services.replace).toBe(true);
    }
    // every AZ-PHX shop doing replacements, the temporarily closed one included and flagged
    expect(body.map((shop) => shop.providerNumber).sort()).toEqual(['004101', '004102', '004103', '004104', '004105', '004106', '004107', '004112']);
    expect(body.find((shop) => shop.providerNumber === '004112')!.isTemporarilyClosed).toBe(true);
  });

  it('gives each shop its address, territory, hours and appointment types', async () => {
    const { body } = await providers('85016', 'Replace', civic.carId);
    const camelback = body[0]!;
    expect(camelback).toMatchObject({
      address: { streetAddress: '1840 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: 'AZ-PHX' },
      appointmentTypes: ['Inshop', 'Dropoff', 'InshopOrDropoff', 'Mobile'],
      isTemporarilyClosed: false,
    });
    expect(camelback.hours[0]).toEqual({ dayOfWeek: 'Sunday', isOpen: false, openTime: null, closeTime: null });
    expect(camelback.hours[6]).toEqual({ dayOfWeek: 'Saturday', isOpen: true, openTime: '08:00', closeTime: '12:00' });
  });

  it.each([
    { name: 'a big truck by catalog', carId: bigTruck.carId, flag: false, expected: ['004102', '004107'] },
    { name: 'a car flagged isBigTruck', carId: civic.carId, flag: true, expected: ['004102', '004107'] },
  ])('only gives $name shops with a big-truck bay', async ({ carId, flag, expected }) => {
    const { body } = await providers('85016', 'Replace', carId, flag);
    expect(body.map((shop) => shop.providerNumber).sort()).toEqual(expected);
  });

  it.each([
    { name: 'a repair-only area asked for replacement', zip: '33040', kind: 'Replace', carId: civic.carId, expected: [] },
    { name: 'the same area asked for repair', zip: '33040', kind: 'Repair', carId: civic.carId, expected: ['003205'] },
    { name: 'a big truck where no shop has a bay', zip: '86001', kind: 'Replace', carId: bigTruck.carId, expected: [] },
    { name: 'a served state with no shop in reach', zip: '56601', kind: 'Replace', carId: civic.carId, expected: [] },
    { name: 'a state not served, shops nearby notwithstanding', zip: '07030', kind: 'Replace', carId: civic.carId, expected: [] },
  ])('answers 200 with $expected for $name', async ({ zip, kind, carId, expected }) => {
    const { status, body } = await providers(zip, kind, carId);
    expect(status).toBe(200);
    expect(body.map((shop) => shop.providerNumber)).toEqual(expected);
  });

  it('answers the same on the SPEC §7 path with a part number (…/{carId}/{partNumber}/{isBigTruck})', async () => {
    const { body: expected } = await providers('85016', 'Replace', bigTruck.carId);
    const withPart = await sandbox.app.inject({ method: 'GET', url: `/location/api/v1/location/providers/85016/Replace/100/167132/true/${bigTruck.carId}/FW04567GTY/false` });
    expect(withPart.statusCode).toBe(200);
    expect(withPart.json()).toEqual(expected);
    const tooLong = await sandbox.app.inject({ method: 'GET', url: `/location/api/v1/location/providers/85016/Replace/100/167132/true/${civic.carId}/${'P'.repeat(41)}/false` });
    expect([tooLong.statusCode, tooLong.json().field]).toEqual([400, 'partNumber']);
  });

  it.each([
    { name: 'a zip that does not exist', zip: '34001', carId: civic.carId, status: 404, field: 'zip' },
    { name: 'an unknown carId', zip: '85016', carId: unknownCarId, status: 404, field: 'carId' },
    { name: 'a malformed zip', zip: '85O16', carId: civic.carId, status: 400, field: 'zip' },
  ])('answers $status naming $field for $name', async ({ zip, carId, status, field }) => {
    const answer = await providers(zip, 'Replace', carId);
    expect(answer.status).toBe(status);
    expect(fieldOf(answer.body)).toBe(field);
  });
});

describe('closest applicable shops (SPEC §7 location.closestShops)', () => {
  it('gives the 10 nearest shops within reach, whatever work they do', async () => {
    // Milford, CT has 12 shops within 60 miles (Connecticut and New York)
    const { status, body } = await sandbox.call<Shop[]>('location.closestShops', { zip: '06460', carId: civic.carId });
    expect(status).toBe(200);
    const place = findZip('06460')!;
    const expected = [...shops]
      .map((shop) => ({ providerNumber: shop.providerNumber, distance: getDistanceMiles(place, shop) }))
      .filter((shop) => shop.distance <= 60)
      .sort((a, b) => a.distance - b.distance);
    expect(expected.length).toBeGreaterThan(10);
    expect(body.map((shop) => shop.providerNumber)).toEqual(expected.slice(0, 10).map((shop) => shop.providerNumber));
    expect(new Set(body.map((shop) => shop.address.state))).toEqual(new Set(['CT', 'NY']));
  });

  it.each([
    { name: 'a car in Phoenix', zip: '85016', carId: civic.carId, bigTruckOnly: false, count: 8 },
    { name: 'a big truck in Phoenix', zip: '85016', carId: bigTruck.carId, bigTruckOnly: true, count: 2 },
    { name: 'a big truck in New York', zip: '10001', carId: bigTruck.carId, bigTruckOnly: true, count: 1 },
    { name: 'a car in Key West (repair-only shop)', zip: '33040', carId: civic.carId, bigTruckOnly: false, count: 1 },
    { name: 'a big truck in Flagstaff', zip: '86001', carId: bigTruck.carId, bigTruckOnly: true, count: 0 },
    { name: 'an unserviceable zip', zip: '56763', carId: civic.carId, bigTruckOnly: false, count: 0 },
    { name: 'a state not served', zip: '30303', carId: civic.carId, bigTruckOnly: false, count: 0 },
  ])('gives $count shops for $name', async ({ zip, carId, bigTruckOnly, count }) => {
    const { status, body } = await sandbox.call<Shop[]>('location.closestShops', { zip, carId });
    expect(status).toBe(200);
    expect(body).toHaveLength(count);
    if (bigTruckOnly) for (const shop of body) expect(bigTruckShops.has(shop.providerNumber)).toBe(true);
  });

  it.each([
    { zip: '99999', carId: civic.carId, field: 'zip' },
    { zip: '85016', carId: unknownCarId, field: 'carId' },
  ])('answers 404 naming $field', async ({ zip, carId, field }) => {
    const { status, body } = await sandbox.call('location.closestShops', { zip, carId });
    expect(status).toBe(404);
    expect(body.field).toBe(field);
  });
});

describe('alert reasons (SPEC §7 location.alertReasons)', () => {
  it.each([
    { ctu: 'AZ-PHX', codes: ['WeatherDelay'] },
    { ctu: 'FL-MIA', codes: ['PartsShortage', 'HighDemand'] },
    { ctu: 'MN-DLH', codes: ['WeatherDelay', 'PartsShortage'] },
    { ctu: 'NY-BUF', codes: ['WeatherDelay'] },
    { ctu: 'CT-NLD', codes: ['LimitedService'] },
    { ctu: 'FL-KEY', codes: ['LimitedService'] },
    { ctu: 'SC-CHS', codes: [] },
    { ctu: 'KY-LOU', codes: [] },
  ])('$ctu has $codes', async ({ ctu, codes }) => {
    const { status, body } = await sandbox.call<Array<{ reasonCode: string; message: string }>>('location.alertReasons', { ctu });
    expect(status).toBe(200);
    expect(body.map((reason) => reason.reasonCode)).toEqual(codes);
  });

  it.each([
    { ctu: 'ZZ-XYZ', status: 404 },
    { ctu: 'az-phx', status: 400 },
  ])('$ctu answers $status naming ctu', async ({ ctu, status }) => {
    const answer = await sandbox.call('location.alertReasons', { ctu });
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe('ctu');
  });
});

describe('serviceability details (SPEC §7 location.serviceability)', () => {
  const windshield = [{ location: 'Windshield', name: 'Front' }];
  it.each([
    { name: 'a car in Phoenix', zip: '85016', carId: civic.carId, glass: windshield, heavy: false, inShop: true, mobile: true, route: 'AZ-PHX-850', nearest: '004101', reasons: [] },
    { name: 'a big truck in Flagstaff', zip: '86001', carId: bigTruck.carId, glass: windshield, heavy: false, inShop: false, mobile: false, route: null, nearest: null, reasons: ['NoBigTruckBay', 'BigTruckNeedsShop'] },
    { name: 'a car flagged heavy in Phoenix', zip: '85016', carId: civic.carId, glass: windshield, heavy: true, inShop: true, mobile: false, route: null, nearest: '004102', reasons: ['BigTruckNeedsShop'] },
    { name: 'a car in New London', zip: '06320', carId: civic.carId, glass: windshield, heavy: false, inShop: true, mobile: false, route: null, nearest: '61006', reasons: ['NoMobileService'] },
    { name: 'a car on a military base', zip: '85707', carId: civic.carId, glass: windshield, heavy: false, inShop: true, mobile: false, route: null, nearest: '004108', reasons: ['MilitaryBase'] },
    // 40150 is not listed: it borrows the place of 40121 Fort Knox, without the base, so mobile service reaches it
    { name: 'an unlisted zip beside Fort Knox', zip: '40150', carId: civic.carId, glass: windshield, heavy: false, inShop: true, mobile: true, route: 'KY-LOU-401', nearest: '51002', reasons: [] },
    // the temporarily closed 004112 (2.5 miles away) offers no slots, so it is not the nearest shop that can do the work
    { name: 'a car in Chandler', zip: '85224', carId: civic.carId, glass: windshield, heavy: false, inShop: true, mobile: true, route: 'AZ-PHX-852', nearest: '004103', reasons: [] },
    { name: 'a replacement in Key West', zip: '33040', carId: civic.carId, glass: windshield, heavy: false, inShop: false, mobile: false, route: null, nearest: null, reasons: ['NoShopInReach', 'NoMobileService'] },
    { name: 'a repair in Key West', zip: '33040', carId: civic.carId, glass: [], heavy: false, inShop: true, mobile: false, route: null, nearest: '003205', reasons: ['NoMobileService'] },
    { name: 'a car in Atlanta', zip: '30303', carId: civic.carId, glass: windshield, heavy: false, inShop: false, mobile: false, route: null, nearest: null, reasons: ['StateNotServed'] },
  ])('$name: in-shop $inShop (nearest $nearest), mobile $mobile, reasons $reasons', async (row) => {
    const { status, body } = await sandbox.call('location.serviceability', {
      zip: row.zip,
      carId: row.carId,
      parentAccountNumber: '167132',
      referralSequenceNumber: '1',
      applicationName: 'FMG',
      lineItems: [{ partNumber: 'FW04567GTY', partType: 'WINDSHIELD' }],
      glassPieces: row.glass,
      isHeavyTruckVehicle: row.heavy,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isServiceable: row.inShop || row.mobile,
      isInShopServiceable: row.inShop,
      isMobileServiceable: row.mobile,
      routeCode: row.route,
      damageKind: row.glass.length > 0 ? 'Replace' : 'Repair',
    });
    expect(body.reasons.map((reason: { code: string }) => reason.code)).toEqual(row.reasons);
    expect(body.nearestShop?.providerNumber ?? null).toBe(row.nearest);
  });

  it.each([
    { zip: '34001', carId: civic.carId, status: 404, field: 'zip' },
    { zip: '85016', carId: unknownCarId, status: 404, field: 'carId' },
    { zip: '85016', carId: 'abc', status: 400, field: 'carId' },
  ])('zip $zip, carId $carId answers $status naming $field', async ({ zip, carId, status, field }) => {
    const answer = await sandbox.call('location.serviceability', { zip, carId });
    expect(answer.status).toBe(status);
    expect(fieldOf(answer.body)).toBe(field);
  });
});
