import type { FunnelEnvironment } from '../config/types';

/**
 * SPEC §9: the environment the funnel runs in, from funnel.yaml `environments`: the first one of whose host patterns
 * matches `hostname` (case-insensitive; `*` stands for any run of characters), else the last one listed (the fallback).
 */
export function getEnvironment(environments: readonly FunnelEnvironment[], hostname: string): FunnelEnvironment {
  const host = hostname.toLowerCase();
  const found = environments.find((environment) => environment.hosts.some((pattern) => toHostPattern(pattern).test(host)));
  const environment = found ?? environments[environments.length - 1];
  if (!environment) throw new Error('funnel.yaml declares no environment (SPEC §9)');
  return environment;
}

/** A host pattern as a whole-name regular expression. */
export function toHostPattern(pattern: string): RegExp {
  const source = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}
