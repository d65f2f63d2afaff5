/**
 * Issue #15 drop-off per edge: the studio counts the edges visitors took from the decision-trace lines analytics
 * received (DECISION custom events). Each line gives back the edge `funnel test` counts for the same decision.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import { runJourney } from '../../../engine/cli/journeys/runJourney';
import { toNavigationEdgeKey } from '../../../engine/cli/journeys/toNavigationEdgeKey';
import { startJourneySandbox } from '../../../engine/cli/startJourneySandbox';
import type { DecisionRule, DecisionTrace } from '../../../engine/runtime/DecisionTrace';
import { formatDecision } from '../../../engine/runtime/formatDecision';
import { toTakenEdge } from '../../../engine/runtime/toTakenEdge';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const notTaken = (index: number, to: string): DecisionRule => ({
  index,
  to,
  taken: false,
  condition: { operator: 'truthy', text: 'truthy order.payment.isInsurance', holds: false, found: 'is false' },
});
const taken = (index: number, to: string): DecisionRule => ({ index, to, taken: true });
const entry = (fields: Partial<DecisionTrace> & Pick<DecisionTrace, 'kind' | 'page'>): DecisionTrace => ({ scenario: null, to: null, taken: null, rules: [], ...fields });

describe('toTakenEdge: the edge of a decision-trace line', () => {
  it.each([
    {
      name: 'a navigation: the rule taken',
      decision: entry({ kind: 'navigation', page: 'quote', scenario: 'forward', to: 'schedule', taken: taken(1, 'schedule'), rules: [notTaken(0, 'insurance-company'), taken(1, 'schedule')] }),
      edge: { from: 'quote', scenario: 'forward', ruleIndex: 1, to: 'schedule' },
    },
    {
      name: 'a guard that named a scenario',
      decision: entry({ kind: 'guard', page: 'vehicle', by: 'vehicleEntry', scenario: 'verifiedInsurance', to: 'vehicle-damage', taken: taken(0, 'vehicle-damage'), rules: [taken(0, 'vehicle-damage')] }),
      edge: { from: 'vehicle', scenario: 'verifiedInsurance', ruleIndex: 0, to: 'vehicle-damage' },
    },
    {
      name: 'a handler that named a scenario',
      decision: entry({ kind: 'handler', page: 'landing', by: 'landing', scenario: 'loadSession', to: 'load-session', taken: taken(0, 'load-session'), rules: [taken(0, 'load-session')] }),
      edge: { from: 'landing', scenario: 'loadSession', ruleIndex: 0, to: 'load-session' },
    },
    {
      name: 'auto-route’s pick: the page of its order',
      decision: entry({ kind: 'autoRoute', page: 'auto-route', to: 'vin-lookup', taken: taken(5, 'vin-lookup'), rules: [notTaken(4, 'part-questions'), taken(5, 'vin-lookup')] }),
      edge: { from: 'auto-route', scenario: 'auto-route', ruleIndex: 5, to: 'vin-lookup' },
    },
    {
      name: 'a line cut at the analytics label limit (500 characters) still names its edge',
      decision: entry({ kind: 'navigation', page: 'part-questions', scenario: 'forward', to: 'quote', taken: taken(3, 'quote'), rules: [...Array.from({ length: 30 }, (_, i) => notTaken(0, `page-${i}`)), taken(3, 'quote')] }),
      edge: { from: 'part-questions', scenario: 'forward', ruleIndex: 3, to: 'quote' },
      cut: 500,
    },
    { name: 'a skipped page takes no edge', decision: entry({ kind: 'skip', page: 'part-questions', scenario: 'forward', skipped: 'molding-questions', to: 'quote', rules: [notTaken(1, 'molding-questions')] }), edge: null },
    { name: 'a guard going straight to a page takes none', decision: entry({ kind: 'guard', page: 'quote', by: 'global rule 4', to: 'confirmation' }), edge: null },
    { name: 'auto-route finding no page takes none (its fallback is a decision of its own)', decision: entry({ kind: 'autoRoute', page: 'auto-route', to: 'vehicle', rules: [notTaken(0, 'quote')] }), edge: null },
    { name: 'failed prerequisites take none', decision: entry({ kind: 'prerequisites', page: 'quote', to: 'error', rules: [notTaken(0, 'quote')] }), edge: null },
    {
      name: 'a config-version change takes none',
      decision: entry({ kind: 'configVersion', page: 'load-session', version: { saved: null, current: 'abc', kept: [], dropped: [], summary: 'saved under config an unrecorded version, now abc: no answers dropped; kept 0' } }),
      edge: null,
    },
  ])('$name', ({ decision, edge, cut }) => {
    const line = formatDecision(decision).slice(0, cut);
    expect(toTakenEdge(decision.kind, line)).toEqual(edge);
  });
});

describe('the edges of a journey’s trace lines are the edges funnel test counts', () => {
  const model = loadFunnelModel();
  let sandbox: Awaited<ReturnType<typeof startJourneySandbox>>;
  beforeAll(async () => {
    sandbox = await startJourneySandbox(model);
  }, 120_000);
  afterAll(async () => sandbox?.close());

  // A journey takes a few seconds on a quiet machine, several times that on 2 loaded cores: the limit only catches a hang.
  it.each(['mobile-card.yaml', 'keeps-coming-back.yaml', 'accord-every-question.yaml'])('%s', { timeout: 120_000 }, async (name) => {
    const file = `journeys/${name}`;
    const parsed = parseJourneyFile({ path: file, text: readFileSync(join(import.meta.dirname, '../../../funnel-config', file), 'utf8') });
    const result = await runJourney(parsed, model, sandbox);
    expect(result.failure).toBeUndefined();
    const fromLines = result.decisions
      .map((decision) => toTakenEdge(decision.kind, formatDecision(decision)))
      .filter((edge) => edge !== null)
      .map((edge) => toNavigationEdgeKey(edge.from, edge.scenario, edge.ruleIndex));
    expect(new Set(fromLines)).toEqual(result.taken);
  });
});
