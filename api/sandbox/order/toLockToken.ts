import { toHashedId } from './toHashedId';

/** The lock token of a submitted order (SPEC §7 "tokens"). Choice: derived from the eon, issued on submission. */
export function toLockToken(eon: string): string {
  return toHashedId(`lock|${eon}`, 'hex');
}
