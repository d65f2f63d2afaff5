import { expandNavigation } from '../../compile/expandNavigation';
import type { LintRule } from '../LintRule';

/**
 * A screen that is not terminal must have a way on: some navigation rule (written, or from a sequence it goes through)
 * to another page (DESIGN principle 4).
 */
export const deadEnd: LintRule = {
  code: 'dead-end',
  description: 'A non-terminal page has no navigation rule leading to another page.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      if (page.kind !== 'page' || page.terminal) continue;
      const rules = Object.values(expandNavigation(page, config.sequences, true)).flat();
      if (rules.some((rule) => rule.to !== page.id)) continue;
      report({
        file: sources.getPageFile(page.id),
        path: ['navigation'],
        message: `Page "${page.id}" is a dead end: no navigation rule leads to another page (mark it terminal: true if the journey ends here)`,
      });
    }
  },
};
