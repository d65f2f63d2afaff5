import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationRule } from '../../config/types';
import { didYouMean } from '../didYouMean';
import { getKnownStatePaths } from '../getKnownStatePaths';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';
import { getConditionStatePaths } from '../getConditionStatePaths';
import { visitConditions } from '../visitConditions';

/**
 * Every state path written in YAML must exist in createInitialState() or lie below an open map
 * (engine/domain/state.ts): conditions, `fields.bind`, binding `into` and `{from}` params, navigation query `{from}`
 * and `set` keys, cascade `watch` and `reset` (DESIGN principle 5: a condition that cannot be evaluated is an error).
 */
export const unknownStatePath: LintRule = {
  code: 'unknown-state-path',
  description: 'A state path in a condition, binding, query or cascade does not exist in the funnel state.',
  severity: 'error',
  check({ config, sources, report }) {
    const check = (statePath: string, file: string, path: JsonPath, allowForm = false, onKey = false): void => {
      if (isKnownStatePath(statePath, { allowForm })) return;
      report({ file, path, onKey, message: `Unknown state path "${statePath}"${didYouMean(statePath, getKnownStatePaths())}` });
    };

    /** A navigation rule's query `{from}` and `set` keys. */
    const checkRule = (rule: NavigationRule, file: string, path: JsonPath): void => {
      for (const [name, value] of Object.entries(rule.query ?? {})) {
        if (typeof value === 'object') check(value.from, file, [...path, 'query', name, 'from']);
      }
      for (const statePath of Object.keys(rule.set ?? {})) check(statePath, file, [...path, 'set', statePath], false, true);
    };

    visitConditions(config, sources, ({ condition, file, path }) => {
      for (const read of getConditionStatePaths(condition)) check(read.statePath, file, [...path, ...read.at]);
    });

    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const [field, statePath] of Object.entries(page.fields?.bind ?? {})) {
        check(statePath, file, ['fields', 'bind', field]);
      }
      for (const role of ['load', 'submit'] as const) {
        (page[role] ?? []).forEach((binding, index) => {
          if (binding.into !== undefined) check(binding.into, file, [role, index, 'into']);
          for (const [name, value] of Object.entries(binding.params ?? {})) {
            if (value !== null && typeof value === 'object') check(value.from, file, [role, index, 'params', name, 'from'], true);
          }
          const stored = binding.value;
          if (stored !== null && typeof stored === 'object') check(stored.from, file, [role, index, 'value', 'from'], true);
        });
      }
      for (const { rule, path } of getNavigationRules(page)) checkRule(rule, file, path);
    }
    for (const { rule, path } of getSequenceRules(config)) checkRule(rule, sequencesFile, path);

    config.cascades.forEach((cascade, i) => {
      cascade.watch.forEach((statePath, j) => check(statePath, 'cascades.yaml', ['cascades', i, 'watch', j]));
      cascade.reset.forEach((reset, j) => {
        if (typeof reset === 'string') check(reset, 'cascades.yaml', ['cascades', i, 'reset', j]);
        else check(reset.path, 'cascades.yaml', ['cascades', i, 'reset', j, 'path']);
      });
    });
  },
};
