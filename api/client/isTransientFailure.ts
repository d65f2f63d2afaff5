import { isAxiosError } from 'axios';

/**
 * Whether a failed attempt may succeed if sent again: an answer whose status is listed (funnel.yaml
 * `calls.retries.statuses`: 429, 503…), or no answer at all (timed out, connection reset, the network dropped). A
 * request cancelled on purpose, or an error that is not the network's (a bug), is not.
 */
export function isTransientFailure(error: unknown, statuses: readonly number[]): boolean {
  if (!isAxiosError(error)) return false;
  if (error.response) return statuses.includes(error.response.status);
  return error.code !== 'ERR_CANCELED' && error.code !== 'ERR_BAD_OPTION' && error.code !== 'ERR_BAD_OPTION_VALUE';
}
