/**
 * The variations the SPEC §2 `experiments` query parameter forces, testId → variationId or variationName.
 * Format (our choice; the SPEC names the parameter only): comma-separated `testId:variation` pairs, e.g.
 * `?experiments=suppress-vin-capture:B,display-msr:B`. Spaces around names are ignored; a pair without a test or a
 * variation is skipped; a later pair for the same test wins. The sandbox answers 400 for an unknown test or variation.
 */
export function toForcedVariations(parameter: string | null | undefined): Record<string, string> {
  const forced: Record<string, string> = {};
  for (const pair of (parameter ?? '').split(',')) {
    const separator = pair.indexOf(':');
    if (separator === -1) continue;
    const testId = pair.slice(0, separator).trim();
    const variation = pair.slice(separator + 1).trim();
    if (testId && variation) forced[testId] = variation;
  }
  return forced;
}
