import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getKnownStatePaths } from '../getKnownStatePaths';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';

/**
 * funnel.yaml `summary` (issue #14): each row shows either a `text` or the value `from` a path, `format` and `values`
 * go with `from` only (and not together), and every path a row reads (its placeholders, `from`, its picture's) exists.
 */
export const summaryRow: LintRule = {
  code: 'summary-row',
  description: 'An order summary row reads a state path that does not exist, or mixes text with from, format with values.',
  severity: 'error',
  check({ config, report }) {
    const rows = config.funnel.summary?.rows ?? [];
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
    });
  },
};
