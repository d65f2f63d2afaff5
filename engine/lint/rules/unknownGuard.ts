import { conditionGuardInputs, conditionGuardNames, entryGuards, type ConditionGuardName } from '../../compile/registry';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

/**
 * Every condition `guard:` and page `guards:` entry must name a guard registered in engine/compile/registry.ts
 * (DESIGN principle 1), and a condition guard gets exactly the inputs it takes (`with:`).
 */
export const unknownGuard: LintRule = {
  code: 'unknown-guard',
  description: 'A condition guard or a page entry guard is not registered in engine/compile/registry.ts.',
  severity: 'error',
  check({ config, sources, report }) {
    const conditionGuards: readonly string[] = conditionGuardNames;
    const pageGuards = Object.keys(entryGuards);
    visitConditions(config, sources, ({ condition, file, path }) => {
      if (!('guard' in condition)) return;
      const call = condition.guard;
      const name = typeof call === 'string' ? call : call.name;
      const namePath = typeof call === 'string' ? [...path, 'guard'] : [...path, 'guard', 'name'];
      if (!conditionGuards.includes(name)) {
        const hint = pageGuards.includes(name)
          ? `; "${name}" is an entry guard (page guards:), not a condition guard`
          : didYouMean(name, conditionGuards);
        report({ file, path: namePath, message: `Unknown condition guard "${name}"${hint}` });
        return;
      }
      const takes = conditionGuardInputs[name as ConditionGuardName] ?? [];
      const given = typeof call === 'string' ? [] : Object.keys(call.with);
      for (const input of given.filter((input) => !takes.includes(input))) {
        report({ file, path: [...path, 'guard', 'with', input], onKey: true, message: `Guard "${name}" takes no input "${input}"${didYouMean(input, takes)}` });
      }
      const missing = takes.filter((input) => !given.includes(input));
      if (missing.length > 0) {
        report({ file, path: namePath, message: `Guard "${name}" needs ${missing.map((input) => `"${input}"`).join(', ')}: write {guard: {name: ${name}, with: {${missing.map((input) => `${input}: <state path>`).join(', ')}}}}` });
      }
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
