import type { NavigationRule } from '../config/types';
import type { FunnelModel } from '../compile/FunnelModel';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { getAtPath } from './getAtPath';
import { NavigationError } from './NavigationError';

/** Where a scenario leads, which rule decided it, and why the earlier rules did not (DESIGN principle 5). */
export interface NavigationDecision {
  from: string;
  scenario: string;
  to: string;
  query: Record<string, string>;
  rule: NavigationRule;
  ruleIndex: number;
  trace: Array<{ index: number; to: string; matched: boolean; reason: string }>;
}

/** Resolves a scenario of a page to its destination: the first rule whose `when` holds. Pure. */
export function resolveNavigation(
  model: FunnelModel,
  pageId: string,
  scenario: string,
  context: ConditionContext,
): NavigationDecision {
  const page = model.pages[pageId];
  if (!page) throw new NavigationError('unknown-page', `No page named "${pageId}"`, pageId, scenario);
  const rules = page.navigation[scenario];
  if (!rules) {
    throw new NavigationError(
      'missing-scenario',
      `Page "${pageId}" has no navigation for scenario "${scenario}"`,
      pageId,
      scenario,
    );
  }
  const trace: NavigationDecision['trace'] = [];
  for (const [index, rule] of rules.entries()) {
    const result = rule.when ? evaluateCondition(rule.when, context) : { value: true, reason: 'unconditional' };
    trace.push({ index, to: rule.to, matched: result.value, reason: result.reason });
    if (result.value) {
      const query: Record<string, string> = {};
      for (const [name, value] of Object.entries(rule.query ?? {})) {
        const resolved = typeof value === 'string' ? value : getAtPath(context.state, value.from);
        if (resolved !== undefined && resolved !== null && resolved !== '') query[name] = String(resolved);
      }
      return { from: pageId, scenario, to: rule.to, query, rule, ruleIndex: index, trace };
    }
  }
  throw new NavigationError(
    'no-rule-matched',
    `No navigation rule of "${pageId}" → "${scenario}" holds: ${trace.map((t) => `${t.to}: ${t.reason}`).join('; ')}`,
    pageId,
    scenario,
  );
}
