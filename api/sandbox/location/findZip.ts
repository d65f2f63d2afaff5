import { getStateOfZip } from '../data/getStateOfZip';
import { zips, type ZipRecord } from '../data/zips';

/** Where a zip is, as the location and schedule services use it. */
export interface ZipLocation {
  zip: string;
  city: string;
  /** getStateOfZip's answer, so every service agrees. */
  state: string;
  latitude: number;
  longitude: number;
  ctu: string | null;
  containsMilitaryBase: boolean;
  /** False when the zip is not in api/sandbox/data/zips.ts and borrows a listed neighbour's place. */
  isListed: boolean;
}

const byZip = new Map(zips.map((record) => [record.zip, record]));
const byPrefix = new Map<string, ZipRecord[]>();
for (const record of zips) {
  const prefix = record.zip.slice(0, 3);
  byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), record]);
}

/**
 * The zip's place, or null when the zip does not exist. A listed zip (api/sandbox/data/zips.ts) is itself; choice: an
 * unlisted zip whose three-digit prefix has listed zips (and a state) exists too, at the place and territory of the
 * numerically nearest listed zip of that prefix, without a military base. Any other zip does not exist.
 */
export function findZip(zip: string): ZipLocation | null {
  const state = getStateOfZip(zip);
  if (state === null) return null;
  const listed = byZip.get(zip);
  if (listed) return toLocation(listed, state, true);
  const neighbours = byPrefix.get(zip.slice(0, 3));
  if (!neighbours) return null;
  const target = Number(zip);
  const nearest = neighbours.reduce((best, record) =>
    Math.abs(Number(record.zip) - target) < Math.abs(Number(best.zip) - target) ? record : best,
  );
  return { ...toLocation(nearest, state, false), zip, containsMilitaryBase: false };
}

function toLocation(record: ZipRecord, state: string, isListed: boolean): ZipLocation {
  const { zip, city, latitude, longitude, ctu } = record;
  return { zip, city, state, latitude, longitude, ctu, containsMilitaryBase: record.containsMilitaryBase ?? false, isListed };
}
