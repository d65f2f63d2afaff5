import { isDeepEqual } from '../../runtime/isDeepEqual';
import type { LintRule } from '../LintRule';

/**
 * Two rules of one scenario with the same `when`: the second can never be chosen (first match wins). Two rules with
 * no `when` are left to unreachable-rule.
 */
export const duplicateRule: LintRule = {
  code: 'duplicate-rule',
  description: 'Two rules of one scenario have the same condition, so the later one never applies.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (!Array.isArray(value)) continue;
        value.forEach((rule, index) => {
          if (rule.when === undefined) return;
          const earlier = value.findIndex((other, j) => j < index && isDeepEqual(other.when, rule.when));
          if (earlier < 0) return;
          report({
            file: sources.getPageFile(page.id),
            path: ['navigation', scenario, index, 'when'],
            message: `Rule ${index + 1} of scenario "${scenario}" has the same condition as rule ${earlier + 1}, so it never applies`,
          });
        });
      }
    }
  },
};
