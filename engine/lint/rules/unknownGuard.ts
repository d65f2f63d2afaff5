import { conditionGuardNames, entryGuards } from '../../compile/registry';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

/** Every condition `guard:` and page `guards:` entry must name a guard registered in engine/compile/registry.ts (DESIGN principle 1). */
export const unknownGuard: LintRule = {
  code: 'unknown-guard',
  description: 'A condition guard or a page entry guard is not registered in engine/compile/registry.ts.',
  severity: 'error',
  check({ config, sources, report }) {
    const conditionGuards: readonly string[] = conditionGuardNames;
    const pageGuards = Object.keys(entryGuards);
    visitConditions(config, sources, ({ condition, file, path }) => {
      if (!('guard' in condition) || conditionGuards.includes(condition.guard)) return;
      const name = condition.guard;
      const hint = pageGuards.includes(name)
        ? `; "${name}" is an entry guard (page guards:), not a condition guard`
        : didYouMean(name, conditionGuards);
      report({ file, path: [...path, 'guard'], message: `Unknown condition guard "${name}"${hint}` });
    });
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      (page.guards ?? []).forEach((name, index) => {
        if (pageGuards.includes(name)) return;
        const hint = conditionGuards.includes(name)
          ? `; "${name}" is a condition guard (use it in a when:), not an entry guard`
          : didYouMean(name, pageGuards);
        report({ file, path: ['guards', index], message: `Unknown entry guard "${name}"${hint}` });
      });
    }
  },
};
