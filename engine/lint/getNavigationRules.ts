import type { JsonPath } from '../config/Diagnostic';
import type { NavigationRule, PageConfig } from '../config/types';

/** One navigation rule of a page with its scenario and where it is written. */
export interface LocatedNavigationRule {
  scenario: string;
  rule: NavigationRule;
  /** Position in the scenario's list, or null when the scenario is a single rule. */
  index: number | null;
  /** JSON path of the rule in the page file. */
  path: JsonPath;
}

/** Every navigation rule of a page, in order, whether a scenario holds one rule or a list. */
export function getNavigationRules(page: PageConfig): LocatedNavigationRule[] {
  const rules: LocatedNavigationRule[] = [];
  for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
    if (Array.isArray(value)) {
      value.forEach((rule, index) => rules.push({ scenario, rule, index, path: ['navigation', scenario, index] }));
    } else {
      rules.push({ scenario, rule: value, index: null, path: ['navigation', scenario] });
    }
  }
  return rules;
}
