/**
 * The US state a zip code belongs to, from its three-digit prefix (the USPS sectional centres), for the states the
 * sandbox serves (SPEC §9 state list: AZ, CT, FL, KY, MA, MN, NY, SC) and their neighbours; null for any other zip.
 * Every service that needs a zip's state asks here, so they all agree.
 */
const prefixRanges: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [5, 5, 'NY'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
];

/** The state of a five-digit zip, or null when it is malformed or outside the ranges above. */
export function getStateOfZip(zip: string): string | null {
  if (!/^[0-9]{5}$/.test(zip)) return null;
  const prefix = Number(zip.slice(0, 3));
  return prefixRanges.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}
