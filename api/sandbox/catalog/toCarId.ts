import { hash } from 'node:crypto';

/** The largest carId: ids fit a signed 32-bit integer column. */
const maxCarId = 0x7fffffff;

/**
 * The carId of a catalog vehicle: the first 31 bits of SHA-256 over its lower-cased "year|make|model|style" key, so
 * an id never changes when other vehicles are added. `attempt` > 0 re-hashes the key to step past a clash.
 */
export function toCarId(year: number, make: string, model: string, style: string, attempt = 0): number {
  return toCarIdOfKey(toCarKey(year, make, model, style), attempt);
}

/** The key a carId is hashed from: lower-cased "year|make|model|style". */
export function toCarKey(year: number, make: string, model: string, style: string): string {
  return `${year}|${make}|${model}|${style}`.toLowerCase();
}

/** toCarId from the vehicle's key (toCarKey), for callers that have it already (the catalog sorts by it). */
export function toCarIdOfKey(key: string, attempt = 0): number {
  // One-shot hash (issue #12: the catalog hashes its 9,000 vehicles at every start).
  const id = hash('sha256', attempt > 0 ? `${key}#${attempt}` : key, 'buffer').readUInt32BE(0) & maxCarId;
  return id === 0 ? toCarIdOfKey(key, attempt + 1) : id;
}
