import { isParamConverterName, paramConverters } from '../../domain/paramConverters';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/** A binding param's `as:` names a converter of engine/domain/paramConverters.ts (DESIGN principle 1). */
export const unknownConverter: LintRule = {
  code: 'unknown-converter',
  description: 'An API binding param converts its value with a converter that does not exist.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const role of ['load', 'submit'] as const) {
        (page[role] ?? []).forEach((binding, index) => {
          for (const [name, value] of Object.entries(binding.params ?? {})) {
            if (value === null || typeof value !== 'object' || value.as === undefined || isParamConverterName(value.as)) continue;
            report({
              file,
              path: [role, index, 'params', name, 'as'],
              message: `Unknown converter "${value.as}"${didYouMean(value.as, Object.keys(paramConverters))}`,
            });
          }
        });
      }
    }
  },
};
