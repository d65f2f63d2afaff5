/**
 * SPEC §9 experiment setting Offer_Promo_On_Pkg, read from the X-Experiment-Settings header (a JSON object, see
 * api/client/toRequestHeaders.ts): the package promo is offered unless the setting is false ("false", 0).
 * A missing or unreadable header offers it.
 */
export function isPackagePromoOffered(experimentSettingsHeader: string | string[] | undefined): boolean {
  const text = Array.isArray(experimentSettingsHeader) ? experimentSettingsHeader[0] : experimentSettingsHeader;
  if (!text) return true;
  let settings: unknown;
  try {
    settings = JSON.parse(text);
  } catch {
    return true;
  }
  if (settings === null || typeof settings !== 'object') return true;
  const value = (settings as Record<string, unknown>).Offer_Promo_On_Pkg;
  return !(value === false || value === 0 || (typeof value === 'string' && ['false', '0'].includes(value.trim().toLowerCase())));
}
