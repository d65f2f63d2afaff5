import type { JsonPath } from '../config/Diagnostic';
import type { NavigationEntry, NavigationRule, PageConfig } from '../config/types';
import { isSequenceReference } from '../compile/isSequenceReference';

/** One navigation rule of a page with its scenario and where it is written. */
export interface LocatedNavigationRule {
  scenario: string;
  rule: NavigationRule;
  /** Position in the scenario's list, or null when the scenario is a single rule. */
  index: number | null;
  /** JSON path of the rule in the page file. */
  path: JsonPath;
}

/**
 * Every navigation rule written in a page, in order, whether a scenario holds one rule or a list. `{ sequence }`
 * entries are left out: the rules they stand for are written in sequences.yaml (getSequenceRules).
 */
export function getNavigationRules(page: PageConfig): LocatedNavigationRule[] {
  const rules: LocatedNavigationRule[] = [];
  const add = (scenario: string, entry: NavigationEntry, index: number | null, path: JsonPath) => {
    if (!isSequenceReference(entry)) rules.push({ scenario, rule: entry, index, path });
  };
  for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => add(scenario, entry, index, ['navigation', scenario, index]));
    } else {
      add(scenario, value, null, ['navigation', scenario]);
    }
  }
  return rules;
}
