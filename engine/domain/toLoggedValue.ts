import { isLoggingOption } from './isLoggingOption';

/**
 * A value as the logging option lets it be logged (SPEC §9 "the last-5 logging option keeps the last 5 characters of
 * a value"): whole with `all`, its last `keep` characters (funnel.yaml lastFiveLoggingCharacters) with `last5`, and
 * null (nothing is logged) when logging is off.
 */
export function toLoggedValue(value: string | number | null | undefined, option: unknown, keep: number): string | null {
  if (!isLoggingOption(option) || value === null || value === undefined) return null;
  const text = String(value);
  return option === 'last5' ? text.slice(-keep) : text;
}
