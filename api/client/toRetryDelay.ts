import type { FunnelCallPolicy } from '../../engine/config/types';

/** What decides the wait before the next try of a call. */
export interface RetryDelayInput {
  /** The try that just failed: 1 for the first. */
  attempt: number;
  /** What the answer's Retry-After asked for (readRetryAfter), or null. */
  retryAfterMilliseconds: number | null;
  /** funnel.yaml `calls.retries`. */
  retries: FunnelCallPolicy['retries'];
  /** A random number in [0, 1). */
  random: () => number;
}

/**
 * The wait before try `attempt + 1` (funnel.yaml `calls.retries`), or null when the call is not to be tried again:
 * the tries are used up, or the answer asked to wait longer than `maxRetryAfterMilliseconds`. Exponential backoff with
 * full jitter (a random wait up to base × 2^(attempt-1), at most the max), so visitors failed by one outage do not all
 * come back at once; never sooner than Retry-After.
 */
export function toRetryDelay({ attempt, retryAfterMilliseconds, retries, random }: RetryDelayInput): number | null {
  if (attempt > retries.attempts) return null;
  if (retryAfterMilliseconds !== null && retryAfterMilliseconds > retries.maxRetryAfterMilliseconds) return null;
  const ceiling = Math.min(retries.maxDelayMilliseconds, retries.baseDelayMilliseconds * 2 ** (attempt - 1));
  const backoff = Math.floor(random() * ceiling);
  return Math.max(backoff, retryAfterMilliseconds ?? 0);
}
