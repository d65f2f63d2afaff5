import type { JsonPath } from '../config/Diagnostic';
import type { Condition, FunnelConfig } from '../config/types';
import type { SourceIndex } from '../config/SourceIndex';
import { getBindingChoices, getBindings } from './getBindings';
import { getNavigationRules } from './getNavigationRules';
import { getSequenceRules, sequencesFile } from './getSequenceRules';

/** Where a condition is written. */
export interface ConditionSite {
  condition: Condition;
  file: string;
  /** JSON path of this condition object in `file`. */
  path: JsonPath;
  /** What the condition decides. */
  role: 'prerequisites' | 'navigation' | 'button' | 'action' | 'load' | 'submit' | 'cascade';
}

/**
 * Calls `visit` for every condition of the config and every condition nested in it (`all`, `any`, `not`): page
 * prerequisites, navigation `when` (sequence steps and rules too), button `when`, binding `when`, `refuse`, `inform`
 * and value choices (`if`) of `load`, `submit` and actions, cascade `unless`.
 */
export function visitConditions(config: FunnelConfig, sources: SourceIndex, visit: (site: ConditionSite) => void): void {
  const walk = (condition: Condition, file: string, path: JsonPath, role: ConditionSite['role']): void => {
    visit({ condition, file, path, role });
    if ('all' in condition) condition.all.forEach((child, i) => walk(child, file, [...path, 'all', i], role));
    else if ('any' in condition) condition.any.forEach((child, i) => walk(child, file, [...path, 'any', i], role));
    else if ('not' in condition) walk(condition.not, file, [...path, 'not'], role);
  };
  for (const page of config.pages) {
    const file = sources.getPageFile(page.id);
    if (page.prerequisites) walk(page.prerequisites, file, ['prerequisites'], 'prerequisites');
    for (const { rule, path } of getNavigationRules(page)) {
      if (rule.when) walk(rule.when, file, [...path, 'when'], 'navigation');
    }
    (page.buttons ?? []).forEach((action, i) => {
      if (action.when) walk(action.when, file, ['buttons', i, 'when'], 'button');
    });
    for (const { binding, path, list } of getBindings(page)) {
      const role = typeof list === 'string' ? list : 'action';
      if (binding.when) walk(binding.when, file, [...path, 'when'], role);
      (binding.refuse ?? []).forEach((refusal, j) => walk(refusal.when, file, [...path, 'refuse', j, 'when'], role));
      (binding.inform ?? []).forEach((notice, j) => walk(notice.when, file, [...path, 'inform', j, 'when'], role));
      for (const choice of getBindingChoices(binding)) walk(choice.condition, file, [...path, ...choice.at], role);
    }
  }
  for (const { rule, path } of getSequenceRules(config)) {
    if (rule.when) walk(rule.when, sequencesFile, [...path, 'when'], 'navigation');
  }
  config.cascades.forEach((cascade, i) => {
    cascade.reset.forEach((reset, j) => {
      if (typeof reset !== 'string') walk(reset.unless, 'cascades.yaml', ['cascades', i, 'reset', j, 'unless'], 'cascade');
    });
  });
}
