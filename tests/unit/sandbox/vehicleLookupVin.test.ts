/**
 * VIN decoding of the sandbox (SPEC §7 lookup by VIN): the 49 CFR 565.15 check digit, the model-year cycle, the make
 * from the manufacturer code, the deterministic choice of vehicle, and every test VIN of
 * api/sandbox/test-values/vehicle-lookups.md through the API.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import { vehicleLookups } from '../../../api/sandbox/data/vehicle-lookups';
import { createVinDecoder } from '../../../api/sandbox/vehicles/createVinDecoder';
import { getModelYearsOfCode } from '../../../api/sandbox/vehicles/getModelYearsOfCode';
import { getVinCheckDigit } from '../../../engine/domain/getVinCheckDigit';
import { toModelYearCode } from '../../../api/sandbox/vehicles/toModelYearCode';
import { useTestSandbox } from '../../harness/createTestSandbox';

const { testVins } = vehicleLookups;
const decoder = createVinDecoder(loadVehicleCatalog());

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

/** `draft` (17 characters, position 9 anything) with its correct check digit in position 9. */
function withCheckDigit(draft: string): string {
  const digit = getVinCheckDigit(draft.slice(0, 8) + '0' + draft.slice(9));
  if (digit === undefined) throw new Error(`Not a VIN draft: ${draft}`);
  return draft.slice(0, 8) + digit + draft.slice(9);
}

/** "year make model style" of a decoded VIN, or "status: message" of its problem. */
function describeVin(vin: string): string {
  const decoded = decoder.decode(vin);
  if (decoded.problem) return `${decoded.problem.status}: ${decoded.problem.message}`;
  const { year, make, model, style } = decoded.vehicle;
  return `${year} ${make} ${model} ${style}`;
}

describe('the check digit (49 CFR 565.15, position 9)', () => {
  const validVins = [
    { vin: '1M8GDM9AXKP042788', note: 'the regulation-style example, check digit X' },
    { vin: '11111111111111111', note: 'all ones' },
    { vin: '1HGCM82633A004352', note: 'a Honda Accord' },
    { vin: testVins.hondaCivicSedan2020, note: 'Honda' },
    { vin: testVins.toyotaRav4_2021, note: 'Toyota, check digit X' },
    { vin: testVins.fordF150CrewCab2018, note: 'Ford' },
    { vin: testVins.freightlinerCascadia2019, note: 'Freightliner' },
    { vin: testVins.porsche911Coupe2019, note: 'Porsche, check digit 0' },
    { vin: testVins.bmw3SeriesSedan2008, note: 'BMW' },
    { vin: testVins.volkswagenJettaSedan2005, note: 'Volkswagen' },
    { vin: testVins.audiA4Sedan2007, note: 'Audi' },
  ];

  it.each(validVins)('$vin ($note) carries its own check digit', ({ vin }) => {
    expect(getVinCheckDigit(vin)).toBe(vin.charAt(8));
  });

  const wrongDigits = validVins.flatMap(({ vin }) =>
    [...'0123456789X'].filter((digit) => digit !== vin.charAt(8)).map((digit) => ({ vin: vin.slice(0, 8) + digit + vin.slice(9), right: vin.charAt(8) })),
  );

  it.each(wrongDigits)('$vin (should carry $right) is refused: 400, the check digit is wrong', ({ vin }) => {
    const decoded = decoder.decode(vin);
    expect(decoded.problem?.status).toBe(400);
    expect(decoded.problem?.message).toMatch(/check digit .* is wrong/);
  });

  it.each([
    { vin: '2HGFC2FK3LH50000', why: '16 characters' },
    { vin: '2HGFC2FK3LH5O0001', why: 'an O' },
    { vin: '2HGFC2FK3LH5I0001', why: 'an I' },
  ])('has no check digit for $vin ($why)', ({ vin }) => {
    expect(getVinCheckDigit(vin)).toBeUndefined();
  });
});

