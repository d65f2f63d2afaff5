import { isParamConverterName, paramConverters } from '../../domain/paramConverters';
import type { JsonPath } from '../../config/Diagnostic';
import type { BindingParam, Literal } from '../../config/types';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/** A binding param's or stored value's `as:` names a converter of engine/domain/paramConverters.ts (DESIGN principle 1). */
export const unknownConverter: LintRule = {
  code: 'unknown-converter',
  description: 'An API binding param converts its value with a converter that does not exist.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        const values: Array<[Literal | BindingParam | undefined, JsonPath]> = [
          ...Object.entries(binding.params ?? {}).map(([name, value]): [Literal | BindingParam, JsonPath] => [value, ['params', name]]),
          [binding.value, ['value']],
        ];
        for (const [value, at] of values) {
          if (value === null || value === undefined || typeof value !== 'object' || value.as === undefined || isParamConverterName(value.as)) continue;
          report({
            file,
            path: [...path, ...at, 'as'],
            message: `Unknown converter "${value.as}"${didYouMean(value.as, Object.keys(paramConverters))}`,
          });
        }
      }
    }
  },
};
