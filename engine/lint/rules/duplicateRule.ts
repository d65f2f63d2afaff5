import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationEntry } from '../../config/types';
import { isSequenceReference } from '../../compile/isSequenceReference';
import { isDeepEqual } from '../../runtime/isDeepEqual';
import { sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/**
 * Two rules of one scenario (or of one sequence's `after` or `before` list) with the same `when`: the second can never
 * be chosen (first match wins). Two rules with no `when` are left to unreachable-rule.
 */
export const duplicateRule: LintRule = {
  code: 'duplicate-rule',
  description: 'Two rules of one scenario have the same condition, so the later one never applies.',
  severity: 'error',
  check({ config, sources, report }) {
    /** Reports each rule of a list whose condition an earlier rule of the list already has. */
    const checkList = (list: readonly NavigationEntry[], file: string, path: JsonPath, what: string) => {
      list.forEach((rule, index) => {
        if (isSequenceReference(rule) || rule.when === undefined) return;
        const earlier = list.findIndex((other, j) => j < index && !isSequenceReference(other) && isDeepEqual(other.when, rule.when));
        if (earlier < 0) return;
        report({
          file,
          path: [...path, index, 'when'],
          message: `Rule ${index + 1} of ${what} has the same condition as rule ${earlier + 1}, so it never applies`,
        });
      });
    };
    for (const page of config.pages) {
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (Array.isArray(value)) checkList(value, sources.getPageFile(page.id), ['navigation', scenario], `scenario "${scenario}"`);
      }
    }
    for (const [name, sequence] of Object.entries(config.sequences ?? {})) {
      for (const part of ['after', 'before'] as const) {
        const value = sequence[part];
        if (Array.isArray(value)) checkList(value, sequencesFile, ['sequences', name, part], `sequence "${name}" ${part}`);
      }
    }
  },
};
