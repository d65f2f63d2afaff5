import type { LintRule } from '../LintRule';

/**
 * funnel.yaml `calls` (issue #13): before try n+1 a failed call waits a random time of up to base × 2^(n-1), at most
 * `maxDelayMilliseconds`. A base above the longest wait caps every wait from the first retry on: the backoff never
 * grows (usually the two swapped).
 */
export const callRetries: LintRule = {
  code: 'call-retries',
  description: 'funnel.yaml calls.retries: a base delay above the longest delay (the backoff never grows).',
  severity: 'warning',
  check({ config, report }) {
    const retries = config.funnel.calls?.retries;
    if (!retries) return;
    const { baseDelayMilliseconds: base, maxDelayMilliseconds: max } = retries;
    if (typeof base === 'number' && typeof max === 'number' && base > max) {
      report({ file: 'funnel.yaml', path: ['calls', 'retries', 'baseDelayMilliseconds'], message: `baseDelayMilliseconds ${base} is more than maxDelayMilliseconds ${max}: every wait is capped at ${max} ms from the first retry, so the backoff never grows (were the two swapped?)` });
    }
  },
};
