import { isOperationName, operationNames } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * An API binding `call` must name an operation of engine/domain/operations.ts (SPEC §7, DESIGN principle 1); a binding
 * without a call stores a `value` and must say where (`into`).
 */
export const unknownOperation: LintRule = {
  code: 'unknown-operation',
  description: 'An API binding calls an operation not listed in engine/domain/operations.ts.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const role of ['load', 'submit'] as const) {
        (page[role] ?? []).forEach((binding, index) => {
          if (binding.call === undefined) {
            if (binding.value !== undefined && binding.into !== undefined) return;
            report({ file, path: [role, index], message: 'A binding needs a call, or a value and where it goes (into)' });
            return;
          }
          if (isOperationName(binding.call)) return;
          report({
            file,
            path: [role, index, 'call'],
            message: `Unknown operation "${binding.call}"${didYouMean(binding.call, operationNames)}`,
          });
        });
      }
    }
  },
};
