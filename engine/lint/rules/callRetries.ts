import type { LintRule } from '../LintRule';

/**
 * A wait that doubles after each failure, up to a longest wait: funnel.yaml `calls` (issue #13: before try n+1 a failed
 * call waits a random time of up to base × 2^(n-1), at most `maxDelayMilliseconds`) and the live agent's status,
 * asked every `agentStatusPollMilliseconds` and after failures at most every `agentStatusMaxPollMilliseconds` (SPEC §4
 * chat). A base above the longest wait caps every wait from the first failure on, so the backoff never grows (usually
 * the two swapped).
 */
const backoffs = [
  { file: 'funnel.yaml', base: ['calls', 'retries', 'baseDelayMilliseconds'], max: ['calls', 'retries', 'maxDelayMilliseconds'], effect: 'every wait is capped at {max} ms from the first retry, so the backoff never grows' },
  { file: 'funnel.yaml', base: ['constants', 'agentStatusPollMilliseconds'], max: ['constants', 'agentStatusMaxPollMilliseconds'], effect: 'the live-agent service is asked every {base} ms after failures as before them: the wait never grows' },
] as const;

export const callRetries: LintRule = {
  code: 'call-retries',
  description: 'funnel.yaml: a base delay above its longest delay (calls.retries, the live agent\'s status polling): the backoff never grows.',
  severity: 'warning',
  check({ config, report }) {
    const read = (path: readonly string[]): unknown => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config.funnel);
    for (const { file, base: basePath, max: maxPath, effect } of backoffs) {
      const [base, max] = [read(basePath), read(maxPath)];
      if (typeof base !== 'number' || typeof max !== 'number' || base <= max) continue;
      const [baseName, maxName] = [basePath.at(-1), maxPath.at(-1)];
      report({ file, path: [...basePath], message: `${baseName} ${base} is more than ${maxName} ${max}: ${effect.replace('{max}', String(max)).replace('{base}', String(base))} (were the two swapped?)` });
    }
  },
};
