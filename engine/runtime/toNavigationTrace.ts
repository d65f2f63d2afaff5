import type { FunnelModel } from '../compile/FunnelModel';
import type { DecisionKind, DecisionRule, DecisionTrace } from './DecisionTrace';
import type { ConditionContext } from './evaluateCondition';
import { explainCondition } from './explainCondition';
import type { NavigationDecision } from './resolveNavigation';

/** Who resolved the scenario: a submit or action (navigation), or a guard, handler or auto-route that named it. */
export interface NavigationDecider {
  kind: Extract<DecisionKind, 'navigation' | 'guard' | 'handler' | 'autoRoute'>;
  /** The guard or handler's name. */
  by?: string;
}

/**
 * The decision trace (DESIGN principle 12) of one resolved navigation: the decision itself, with each rule evaluated
 * (its condition explained without personal data) and the rule taken, followed by one `skip` entry for each sequence
 * step passed over on the way (SPEC §2 question pages: "empty stages skipped"). Call it with the context the decision
 * was resolved in, before the taken rule's `set` changes the state: the conditions are evaluated again to explain them.
 */
export function toNavigationTrace(
  model: FunnelModel,
  decision: NavigationDecision,
  context: ConditionContext,
  decider: NavigationDecider = { kind: 'navigation' },
): DecisionTrace[] {
  const compiled = model.pages[decision.from]?.navigation[decision.scenario] ?? [];
  const rules: DecisionRule[] = decision.trace.map((step) => {
    const rule = compiled[step.index];
    const entry: DecisionRule = { index: step.index, to: step.to, taken: step.index === decision.ruleIndex };
    if (rule?.note) entry.note = rule.note;
    if (rule?.when) entry.condition = explainCondition(rule.when, context);
    return entry;
  });
  const taken = rules.find((rule) => rule.taken) ?? null;
  const main: DecisionTrace = {
    kind: decider.kind,
    page: decision.from,
    scenario: decision.scenario,
    ...(decider.by ? { by: decider.by } : {}),
    to: decision.to,
    taken,
    rules,
  };
  const skips = rules
    .filter((rule) => !rule.taken && compiled[rule.index]?.sequence !== undefined && rule.to !== decision.to)
    .map((rule): DecisionTrace => ({
      kind: 'skip',
      page: decision.from,
      scenario: decision.scenario,
      skipped: rule.to,
      to: decision.to,
      taken: null,
      rules: [rule],
    }));
  return [main, ...skips];
}
