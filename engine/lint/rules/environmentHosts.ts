import { toHostPattern } from '../../domain/getEnvironment';
import type { LintRule } from '../LintRule';

/**
 * SPEC §9 environments: the funnel runs in the first environment one of whose host patterns matches the page's host
 * name, else in the last one listed (getEnvironment). A host pattern every host of which an earlier environment's
 * pattern already matches never selects its environment (`dev.*` under Localhost and Dev: Dev's chat and log levels
 * never apply there); a pattern of stars alone in an environment that is not the last leaves the later ones unused,
 * the last even as the fallback; an environment named twice is usually a copy not renamed. An environment whose every
 * pattern is taken, and which is not the last (the fallback), is never chosen at all. A pattern that an earlier one
 * of the same environment covers adds nothing (a warning).
 */
export const environmentHosts: LintRule = {
  code: 'environment-hosts',
  description: 'funnel.yaml environments: a host pattern an earlier environment already matches (it never selects its own), one that matches no page (a port, an IPv6 address without its brackets), a "*" that leaves the later environments unused, or two environments with one name.',
  severity: 'error',
  check({ config, report }) {
    const environments = config.funnel.environments ?? [];
    environments.forEach((environment, index) => {
      const namedBefore = environments.findIndex((other) => other.name === environment.name);
      if (namedBefore < index) {
        report({ file: 'funnel.yaml', path: ['environments', index, 'name'], message: `Environment "${environment.name}" is listed twice (items ${namedBefore + 1} and ${index + 1} of environments): is one a copy whose name was not changed? Give each its own name` });
      }
      const hosts = environment.hosts ?? [];
      const later = environments.slice(index + 1).map((other) => other.name);
      const afterCatchAll = environments.slice(0, index).some((other) => (other.hosts ?? []).some(isCatchAll));
      let taken = 0;
      hosts.forEach((pattern, patternIndex) => {
        const at = ['environments', index, 'hosts', patternIndex];
        // A host name has no port (location.hostname): `localhost:8080` matches no page, and an IPv6 host name is
        // written in brackets (`[::1]`).
        const port = /^(\[[^\]]*\]|[^:[\]]*):(\d+|\*)$/.exec(pattern);
        const bareIpv6 = !port && /^[0-9a-fA-F:*]*:[0-9a-fA-F:*]*$/.test(pattern) && pattern.includes('::');
        if (port || bareIpv6) {
          const meant = port ? port[1]! : `[${pattern}]`;
          const why = port ? `has a port (:${port[2]}), but the environment is chosen by the page's host name, which has none` : 'is an IPv6 address, which a browser gives as the host name in brackets';
          report({ file: 'funnel.yaml', path: at, message: `Host pattern "${pattern}" ${why}, so it matches no page; write "${meant}"` });
        }
        if (isCatchAll(pattern) && !afterCatchAll && later.length > 0 && hosts.findIndex(isCatchAll) === patternIndex) {
          // Every host: the environments listed after this one never apply, the last not even as the fallback.
          report({ file: 'funnel.yaml', path: at, message: `Host pattern "${pattern}" matches every host, so ${later.join(', ')}, listed after ${environment.name}, never ${later.length > 1 ? 'apply' : 'applies'} (the last not even to a host no pattern matches); to run hosts no pattern matches as ${environment.name}, list it last and leave "${pattern}" out` });
        }
        const earlier = findEarlierMatch(environments.slice(0, index), hosts.slice(0, patternIndex), pattern);
        if (!earlier) return;
        taken += 1;
        if (afterCatchAll) return; // the catch-all pattern is reported once, above
        if (earlier.environment === undefined) {
          if (isCatchAll(earlier.pattern) && later.length > 0) return; // the catch-all is reported, above
          report({ file: 'funnel.yaml', path: at, severity: 'warning', message: `Host pattern "${pattern}" adds nothing: every host it matches, "${earlier.pattern}" before it in ${environment.name}'s hosts already matches; remove it` });
          return;
        }
        report({ file: 'funnel.yaml', path: at, message: `Host pattern "${pattern}" never selects ${environment.name}: every host it matches is matched first by "${earlier.pattern}" of ${earlier.environment}, listed earlier; remove it or move ${environment.name} above` });
      });
      if (hosts.length > 0 && taken === hosts.length && index < environments.length - 1 && !afterCatchAll) {
        report({ file: 'funnel.yaml', path: ['environments', index, 'name'], severity: 'warning', message: `Environment "${environment.name}" is never chosen: every one of its host patterns is matched by an earlier one, and it is not the last (the one a host none matches runs as)` });
      }
    });
  },
};

/**
 * The earlier pattern (of earlier environments, or earlier in the same list) that matches every host `pattern` does.
 * An earlier pattern that matches `pattern`'s own text, its `*` runs taken as characters, does: each `*` of `pattern`
 * falls in a `*` run of the earlier one, which matches whatever stands there.
 */
function findEarlierMatch(environments: ReadonlyArray<{ name: string; hosts?: string[] }>, ownEarlier: readonly string[], pattern: string): { environment?: string; pattern: string } | undefined {
  const text = pattern.toLowerCase();
  for (const environment of environments) {
    const found = (environment.hosts ?? []).find((earlier) => toHostPattern(earlier).test(text));
    if (found !== undefined) return { environment: environment.name, pattern: found };
  }
  const own = ownEarlier.find((earlier) => toHostPattern(earlier).test(text));
  return own !== undefined ? { pattern: own } : undefined;
}

/** A pattern of stars alone matches every host name. */
const isCatchAll = (pattern: string): boolean => /^\*+$/.test(pattern);
