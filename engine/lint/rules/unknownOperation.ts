import { isOperationName, operationNames } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/** An API binding `call` must name an operation of engine/domain/operations.ts (SPEC §7, DESIGN principle 1). */
export const unknownOperation: LintRule = {
  code: 'unknown-operation',
  description: 'An API binding calls an operation not listed in engine/domain/operations.ts.',
  severity: 'error',
  check({ config, sources, report }) {
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
