import { isOperationName, operationNames } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/**
 * An API binding `call`, and a call named under funnel.yaml `calls.operations` (its own timeout), must name an operation
 * of engine/domain/operations.ts (SPEC §7, DESIGN principle 1).
 */
export const unknownOperation: LintRule = {
  code: 'unknown-operation',
  description: 'An API binding calls, or funnel.yaml calls.operations names, an operation not listed in engine/domain/operations.ts.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const name of Object.keys(config.funnel.calls?.operations ?? {})) {
      if (isOperationName(name)) continue;
      report({
        file: 'funnel.yaml',
        path: ['calls', 'operations', name],
        onKey: true,
        message: `Unknown operation "${name}" in calls.operations${didYouMean(name, operationNames)}`,
      });
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        if (binding.call === undefined || isOperationName(binding.call)) continue;
        report({
          file,
          path: [...path, 'call'],
          message: `Unknown operation "${binding.call}"${didYouMean(binding.call, operationNames)}`,
        });
      }
    }
  },
};
