import type { NavigationDecision } from '../runtime/resolveNavigation';

/**
 * One navigation decision as lines for people: where the scenario led, then each rule tried with why it held or not
 * (DESIGN principle 12). The one place `funnel test` and `funnel explain` format a decision.
 */
export function formatNavigationDecision(decision: NavigationDecision): string {
  const query = new URLSearchParams(decision.query).toString();
  const head = `${decision.from} —${decision.scenario}→ ${decision.to}${query ? `?${query}` : ''}  (rule ${decision.ruleIndex + 1})`;
  const rules = decision.trace.map((tried) => `    ${tried.matched ? '✓' : '✗'} ${tried.index + 1}. ${tried.to}: ${tried.reason}`);
  return [head, ...rules].join('\n');
}
