/**
 * Choice (SPEC §7 "VIN by address permissible" gives no rule): the SPEC §9 states whose motor-vehicle records the
 * lookup by home address may search. CT, KY, MA and NY are not among them.
 */
export const vinByAddressStates: readonly string[] = ['AZ', 'FL', 'MN', 'SC'];

/** Whether a lookup by home address is permitted in a state (null, an unknown state, is not). */
export function isVinByAddressPermissible(state: string | null): boolean {
  return state !== null && vinByAddressStates.includes(state);
}
