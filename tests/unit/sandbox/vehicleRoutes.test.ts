import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../api/sandbox/createSandbox';
import { operations } from '../../../engine/domain/operations';
import { useTestSandbox } from '../../harness/createTestSandbox';

const base = '/vehicle/api/v1/vehicle';

const sandbox = useTestSandbox();

/** GET `url` and return status and parsed JSON body. */
async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await sandbox.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

/** Fill an operations.ts path template, encoding each value as one path segment. */
function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

describe('vehicle years (SPEC §7 vehicle.years)', () => {
  it('lists every year from 2026 down to 1996, newest first', async () => {
    const { status, body } = await get(operations['vehicle.years'].path);
    expect(status).toBe(200);
    const years = body as number[];
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1996);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toHaveLength(2026 - 1996 + 1);
  });
});

describe('vehicle makes (SPEC §7 vehicle.makes)', () => {
  it.each([
    { year: 2020, includes: ['Honda', 'Tesla', 'Freightliner', 'Ram'], excludes: [] },
    { year: 2005, includes: ['Honda', 'Dodge'], excludes: ['Tesla', 'Ram'] },
    { year: 1996, includes: ['Ford', 'Toyota'], excludes: ['Tesla'] },
  ])('$year includes $includes and not $excludes', async ({ year, includes, excludes }) => {
    const { status, body } = await get(pathOf(operations['vehicle.makes'].path, { year }));
    expect(status).toBe(200);
    const makes = body as string[];
    for (const make of includes) expect(makes).toContain(make);
    for (const make of excludes) expect(makes).not.toContain(make);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers the lower-case path the same as the SPEC spelling', async () => {
    const spec = await get(`${base}/Makes/2020`);
    const lower = await get(`${base}/makes/2020`);
    expect(lower).toEqual(spec);
  });
});

describe('vehicle models and styles (SPEC §7 vehicle.models, vehicle.styles)', () => {
  it('lists Civic among the 2020 Honda models, alphabetically', async () => {
    const { status, body } = await get(pathOf(operations['vehicle.models'].path, { year: 2020, make: 'Honda' }));
    expect(status).toBe(200);
    expect(body).toContain('Civic');
    expect(body).toContain('Accord');
    expect(body).not.toContain('S2000');
  });

  it.each(['honda', 'HONDA', 'hOnDa'])('matches the make "%s" case-insensitively', async (make) => {
    const { status, body } = await get(`${base}/models/2020/${make}`);
    expect(status).toBe(200);
    expect(body).toContain('Civic');
  });

  it('lists the 2020 Honda Civic styles', async () => {
    const { status, body } = await get(pathOf(operations['vehicle.styles'].path, { year: 2020, make: 'Honda', model: 'Civic' }));
    expect(status).toBe(200);
    expect(body).toEqual(['2 Door Coupe', '4 Door Hatchback', '4 Door Sedan']);
  });

  it('answers with the catalog spelling whatever the request spelling', async () => {
    const { body } = await get(`${base}/styles/2021/ford/f-150`);
    expect(body).toContain('4 Door Crew Cab Pickup');
  });
});

