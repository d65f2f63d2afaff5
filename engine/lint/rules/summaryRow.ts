import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getClosestValue } from '../getClosestValue';
import { getKnownStatePaths } from '../getKnownStatePaths';
import { getValueShapes, type ValueShape } from '../getValueShapes';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';

/**
 * funnel.yaml `summary` (issue #14): each row shows either a `text` or the value `from` a path, `format` and `values`
 * go with `from` only (and not together), every path a row reads (its placeholders, `from`, its picture's) exists, and
 * each key of `values` is a value the path can have (issue #11 closed sets: `InShop` for `Inshop` would never show).
 */
export const summaryRow: LintRule = {
  code: 'summary-row',
  description: 'An order summary row reads a state path that does not exist, mixes text with from or format with values, or names in values a value its path never has.',
  severity: 'error',
  check({ config, report }) {
    const rows = config.funnel.summary?.rows ?? [];
    const shapes: ReadonlyMap<string, ValueShape> = rows.some((row) => row.values !== undefined) ? getValueShapes(config) : new Map();
    const file = 'funnel.yaml';
    const checkPath = (path: string, at: JsonPath, find?: string) => {
      if (isKnownStatePath(path)) return;
      const message = `Summary row reads "${path}", which is not a state path${didYouMean(path, getKnownStatePaths(), getClosestPath)}`;
      report({ file, path: at, message, ...(find ? { find } : {}) });
    };
    rows.forEach((row, index) => {
      const at: JsonPath = ['summary', 'rows', index];
      if ((row.text === undefined) === (row.from === undefined)) {
        report({ file, path: at, onKey: true, message: `Summary row "${row.label}" needs either text or from (one of them)` });
      }
      if (row.text !== undefined) {
        for (const match of row.text.matchAll(/\{([^{}]+)\}/g)) checkPath(match[1]!, [...at, 'text'], match[0]);
        for (const key of ['format', 'values'] as const) {
          if (row[key] !== undefined) report({ file, path: [...at, key], onKey: true, message: `Summary row "${row.label}": ${key} applies to from, not to text` });
        }
      }
      if (row.from !== undefined) checkPath(row.from, [...at, 'from']);
      if (row.format !== undefined && row.values !== undefined) {
        report({ file, path: [...at, 'values'], onKey: true, message: `Summary row "${row.label}" has both format and values: the value is written one way` });
      }
      if (row.picture) checkPath(row.picture.from, [...at, 'picture', 'from']);
      // YAML keys are text: a value matches a key written as it reads (true as "true").
      const shape = row.from !== undefined && row.values !== undefined ? shapes.get(row.from) : undefined;
      const members = shape?.values?.filter((value) => value !== null).map(String) ?? (shape?.types.includes('boolean') ? ['true', 'false'] : undefined);
      if (row.from !== undefined && members) {
        for (const key of Object.keys(row.values ?? {})) {
          if (members.includes(key)) continue;
          const closest = getClosestValue(key, members);
          report({
            file,
            path: [...at, 'values', key],
            onKey: true,
            message: `Summary row "${row.label}": "${key}" is never the value of ${row.from}, which is one of ${members.map((value) => `"${value}"`).join(', ')}${shape?.source ? ` (${shape.source})` : ''}${closest !== undefined ? `; did you mean "${closest}"?` : ''}`,
          });
        }
      }
    });
  },
};
