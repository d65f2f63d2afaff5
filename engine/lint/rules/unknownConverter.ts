import { orderParamConverterDefinitions } from '../../domain/orderParamConverters';
import { isParamConverterName, paramConverterDefinitions } from '../../domain/paramConverters';
import { didYouMean } from '../didYouMean';
import { getBindings, getBindingValues } from '../getBindings';
import type { LintRule } from '../LintRule';

/** Every converter's `with:` inputs, by name: the simple ones and the order's. */
const definitions: Record<string, { inputs: readonly string[] }> = { ...paramConverterDefinitions, ...orderParamConverterDefinitions };

/**
 * A binding value's `as:` names a converter of engine/domain/paramConverters.ts or orderParamConverters.ts (DESIGN
 * principle 1), and its `with:` gives only inputs that converter takes.
 */
export const unknownConverter: LintRule = {
  code: 'unknown-converter',
  description: 'A binding value converts with a converter that does not exist, or gives it an input it does not take.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        for (const { value, at } of getBindingValues(binding)) {
          if (value.as === undefined) {
            if (value.with !== undefined) report({ file, path: [...path, ...at, 'with'], onKey: true, message: '`with:` gives inputs to a converter, but no converter is named (`as:`)' });
            continue;
          }
          if (!isParamConverterName(value.as)) {
            report({ file, path: [...path, ...at, 'as'], message: `Unknown converter "${value.as}"${didYouMean(value.as, Object.keys(definitions))}` });
            continue;
          }
          const takes = definitions[value.as]!.inputs;
          for (const input of Object.keys(value.with ?? {})) {
            if (takes.includes(input)) continue;
            const hint = takes.length === 0 ? ' (it takes none)' : didYouMean(input, takes) || ` (it takes ${takes.map((name) => `"${name}"`).join(', ')})`;
            report({ file, path: [...path, ...at, 'with', input], onKey: true, message: `Converter "${value.as}" takes no input "${input}"${hint}` });
          }
        }
      }
    }
  },
};
