import { operationParams } from '../../domain/operationParams';
import { isOperationName } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/**
 * An API binding passes exactly the params its call takes in the contract (api/contract, generated into
 * engine/domain/operationParams.ts): no param the call does not know, none it requires missing. The sandbox refuses
 * such a request with 400, which SPEC §8 turns into a bail-out: caught here, before anyone reaches the page.
 */
export const callParams: LintRule = {
  code: 'call-params',
  description: "An API binding's params do not match its call's params in the contract.",
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        if (binding.call === undefined || !isOperationName(binding.call)) continue; // unknown-operation reports it
        const signature = operationParams[binding.call];
        if (!signature) continue;
        const given = Object.keys(binding.params ?? {});
        for (const name of given) {
          if (signature.params.includes(name)) continue;
          report({
            file,
            path: [...path, 'params', name],
            onKey: true,
            message: `Call "${binding.call}" has no param "${name}"${didYouMean(name, signature.params)}`,
          });
        }
        const missing = signature.required.filter((name) => !given.includes(name));
        if (missing.length > 0) {
          report({
            file,
            path: binding.params ? [...path, 'params'] : [...path, 'call'],
            onKey: binding.params !== undefined,
            message: `Call "${binding.call}" needs ${missing.map((name) => `"${name}"`).join(', ')}`,
          });
        }
      }
    }
  },
};
