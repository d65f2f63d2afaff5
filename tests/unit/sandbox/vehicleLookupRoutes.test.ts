/**
 * The lookups by licence plate, home address and photo, and the VIN-by-address permission (SPEC §7), through the API:
 * every test value of api/sandbox/test-values/vehicle-lookups.md, and the 400/404/409 answers naming the field.
 */
import { describe, expect, it } from 'vitest';
import { vehicleLookups } from '../../../api/sandbox/data/vehicle-lookups';
import { hasImageSignature } from '../../../api/sandbox/vehicles/hasImageSignature';
import { useTestSandbox } from '../../harness/createTestSandbox';

const { testVins } = vehicleLookups;
const [civicImage, noVehicleImage] = vehicleLookups.images;

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

/** "year make model" of an answer item. */
const nameOf = (vehicle: { year: number; make: string; model: string }): string => `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

describe('lookup by licence plate (vehicle.lookupByPlate)', () => {
  it.each([
    { licensePlate: 'CIVIC20', licenseState: 'AZ', vin: testVins.hondaCivicSedan2020, name: '2020 Honda Civic' },
    { licensePlate: 'civic 20', licenseState: 'AZ', vin: testVins.hondaCivicSedan2020, name: '2020 Honda Civic' },
    { licensePlate: 'Civic-20', licenseState: 'AZ', vin: testVins.hondaCivicSedan2020, name: '2020 Honda Civic' },
    { licensePlate: 'RAV4CT', licenseState: 'CT', vin: testVins.toyotaRav4_2021, name: '2021 Toyota RAV4' },
    { licensePlate: 'F150FL', licenseState: 'FL', vin: testVins.fordF150CrewCab2018, name: '2018 Ford F-150' },
    { licensePlate: 'BMW2016', licenseState: 'FL', vin: testVins.bmw3SeriesSedan2016, name: '2016 BMW 3 Series' },
    { licensePlate: 'BIGRIG1', licenseState: 'KY', vin: testVins.freightlinerCascadia2019, name: '2019 Freightliner Cascadia' },
    { licensePlate: '911MA', licenseState: 'MA', vin: testVins.porsche911Coupe2019, name: '2019 Porsche 911' },
    { licensePlate: 'TOPDOWN', licenseState: 'MN', vin: testVins.fordMustangConvertible2018, name: '2018 Ford Mustang' },
    { licensePlate: 'BMW2008', licenseState: 'NY', vin: testVins.bmw3SeriesSedan2008, name: '2008 BMW 3 Series' },
    { licensePlate: 'AUDI07', licenseState: 'NY', vin: testVins.audiA4Sedan2007, name: '2007 Audi A4' },
    { licensePlate: 'JETTA05', licenseState: 'SC', vin: testVins.volkswagenJettaSedan2005, name: '2005 Volkswagen Jetta' },
  ])('$licensePlate in $licenseState is the $name', async ({ licensePlate, licenseState, vin, name }) => {
    const { status, body } = await sandbox.call('vehicle.lookupByPlate', { licensePlate, licenseState, logEnabled: true });
    expect(status).toBe(200);
    expect(nameOf(body)).toBe(name);
    expect(body.vin).toBe(vin);
    expect(body.registration).toEqual({ licensePlate: licensePlate.replace(/[ -]/g, '').toUpperCase(), licenseState });
    const byVin = await sandbox.call('vehicle.lookupByVin', { vin });
    const { registration: _registration, ...vehicle } = body;
    expect(vehicle).toEqual(byVin.body);
  });

  it('has a plate in every SPEC §9 state', () => {
    const states = new Set(vehicleLookups.plates.map((plate) => plate.licenseState));
    expect([...states].sort()).toEqual(['AZ', 'CT', 'FL', 'KY', 'MA', 'MN', 'NY', 'SC']);
  });

  it.each([
    { licensePlate: 'CIVIC20', licenseState: 'FL', status: 404, field: 'licenseState', message: /registered in FL/ },
    { licensePlate: 'NOPLATE', licenseState: 'AZ', status: 404, field: 'licensePlate', message: /No vehicle .* NOPLATE/ },
    { licensePlate: 'TOOLONG99', licenseState: 'AZ', status: 400, field: 'licensePlate', message: /1 to 8 letters and digits/ },
    { licensePlate: 'AB@1', licenseState: 'AZ', status: 400, field: 'licensePlate', message: /1 to 8 letters and digits/ },
    { licensePlate: ' - ', licenseState: 'AZ', status: 400, field: 'licensePlate', message: /1 to 8 letters and digits/ },
    { licensePlate: 'CIVIC20', licenseState: 'az', status: 400, field: 'licenseState', message: /two-letter code/ },
  ])('$licensePlate in $licenseState answers $status naming $field', async ({ licensePlate, licenseState, status, field, message }) => {
    const { status: answered, body } = await sandbox.call('vehicle.lookupByPlate', { licensePlate, licenseState });
    expect(answered).toBe(status);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });
});

describe('lookup by home address (vehicle.lookupByAddress)', () => {
  const garcia = { licenseLastName: 'Garcia', licenseStreetAddress: '1200 N Central Ave', licenseZip: '85004', licenseState: 'AZ' };

  it.each([
    { address: garcia, names: ['2020 Honda Civic', '2021 Toyota RAV4', '2018 Ford Mustang'] },
    { address: { ...garcia, licenseLastName: 'GARCIA', licenseStreetAddress: '1200 n. central  ave' }, names: ['2020 Honda Civic', '2021 Toyota RAV4', '2018 Ford Mustang'] },
    { address: { licenseLastName: 'Johnson', licenseStreetAddress: '1 Meeting St', licenseZip: '29401', licenseState: 'SC' }, names: ['2005 Volkswagen Jetta', '2008 BMW 3 Series'] },
    { address: { licenseLastName: 'Rivera', licenseStreetAddress: '350 S Orange Ave', licenseZip: '32801', licenseState: 'FL' }, names: ['2018 Ford F-150'] },
    { address: { licenseLastName: 'Lindqvist', licenseStreetAddress: '400 Nicollet Mall', licenseZip: '55401', licenseState: 'MN' }, names: ['2019 Porsche 911'] },
    { address: { licenseLastName: 'Nobody', licenseStreetAddress: '1 Empty Lot Rd', licenseZip: '85001', licenseState: 'AZ' }, names: [] },
    { address: { ...garcia, licenseLastName: 'Garcias' }, names: [] },
    { address: { ...garcia, licenseZip: '85001' }, names: [] },
  ])('$address.licenseLastName, $address.licenseStreetAddress, $address.licenseZip has $names.length vehicle(s)', async ({ address, names }) => {
    const { status, body } = await sandbox.call('vehicle.lookupByAddress', address);
    expect(status).toBe(200);
    expect(body.map(nameOf)).toEqual(names);
    for (const vehicle of body) {
      const byVin = await sandbox.call('vehicle.lookupByVin', { vin: vehicle.vin });
      expect(vehicle).toEqual(byVin.body);
    }
  });

  it.each([
    { address: { ...garcia, licenseState: 'FL' }, status: 400, field: 'licenseState', message: /85004 is in AZ/ },
    { address: { licenseLastName: 'Smith', licenseStreetAddress: '350 5th Ave', licenseZip: '10118', licenseState: 'NY' }, status: 409, field: 'licenseState', message: /not permitted in NY/ },
    { address: { ...garcia, licenseZip: '8500' }, status: 400, field: 'licenseZip', message: /five digits/ },
    { address: { ...garcia, licenseLastName: '' }, status: 400, field: 'licenseLastName', message: /1 to 60/ },
  ])('$address.licenseZip in $address.licenseState answers $status naming $field', async ({ address, status, field, message }) => {
    const { status: answered, body } = await sandbox.call('vehicle.lookupByAddress', address);
    expect(answered).toBe(status);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });
});

describe('lookup by photo (vehicle.lookupByImage)', () => {
  const image = (imageData: string, contentType = 'image/png', fileName = 'photo.png') => ({ imageData, contentType, fileName });

  it('answers exactly the 2020 Civic test VIN for civic.png', async () => {
    const { status, body } = await sandbox.call('vehicle.lookupByImage', image(civicImage.imageData, 'image/png', 'civic.png'));
    expect(status).toBe(200);
    expect(body).toEqual({ vins: [{ vin: testVins.hondaCivicSedan2020, year: 2020, make: 'Honda', model: 'Civic', confidence: 0.98 }] });
  });

  it('answers no candidates for no-vehicle.png', async () => {
    const { status, body } = await sandbox.call('vehicle.lookupByImage', image(noVehicleImage.imageData));
    expect(status).toBe(200);
    expect(body).toEqual({ vins: [] });
  });

  it('ships test images that are real PNGs', () => {
    for (const testImage of vehicleLookups.images) {
      expect(hasImageSignature(Buffer.from(testImage.imageData, 'base64'), 'image/png')).toBe(true);
    }
  });

  it('answers the documented three candidates for the JPEG /9j/4HBob3RvIDg=, each a VIN the lookup by VIN accepts', async () => {
    const { status, body } = await sandbox.call('vehicle.lookupByImage', image('/9j/4HBob3RvIDg=', 'image/jpeg', 'photo.jpg'));
    expect(status).toBe(200);
    expect(body.vins.map((candidate: { vin: string; confidence: number }) => [candidate.vin, nameOf(candidate as never), candidate.confidence])).toEqual([
      ['2GK6GFLK6EG891950', '2014 GMC Terrain', 0.91],
      ['3AKY895V26T930369', '2006 Freightliner M2 106', 0.52],
      ['5XYP3R6Z0WE748035', '1998 Kia Sportage', 0.51],
    ]);
  });

  it('derives 0 to 3 decodable candidates, best first, the same every time, from other images', async () => {
    const counts = new Set<number>();
    for (let n = 0; n < 16; n += 1) {
      const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`vehicle photo ${n}`)]);
      const request = image(bytes.toString('base64'));
      const first = await sandbox.call('vehicle.lookupByImage', request);
      const second = await sandbox.call('vehicle.lookupByImage', request);
      expect(second.body).toEqual(first.body);
      const candidates = first.body.vins as Array<{ vin: string; year: number; make: string; model: string; confidence: number }>;
      counts.add(candidates.length);
      expect(candidates.map((candidate) => candidate.confidence)).toEqual([...candidates.map((candidate) => candidate.confidence)].sort((a, b) => b - a));
      for (const candidate of candidates) {
        const byVin = await sandbox.call('vehicle.lookupByVin', { vin: candidate.vin });
        expect(byVin.status).toBe(200);
        expect(nameOf(byVin.body)).toBe(nameOf(candidate));
      }
    }
    expect(counts.size).toBeGreaterThan(2);
  }, 60_000);

  it.each([
    { name: 'a JPEG', bytes: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], contentType: 'image/jpeg' },
    { name: 'a WebP', bytes: [...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], contentType: 'image/webp' },
    { name: 'a HEIC', bytes: [0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0], contentType: 'image/heic' },
  ])('accepts $name', async ({ bytes, contentType }) => {
    const { status } = await sandbox.call('vehicle.lookupByImage', image(Buffer.from(bytes).toString('base64'), contentType));
    expect(status).toBe(200);
  });

  const heicAsWebp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic')]).toString('base64');
  it.each([
    { name: 'a GIF type', request: image(civicImage.imageData, 'image/gif'), field: 'contentType', message: /image\/jpeg, image\/png, image\/heic or image\/webp/ },
    { name: 'PNG bytes sent as JPEG', request: image(civicImage.imageData, 'image/jpeg'), field: 'imageData', message: /not a image\/jpeg image/ },
    { name: 'HEIC bytes sent as WebP', request: image(heicAsWebp, 'image/webp'), field: 'imageData', message: /not a image\/webp image/ },
    { name: 'text that is not base64', request: image('not base64!'), field: 'imageData', message: /base64/ },
    { name: 'base64 of the wrong length', request: image(civicImage.imageData.slice(0, -1)), field: 'imageData', message: /base64/ },
    { name: 'an empty file name', request: image(civicImage.imageData, 'image/png', ''), field: 'fileName', message: /1 to 255/ },
    { name: 'a 256-character file name', request: image(civicImage.imageData, 'image/png', `${'x'.repeat(252)}.png`), field: 'fileName', message: /1 to 255/ },
  ])('refuses $name: 400 naming $field', async ({ request, field, message }) => {
    const { status, body } = await sandbox.call('vehicle.lookupByImage', request);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });

  it('accepts a 5.5 MiB photo (7.3 MiB of base64) and refuses a body over 8 MiB', async () => {
    const url = '/vehicle/api/v1/vehicle/vins-by-image';
    const headers = { 'content-type': 'application/json' };
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5.5 * 1024 * 1024 - 4, 7)]);
    const large = await sandbox.app.inject({ method: 'POST', url, headers, payload: JSON.stringify({ AppName: 'FMG', ...image(photo.toString('base64'), 'image/jpeg') }) });
    expect(large.statusCode).toBe(200);
    const tooLarge = Buffer.concat([photo, Buffer.alloc(1024 * 1024)]);
    const refused = await sandbox.app.inject({ method: 'POST', url, headers, payload: JSON.stringify({ AppName: 'FMG', ...image(tooLarge.toString('base64'), 'image/jpeg') }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('body');
  }, 60_000);
});

describe('VIN by address permissible (vehicle.isVinByAddressPermissible)', () => {
  it.each([
    { zipcode: '85004', state: 'AZ', isPermissible: true },
    { zipcode: '32801', state: 'FL', isPermissible: true },
    { zipcode: '55401', state: 'MN', isPermissible: true },
    { zipcode: '29401', state: 'SC', isPermissible: true },
    { zipcode: '06103', state: 'CT', isPermissible: false },
    { zipcode: '40202', state: 'KY', isPermissible: false },
    { zipcode: '02108', state: 'MA', isPermissible: false },
    { zipcode: '10118', state: 'NY', isPermissible: false },
    { zipcode: '99501', state: 'an unknown state', isPermissible: false },
  ])('$zipcode ($state) → $isPermissible', async ({ zipcode, isPermissible }) => {
    const { status, body } = await sandbox.call('vehicle.isVinByAddressPermissible', { zipcode });
    expect(status).toBe(200);
    expect(body).toEqual({ isPermissible });
  });

  it('agrees with the lookup by address: seeded addresses only where it is permitted', async () => {
    for (const address of vehicleLookups.addresses) {
      const { body } = await sandbox.call('vehicle.isVinByAddressPermissible', { zipcode: address.licenseZip });
      expect(body).toEqual({ isPermissible: true });
    }
  });

  it.each(['8500', 'ABCDE', '850041'])('refuses the zip %s: 400 naming zipcode', async (zipcode) => {
    const { status, body } = await sandbox.call('vehicle.isVinByAddressPermissible', { zipcode });
    expect(status).toBe(400);
    expect(body.field).toBe('zipcode');
    expect(body.message).toMatch(/five digits/);
  });
});