describe('vehicle lookup (SPEC §7 vehicle.lookup)', () => {
  const civic = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };

  it('returns the vehicle record with a positive integer carId', async () => {
    const { status, body } = await get(pathOf(operations['vehicle.lookup'].path, civic));
    expect(status).toBe(200);
    expect(body).toEqual({
      ...civic,
      carId: expect.any(Number),
      category: 'CAR',
      isBigTruck: false,
      vehicleSubType: 'Sedan',
      vehicleSpecialClass: null,
    });
    const { carId } = body as { carId: number };
    expect(Number.isInteger(carId) && carId > 0).toBe(true);
  });

  it('gives the same carId on every call, on /lookup and /Lookup, whatever the spelling', async () => {
    const first = (await get(pathOf(operations['vehicle.lookup'].path, civic))).body as { carId: number };
    const again = (await get(`${base}/Lookup/2020/HONDA/civic/4%20door%20sedan`)).body as { carId: number };
    expect(again.carId).toBe(first.carId);
  });

  it('keeps carIds across releases: the 2020 Honda Civic 4 Door Sedan is pinned', async () => {
    // Saved sessions and line items carry carIds; changing how they are derived would orphan them.
    const { body } = await get(pathOf(operations['vehicle.lookup'].path, civic));
    expect((body as { carId: number }).carId).toBe(1516192990);
  });

  it('gives different vehicles different carIds', async () => {
    const vehicles = [
      civic,
      { ...civic, year: 2019 },
      { ...civic, style: '2 Door Coupe' },
      { year: 2020, make: 'Honda', model: 'Accord', style: '4 Door Sedan' },
    ];
    const ids = await Promise.all(
      vehicles.map(async (vehicle) => ((await get(pathOf(operations['vehicle.lookup'].path, vehicle))).body as { carId: number }).carId),
    );
    expect(new Set(ids).size).toBe(vehicles.length);
  });

  it.each([
    { vehicle: [2020, 'Ford', 'F-150', '4 Door Crew Cab Pickup'], category: 'TRUCK', isBigTruck: false, vehicleSubType: 'Pickup', vehicleSpecialClass: null },
    { vehicle: [2019, 'Ford', 'F-250 Super Duty', '2 Door Regular Cab Pickup'], category: 'TRUCK', isBigTruck: false, vehicleSubType: 'Pickup', vehicleSpecialClass: 'Heavy Duty' },
    { vehicle: [2018, 'Ford', 'F-650', '2 Door Regular Cab Chassis'], category: 'TRUCK', isBigTruck: true, vehicleSubType: 'Chassis Cab', vehicleSpecialClass: 'Medium Duty' },
    { vehicle: [2022, 'Freightliner', 'Cascadia', '2 Door Sleeper Cab Tractor'], category: 'SEMI', isBigTruck: true, vehicleSubType: 'Tractor', vehicleSpecialClass: 'Class 8' },
    { vehicle: [2021, 'Tesla', 'Model Y', '4 Door Utility'], category: 'SUV', isBigTruck: false, vehicleSubType: 'Utility', vehicleSpecialClass: null },
    { vehicle: [2018, 'Ford', 'Transit', 'Cargo Van'], category: 'COMMERCIAL VAN', isBigTruck: false, vehicleSubType: 'Cargo Van', vehicleSpecialClass: null },
    { vehicle: [2018, 'Honda', 'Odyssey', 'Passenger Van'], category: 'VAN', isBigTruck: false, vehicleSubType: 'Passenger Van', vehicleSpecialClass: null },
    { vehicle: [2015, 'Ford', 'F-53', 'Motor Home'], category: 'MOTOR HOME', isBigTruck: true, vehicleSubType: 'Motor Home', vehicleSpecialClass: null },
    { vehicle: [2010, 'Mazda', 'MX-5 Miata', '2 Door Convertible'], category: 'CAR', isBigTruck: false, vehicleSubType: 'Convertible', vehicleSpecialClass: null },
  ])('classifies $vehicle as $category', async ({ vehicle, ...expected }) => {
    const [year, make, model, style] = vehicle;
    const { status, body } = await get(pathOf(operations['vehicle.lookup'].path, { year: year!, make: make!, model: model!, style: style! }));
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });
});

describe('bad input answers 400 or 404 naming the field, never 500', () => {
  it.each([
    { url: `${base}/Makes/abc`, status: 400, field: 'year' },
    { url: `${base}/Makes/1800`, status: 400, field: 'year' },
    { url: `${base}/Makes/2099`, status: 400, field: 'year' },
    { url: `${base}/Makes/20201`, status: 400, field: 'year' },
    { url: `${base}/Makes/202`, status: 400, field: 'year' },
    { url: `${base}/Models/20x0/Honda`, status: 400, field: 'year' },
    { url: `${base}/Models/2020/${'x'.repeat(61)}`, status: 400, field: 'make' },
    { url: `${base}/lookup/1995/Honda/Civic/4%20Door%20Sedan`, status: 400, field: 'year' },
    { url: `${base}/Models/2020/Hondda`, status: 404, field: 'make' },
    { url: `${base}/Models/2005/Tesla`, status: 404, field: 'make' },
    { url: `${base}/Styles/2020/Honda/Civik`, status: 404, field: 'model' },
    { url: `${base}/Styles/2020/Tesla/Civic`, status: 404, field: 'model' },
    { url: `${base}/lookup/2020/Honda/Civic/Motor%20Home`, status: 404, field: 'style' },
    { url: `${base}/lookup/2020/Nope/Civic/4%20Door%20Sedan`, status: 404, field: 'make' },
    { url: `${base}/Models/2020/%E0%A4%A`, status: 400, field: 'path' },
  ])('$url → $status on $field', async ({ url, status, field }) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({
      error: status === 400 ? 'Bad Request' : 'Not Found',
      field,
      message: expect.stringMatching(field === 'path' ? /./ : new RegExp(`\\b${field}\\b`, 'i')),
    });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const { status, body } = await get('/vehicle/api/v1/vehicle/colors/2020');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'Not Found' });
  });

  it('answers 500 without a stack when a handler fails unexpectedly', async () => {
    const broken = createSandbox({ distDir: '/nonexistent/funnel-dist', database: sandbox.db });
    broken.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await broken.inject({ url: '/boom' });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
  });
});

describe('health', () => {
  it('answers ok', async () => {
    expect(await get('/health')).toEqual({ status: 200, body: { ok: true } });
  });
});
