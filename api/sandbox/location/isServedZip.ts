import type { ZipLocation } from './findZip';
import { servedStates } from './servedStates';

/**
 * Whether the sandbox serves a zip: its state is in the SPEC §9 state list and it belongs to a service territory.
 * Shops of a served state within reach of a zip elsewhere do not serve it.
 */
export function isServedZip(zip: ZipLocation): boolean {
  return zip.ctu !== null && servedStates.includes(zip.state);
}
