import type { LoggingOption } from './toLoggingOption';

/** Whether a stored `state.user.loggingOption` is one of the SPEC §9 logging options (anything else counts as off). */
export function isLoggingOption(value: unknown): value is LoggingOption {
  return value === 'all' || value === 'last5';
}
