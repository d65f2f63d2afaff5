import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/**
 * Steps that keep one call's answer at one place keep the same part of it: where the others keep only a field of the
 * answer (`pick: partsOrQuestions`), a step keeping the whole answer puts every field one level down, and what reads
 * that place finds nothing (the question stages empty, every question page skipped). That is what a deleted `pick:`
 * does; the rule names the field the others pick.
 */
export const missingPick: LintRule = {
  code: 'missing-pick',
  description: 'A step keeps the whole answer of a call where the other steps keeping it there pick one field of it.',
  severity: 'error',
  check({ config, sources, report }) {
    const steps = config.pages.flatMap((page) =>
      getBindings(page)
        .filter(({ binding }) => binding.call !== undefined && binding.into !== undefined && binding.forEach === undefined)
        .map((located) => ({ ...located, page })),
    );
    for (const step of steps) {
      if (step.binding.pick !== undefined) continue;
      const picking = steps.find(
        (other) => other.binding.call === step.binding.call && other.binding.into === step.binding.into && other.binding.pick !== undefined,
      );
      if (!picking) continue;
      const where = picking.page.id === step.page.id ? 'another step of this page' : `page "${picking.page.id}"`;
      report({
        file: sources.getPageFile(step.page.id),
        path: [...step.path, 'into'],
        message: `${step.binding.into} gets the whole answer of ${step.binding.call}, where ${where} keeps only its ${picking.binding.pick} there: what reads ${step.binding.into} finds it one level down; add pick: ${picking.binding.pick}`,
      });
    }
  },
};
