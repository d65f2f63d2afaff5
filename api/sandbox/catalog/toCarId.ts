import { createHash } from 'node:crypto';

/** The largest carId: ids fit a signed 32-bit integer column. */
const maxCarId = 0x7fffffff;

/**
 * The carId of a catalog vehicle: the first 31 bits of SHA-256 over its lower-cased "year|make|model|style" key, so
 * an id never changes when other vehicles are added. `attempt` > 0 re-hashes the key to step past a clash.
 */
export function toCarId(year: number, make: string, model: string, style: string, attempt = 0): number {
  const key = [year, make, model, style].join('|').toLowerCase() + (attempt > 0 ? `#${attempt}` : '');
  const id = createHash('sha256').update(key).digest().readUInt32BE(0) & maxCarId;
  return id === 0 ? toCarId(year, make, model, style, attempt + 1) : id;
}