describe('the model year (position 10, a 30-year cycle)', () => {
  it.each([
    { year: 1980, code: 'A' },
    { year: 1996, code: 'T' },
    { year: 2000, code: 'Y' },
    { year: 2001, code: '1' },
    { year: 2009, code: '9' },
    { year: 2010, code: 'A' },
    { year: 2020, code: 'L' },
    { year: 2026, code: 'T' },
    { year: 2039, code: '9' },
  ])('$year is written $code', ({ year, code }) => {
    expect(toModelYearCode(year)).toBe(code);
  });

  it('reads back every year from 1980 to 2069 through its code', () => {
    for (let year = 1980; year <= 2069; year += 1) {
      expect(getModelYearsOfCode(toModelYearCode(year), 1980, 2069)).toContain(year);
    }
  });

  it.each([
    { code: 'T', first: 1996, last: 2026, years: [2026, 1996] },
    { code: 'A', first: 1980, last: 2039, years: [2010, 1980] },
    { code: 'L', first: 1996, last: 2026, years: [2020] },
    { code: '5', first: 1996, last: 2026, years: [2005] },
    { code: 'U', first: 1996, last: 2026, years: [] },
    { code: '0', first: 1996, last: 2026, years: [] },
    { code: 'l', first: 1996, last: 2026, years: [] },
  ])('code $code stands for $years within $first–$last', ({ code, first, last, years }) => {
    expect(getModelYearsOfCode(code, first, last)).toEqual(years);
  });

  it.each([
    { draft: '2HGFC2F50TH500001', expected: '2026 Honda Civic', why: 'T with a letter in position 7 is 2026' },
    { draft: '2HGEJ6310TH500001', expected: '1996 Honda Civic', why: 'T with a digit in position 7 is 1996' },
    { draft: '2HGES1650YH500001', expected: '2000 Honda Civic', why: 'Y with a digit is 2000' },
    { draft: '2HGES16501H500001', expected: '2001 Honda Civic', why: '1 with a digit is 2001' },
    { draft: '2HGFA1F50AH500001', expected: '2010 Honda Civic', why: 'A with a letter is 2010' },
    { draft: '2HGFC2F50SH500001', expected: '2025 Honda Civic', why: 'S with a letter is 2025' },
    { draft: '3AKJHH810TSKA0456', expected: '2026 Freightliner', why: 'big trucks ignore position 7: a digit and T is the most recent T year with one' },
    { draft: '3AKJHH810ASKA0456', expected: '2010 Freightliner', why: 'a big truck with a digit in position 7 and A is still 2010 (1980 has none)' },
  ])('$draft: $why', ({ draft, expected }) => {
    expect(describeVin(withCheckDigit(draft))).toMatch(new RegExp(`^${expected} `));
  });

  it.each([
    { draft: '2HGEJ6310AH500001', year: 1980, why: 'A with a digit in position 7 is 1980 for a passenger car' },
    { draft: '2HGFC2F509H500001', year: 2039, why: '9 with a letter in position 7 is 2039' },
  ])('$draft: $why, which the catalog does not have (404)', ({ draft, year }) => {
    const decoded = decoder.decode(withCheckDigit(draft));
    expect(decoded.problem?.status).toBe(404);
    expect(decoded.problem?.message).toContain(`${year} Honda`);
  });
});

describe('the make and the vehicle', () => {
  it.each([
    { draft: '1C4RJFAG0FC000001', makes: ['Chrysler', 'Dodge', 'Jeep'], why: '1C4 is shared by Chrysler, Dodge and Jeep' },
    { draft: 'JF1ZNAA10N9700001', makes: ['Subaru', 'Toyota'], why: 'JF1 is shared by Subaru and Toyota (GR86)' },
  ])('$draft decodes to one of $makes ($why)', ({ draft, makes }) => {
    const decoded = decoder.decode(withCheckDigit(draft));
    expect(decoded.problem).toBeUndefined();
    if (!decoded.problem) expect(makes).toContain(decoded.vehicle.make);
  });

  it('prefers the models whose own manufacturer code is the VIN\'s (2HG is the Civic\'s)', () => {
    const models = new Set(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'].map((letter) => describeVin(withCheckDigit(`2HGFC2F${letter}0LH500001`))),
    );
    for (const model of models) expect(model).toMatch(/^2020 Honda Civic /);
    expect(models.size).toBeGreaterThan(1);
  });

  it('gives the same vehicle for the same VIN, in any case and from another decoder', () => {
    const again = createVinDecoder(loadVehicleCatalog());
    for (const vin of Object.values(testVins)) {
      expect(again.decode(vin)).toEqual(decoder.decode(vin));
      expect(decoder.decode(vin.toLowerCase())).toEqual(decoder.decode(vin));
    }
  });

  it('lists the manufacturer codes of every catalog make', () => {
    const catalog = loadVehicleCatalog();
    const wmis = decoder.getWmis();
    for (const make of catalog.getMakes(2020)) {
      for (const wmi of catalog.getWmis(make) ?? []) expect(wmis).toContain(wmi);
    }
    expect(wmis).not.toContain('SAL');
  });
});

