import { describe, it } from 'vitest';
import type { FunnelConfig, FunnelEnvironment } from '../../../engine/config/types';
import { expectLintCase } from './lintFixture';
import type { LintCase } from './lintFixture';

const environment = (name: FunnelEnvironment['name'], hosts: string[]): FunnelEnvironment => ({ name, hosts, chat: { assistant: true, liveAgent: false }, logLevels: ['log-error'] });
/** The fixture's environments replaced: Localhost, Dev, QA (with these hosts), then Prod, the fallback. */
const withEnvironments = (c: FunnelConfig, hosts: { localhost?: string[]; dev?: string[]; qa?: string[] }) =>
  void (c.funnel.environments = [
    environment('Localhost', hosts.localhost ?? ['localhost']),
    environment('Dev', hosts.dev ?? ['dev.*', '*.dev.*']),
    environment('QA', hosts.qa ?? ['qa.*']),
    environment('Prod', []),
  ]);

const cases: LintCase[] = [
  { name: 'environments whose patterns each select their own pass', mutate: (c) => withEnvironments(c, {}), expected: [] },
  {
    name: 'a pattern with a port, or an IPv6 address without its brackets, matches no host name: what to write',
    mutate: (c) => withEnvironments(c, { localhost: ['localhost:8080', '::1', '[::1]:5173'] }),
    expected: [
      { file: 'funnel.yaml', at: '59:9', message: 'Host pattern "localhost:8080" has a port (:8080), but the environment is chosen by the page\'s host name, which has none, so it matches no page; write "localhost"', exact: true },
      { file: 'funnel.yaml', at: '60:9', message: 'Host pattern "::1" is an IPv6 address, which a browser gives as the host name in brackets, so it matches no page; write "[::1]"', exact: true },
      { file: 'funnel.yaml', at: '61:9', message: 'Host pattern "[::1]:5173" has a port (:5173)', },
    ],
  },
  {
    name: "a pattern an earlier environment's pattern already matches (it never selects its own)",
    mutate: (c) => withEnvironments(c, { localhost: ['localhost', 'dev.*'] }),
    expected: [{ file: 'funnel.yaml', at: '68:9', message: 'Host pattern "dev.*" never selects Dev: every host it matches is matched first by "dev.*" of Localhost, listed earlier; remove it or move Dev above', exact: true }],
  },
  {
    name: 'a host name under an earlier wildcard pattern',
    mutate: (c) => withEnvironments(c, { qa: ['qa.example.com', 'qa.dev.example.com'] }),
    expected: [{ file: 'funnel.yaml', at: '77:9', message: 'Host pattern "qa.dev.example.com" never selects QA: every host it matches is matched first by "*.dev.*" of Dev, listed earlier' }],
  },
  {
    name: 'a pattern only partly matched earlier passes (dev-qa.* is not all of *.dev.*)',
    mutate: (c) => withEnvironments(c, { qa: ['*.qa.*', 'qa.*'], dev: ['dev.*'] }),
    expected: [],
  },
  {
    name: 'an environment every pattern of which is taken, not the last: never chosen',
    mutate: (c) => withEnvironments(c, { qa: ['dev.*'] }),
    expected: [
      { file: 'funnel.yaml', at: '74:11', message: 'Environment "QA" is never chosen: every one of its host patterns is matched by an earlier one, and it is not the last (the one a host none matches runs as)', exact: true },
      { file: 'funnel.yaml', at: '76:9', message: 'Host pattern "dev.*" never selects QA' },
    ],
  },
  {
    name: '"*" before the last environment: reported once, naming the environments it leaves unused',
    mutate: (c) => withEnvironments(c, { dev: ['*', '*.dev.*'] }),
    expected: [{ file: 'funnel.yaml', at: '67:9', message: 'Host pattern "*" matches every host, so QA, Prod, listed after Dev, never apply (the last not even to a host no pattern matches); to run hosts no pattern matches as Dev, list it last and leave "*" out', exact: true }],
  },
  {
    name: "a pattern the same environment's earlier one covers adds nothing (a warning)",
    mutate: (c) => withEnvironments(c, { dev: ['dev.*', 'dev.example.com'] }),
    expected: [{ file: 'funnel.yaml', at: '68:9', message: 'Host pattern "dev.example.com" adds nothing: every host it matches, "dev.*" before it in Dev\'s hosts already matches; remove it', exact: true }],
  },
  {
    name: 'an environment listed twice (a copy not renamed)',
    mutate: (c) => {
      withEnvironments(c, {});
      c.funnel.environments[2]!.name = 'Dev';
    },
    expected: [{ file: 'funnel.yaml', at: '74:11', message: 'Environment "Dev" is listed twice (items 2 and 3 of environments): is one a copy whose name was not changed? Give each its own name', exact: true }],
  },
];

describe('environment-hosts', () => {
  it.each(cases)('$name', (row) => expectLintCase('environment-hosts', row));
});

const retryCases: LintCase[] = [
  { name: "the fixture's backoff passes", mutate: () => {}, expected: [] },
  {
    name: 'a base delay above the longest (the two swapped): the backoff never grows',
    mutate: (c) => Object.assign(c.funnel.calls.retries, { baseDelayMilliseconds: 3000, maxDelayMilliseconds: 300 }),
    expected: [{ file: 'funnel.yaml', at: '108:28', message: 'baseDelayMilliseconds 3000 is more than maxDelayMilliseconds 300: every wait is capped at 300 ms from the first retry, so the backoff never grows (were the two swapped?)', exact: true }],
  },
  {
    name: "the live agent's status asked less often after failures than the longest wait allows (the two swapped)",
    mutate: (c) => Object.assign(c.funnel.constants, { agentStatusPollMilliseconds: 60000, agentStatusMaxPollMilliseconds: 15000 }),
    expected: [{ file: 'funnel.yaml', at: '44:32', message: 'agentStatusPollMilliseconds 60000 is more than agentStatusMaxPollMilliseconds 15000: the live-agent service is asked every 60000 ms after failures as before them: the wait never grows (were the two swapped?)', exact: true }],
  },
  { name: 'an equal base and longest delay pass (every wait up to that long)', mutate: (c) => Object.assign(c.funnel.calls.retries, { baseDelayMilliseconds: 500, maxDelayMilliseconds: 500 }), expected: [] },
];

describe('call-retries', () => {
  it.each(retryCases)('$name', (row) => expectLintCase('call-retries', row));
});
