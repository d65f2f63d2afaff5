/**
 * A numeric experiment setting (SPEC §9: Waitlist_Threshold_Days, AfterPayExtendedPayOptionThreshold, the insurance
 * tab thresholds): a number, or a number as text (settings travel as JSON); anything else, or missing, is null.
 */
export function getSettingNumber(settings: Record<string, string | number | boolean>, key: string): number | null {
  const value = settings[key];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}