/** The VIN rows of vehicle-lookups.md: the VIN, its answer's status and what it decodes to or why it is refused. */
const documentedVins: Array<{ vin: string; status: number; answer: string | RegExp; subType?: string; isBigTruck?: boolean }> = [
  { vin: testVins.hondaCivicSedan2020, status: 200, answer: '2020 Honda Civic 4 Door Sedan', subType: 'Sedan' },
  { vin: testVins.hondaCivicSedan2020.toLowerCase(), status: 200, answer: '2020 Honda Civic 4 Door Sedan' },
  { vin: testVins.toyotaRav4_2021, status: 200, answer: '2021 Toyota RAV4 4 Door Utility', subType: 'Utility' },
  { vin: testVins.fordF150CrewCab2018, status: 200, answer: '2018 Ford F-150 4 Door Crew Cab Pickup', subType: 'Pickup' },
  { vin: testVins.freightlinerCascadia2019, status: 200, answer: '2019 Freightliner Cascadia 2 Door Sleeper Cab Tractor', isBigTruck: true },
  { vin: testVins.porsche911Coupe2019, status: 200, answer: '2019 Porsche 911 2 Door Coupe' },
  { vin: testVins.bmw3SeriesSedan2008, status: 200, answer: '2008 BMW 3 Series 4 Door Sedan' },
  { vin: testVins.volkswagenJettaSedan2005, status: 200, answer: '2005 Volkswagen Jetta 4 Door Sedan' },
  { vin: testVins.audiA4Sedan2007, status: 200, answer: '2007 Audi A4 4 Door Sedan' },
  { vin: testVins.bmw3SeriesSedan2016, status: 200, answer: '2016 BMW 3 Series 4 Door Sedan' },
  { vin: testVins.fordMustangConvertible2018, status: 200, answer: '2018 Ford Mustang 2 Door Convertible', subType: 'Convertible' },
  { vin: testVins.badCheckDigit, status: 400, answer: /check digit .* is wrong/ },
  { vin: testVins.badModelYear, status: 400, answer: /10th character .* never U/ },
  { vin: '2HGFC2FK3LH50000', status: 400, answer: /17 letters and digits/ },
  { vin: '2HGFC2FK3LH5O0001', status: 400, answer: /without I, O or Q/ },
  { vin: testVins.unknownWmi, status: 404, answer: /manufacturer code SAL/ },
  { vin: testVins.noCatalogVehicle, status: 404, answer: /2005 Tesla/ },
];

describe('POST /vehicle/api/v1/vehicle/lookup (vehicle.lookupByVin), every test VIN of vehicle-lookups.md', () => {
  it.each(documentedVins)('$vin → $status $answer', async ({ vin, status, answer, subType, isBigTruck }) => {
    const response = await sandbox.call('vehicle.lookupByVin', { vin, logEnabled: true });
    expect(response.status).toBe(status);
    if (status === 200) {
      const { year, make, model, style } = response.body;
      expect(`${year} ${make} ${model} ${style}`).toBe(answer);
      expect(response.body.vin).toBe(vin.toUpperCase());
      const catalogVehicle = loadVehicleCatalog().findVehicle(year, make, model, style);
      expect(response.body.carId).toBe(catalogVehicle?.carId);
      if (subType) expect(response.body.vehicleSubType).toBe(subType);
      expect(response.body.isBigTruck).toBe(isBigTruck ?? false);
    } else {
      expect(response.body.field).toBe('vin');
      expect(response.body.message).toMatch(answer);
    }
  });

  it('answers the same vehicle twice for the same VIN', async () => {
    const first = await sandbox.call('vehicle.lookupByVin', { vin: testVins.fordF150CrewCab2018 });
    const second = await sandbox.call('vehicle.lookupByVin', { vin: testVins.fordF150CrewCab2018 });
    expect(second).toEqual(first);
  });

  it('documents every test VIN it ships, and tests every VIN it documents', () => {
    const markdown = readFileSync(new URL('../../../api/sandbox/test-values/vehicle-lookups.md', import.meta.url), 'utf8');
    const vinSection = markdown.slice(0, markdown.indexOf('## Lookup by licence plate'));
    const documented = new Set([...vinSection.matchAll(/`([0-9A-Za-z]{16,17})`/g)].map((match) => match[1]));
    const tested = new Set(documentedVins.map((row) => row.vin));
    expect([...documented].filter((vin) => !tested.has(vin!))).toEqual([]);
    for (const vin of Object.values(testVins)) expect(documented).toContain(vin);
  });
});
