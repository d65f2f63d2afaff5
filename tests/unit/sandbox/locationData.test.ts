/**
 * The reference data of the location and schedule services: zips (api/sandbox/data/zips.ts), shops
 * (api/sandbox/data/shops.ts) and service territories agree with each other and with getStateOfZip, and cover every
 * SPEC §9 state.
 */
import { describe, expect, it } from 'vitest';
import { getStateOfZip } from '../../../api/sandbox/data/getStateOfZip';
import { shops } from '../../../api/sandbox/data/shops';
import { zips } from '../../../api/sandbox/data/zips';
import { findZip } from '../../../api/sandbox/location/findZip';
import { getDistanceMiles } from '../../../api/sandbox/location/getDistanceMiles';
import { getMobileRoute } from '../../../api/sandbox/location/getMobileRoute';
import { getMobileRouteTimeZone } from '../../../api/sandbox/location/getMobileRouteTimeZone';
import { servedStates } from '../../../api/sandbox/location/servedStates';
import { serviceTerritories } from '../../../api/sandbox/location/serviceTerritories';

const time = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

describe('shops', () => {
  it('has at least 40 shops with unique provider numbers', () => {
    expect(shops.length).toBeGreaterThanOrEqual(40);
    expect(new Set(shops.map((shop) => shop.providerNumber)).size).toBe(shops.length);
  });

  it.each(servedStates.map((state) => [state]))('has shops doing repair, replacement and mobile service in %s', (state) => {
    const inState = shops.filter((shop) => shop.state === state);
    expect(inState.length).toBeGreaterThanOrEqual(5);
    expect(inState.some((shop) => shop.services.repair && shop.services.replace && shop.services.mobile)).toBe(true);
  });

  it.each(shops.map((shop) => [shop.providerNumber, shop] as const))('%s is consistent: state, territory, hours, contact', (_, shop) => {
    expect(getStateOfZip(shop.zipCode)).toBe(shop.state);
    expect(serviceTerritories.get(shop.ctu)?.state).toBe(shop.state);
    expect(shop.phoneNumber).toMatch(/^\d{3}-555-01\d{2}$/);
    expect(shop.services.repair || shop.services.replace).toBe(true);
    expect(shop.inShopAppointmentTypes.length).toBeGreaterThan(0);
    for (const hours of shop.hours) {
      if (hours === null) continue;
      expect(hours[0]).toMatch(time);
      expect(hours[1]).toMatch(time);
      expect(hours[0] < hours[1]).toBe(true);
    }
    // a shop is near its own zip's neighbourhood: within 25 miles of the nearest listed zip of its territory
    const nearest = Math.min(...zips.filter((zip) => zip.ctu === shop.ctu).map((zip) => getDistanceMiles(zip, shop)));
    expect(nearest).toBeLessThan(25);
  });

  it('varies opening hours and services: closed Sundays, open Saturday mornings, big-truck bays at some', () => {
    expect(shops.filter((shop) => shop.hours[0] === null).length).toBeGreaterThan(30);
    expect(shops.some((shop) => shop.hours[0] !== null)).toBe(true);
    expect(shops.filter((shop) => shop.hours[6]?.[1] !== undefined && shop.hours[6][1] <= '14:00').length).toBeGreaterThan(20);
    expect(shops.some((shop) => shop.hours[6] === null)).toBe(true);
    expect(new Set(shops.map((shop) => shop.hours[1]?.join('-'))).size).toBeGreaterThanOrEqual(5);
    const bigTruck = shops.filter((shop) => shop.services.bigTruck).length;
    expect(bigTruck).toBeGreaterThan(5);
    expect(bigTruck).toBeLessThan(shops.length / 2);
    expect(shops.some((shop) => !shop.services.mobile)).toBe(true);
    expect(shops.some((shop) => !shop.services.replace)).toBe(true);
    expect(shops.filter((shop) => shop.closureNote !== null).map((shop) => shop.providerNumber)).toEqual(['004112']);
  });
});

describe('zips', () => {
  it('has unique zips, each with a state getStateOfZip knows', () => {
    expect(new Set(zips.map((zip) => zip.zip)).size).toBe(zips.length);
    for (const zip of zips) expect(getStateOfZip(zip.zip), zip.zip).not.toBeNull();
  });

  it.each(servedStates.map((state) => [state]))('has zips, a military base and a territory of its own in %s', (state) => {
    const inState = zips.filter((zip) => getStateOfZip(zip.zip) === state);
    expect(inState.length).toBeGreaterThanOrEqual(10);
    expect(inState.some((zip) => zip.containsMilitaryBase)).toBe(true);
    for (const zip of inState) expect(serviceTerritories.get(zip.ctu ?? '')?.state, zip.zip).toBe(state);
  });

  it('gives zips outside the served states no territory', () => {
    for (const zip of zips.filter((record) => !servedStates.includes(getStateOfZip(record.zip)!))) expect(zip.ctu).toBeNull();
  });

  it('has centroids inside the continental United States', () => {
    for (const zip of zips) {
      expect(zip.latitude).toBeGreaterThan(24);
      expect(zip.latitude).toBeLessThan(49.5);
      expect(zip.longitude).toBeGreaterThan(-125);
      expect(zip.longitude).toBeLessThan(-66);
    }
  });

  it.each([
    { zip: '85016', exists: true, listed: true, city: 'Phoenix' },
    { zip: '85008', exists: true, listed: false, city: 'Phoenix' },
    { zip: '33045', exists: true, listed: false, city: 'Key West' },
    { zip: '34001', exists: false, listed: false, city: null },
    { zip: '00000', exists: false, listed: false, city: null },
  ])('findZip($zip): exists $exists, listed $listed', ({ zip, exists, listed, city }) => {
    const found = findZip(zip);
    expect(found !== null).toBe(exists);
    expect(found?.isListed ?? false).toBe(listed);
    expect(found?.city ?? null).toBe(city);
  });
});

describe('mobile routes', () => {
  it('gives every zip that has a mobile route the time zone its slots are generated in (no route without slots)', () => {
    const routes = new Map<string, string | null>();
    for (let number = 0; number < 100_000; number += 1) {
      const zip = findZip(String(number).padStart(5, '0'));
      const route = zip ? getMobileRoute(zip).routeCode : null;
      if (route && !routes.has(route)) routes.set(route, getMobileRouteTimeZone(route));
    }
    expect(routes.size).toBeGreaterThan(50);
    expect([...routes].filter(([, timeZone]) => timeZone === null).map(([route]) => route)).toEqual([]);
    // unlisted zips beside a listed military base borrow its place without the base, and get its area's route
    expect(routes.get('KY-LOU-401')).toBe('America/New_York');
  });
});

describe('haversine distance', () => {
  it.each([
    { name: 'Phoenix to Tucson', from: '85004', to: '85701', miles: 107 },
    { name: 'Boston to New York', from: '02108', to: '10001', miles: 190 },
    { name: 'Miami to Key West', from: '33130', to: '33040', miles: 128 },
  ])('$name is about $miles miles', ({ from, to, miles }) => {
    expect(getDistanceMiles(findZip(from)!, findZip(to)!)).toBeGreaterThan(miles - 5);
    expect(getDistanceMiles(findZip(from)!, findZip(to)!)).toBeLessThan(miles + 5);
  });
});
