/** The parts of a home address the lookup by address matches on (SPEC §7 lookup by address). */
export interface AddressParts {
  licenseLastName: string;
  licenseStreetAddress: string;
  licenseZip: string;
  licenseState: string;
}

/**
 * The key an address is matched by: last name and street compared without case, spaces, periods or commas
 * ("100 N. Main St" = "100 n main st"), zip and state exactly.
 */
export function toAddressKey(address: AddressParts): string {
  const loose = (text: string): string => text.toLowerCase().replace(/[\s.,]+/g, '');
  return [loose(address.licenseLastName), loose(address.licenseStreetAddress), address.licenseZip, address.licenseState.toUpperCase()].join('|');
}
