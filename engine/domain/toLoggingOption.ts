/** SPEC §9 logging options: every logged value whole, or only its last 5 characters (the last-5 logging option). */
export type LoggingOption = 'all' | 'last5';

/** What each `log` query value (read case-insensitively) chooses; null turns logging off. */
const optionByParam: Record<string, LoggingOption | null> = {
  true: 'all',
  on: 'all',
  yes: 'all',
  '1': 'all',
  all: 'all',
  last5: 'last5',
  'last-5': 'last5',
  lastfive: 'last5',
  false: null,
  off: null,
  no: null,
  '0': null,
  none: null,
};

/**
 * The logging option a `log` query parameter chooses (SPEC §2 query parameters, §9 "the last-5 logging option"), kept
 * as `state.user.loggingOption`. Choice (the SPEC names the option, not its spelling): `log=true` (or on, yes, 1, all)
 * logs API responses with their values whole, `log=last5` logs them cut to their last 5 characters, `log=false` (or
 * off, no, 0, none) turns logging off. Any other value is not an option: logging stays off, so a mistyped link never
 * logs more than was asked for.
 */
export function toLoggingOption(param: string | null | undefined): LoggingOption | null {
  if (param === null || param === undefined) return null;
  return optionByParam[param.trim().toLowerCase()] ?? null;
}

