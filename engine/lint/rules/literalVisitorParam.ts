import { operationParams } from '../../domain/operationParams';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/**
 * A param the contract marks as the visitor's own data (`x-visitor-data`: a zip, a VIN, a plate, a name) given as a
 * literal: every visitor is checked against the same value ("every mobile customer checked against the same zip").
 * Almost always a state path meant as `{ from: … }`; a warning, as a fixed test value may be meant.
 */
export const literalVisitorParam: LintRule = {
  code: 'literal-visitor-param',
  description: "An API binding passes a literal for a param the contract marks as the visitor's own data (a zip, a VIN, a plate).",
  severity: 'warning',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        const visitorData = binding.call !== undefined ? operationParams[binding.call]?.visitorData : undefined;
        for (const name of visitorData ?? []) {
          const value = binding.params?.[name];
          if (value === undefined || value === null || typeof value === 'object') continue;
          report({
            file,
            path: [...path, 'params', name],
            message: `"${name}" of ${binding.call} is the visitor's own data, but ${JSON.stringify(value)} is the same for every visitor; read it from the state: { from: <state path> }`,
          });
        }
      }
    }
  },
};
