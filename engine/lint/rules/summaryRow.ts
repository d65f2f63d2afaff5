import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getClosestValue } from '../getClosestValue';
import { getKnownStatePaths } from '../getKnownStatePaths';
import { getValueShapes, type ValueShape } from '../getValueShapes';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';
import { orderValueShapes } from '../../domain/orderValueShapes';

/** The JSON type of the value each `format` writes (renderers/app/summary/toSummaryRows.ts), and what it writes. */
const formatTypes = { money: 'number', date: 'string', time: 'string', glass: 'array' } as const;
const formatWords = { money: 'an amount', date: 'a day', time: 'a time of day', glass: 'the glass pieces chosen' } as const;
/** The JSON type each picture kind is drawn from: a vehicle's body category, the glass pieces chosen. */
const pictureKindTypes = { vehicle: 'string', glass: 'array' } as const;
const pictureKindWords = { vehicle: "the vehicle's category", glass: 'the glass pieces chosen' } as const;

/**
 * funnel.yaml `summary` (issue #14): each row shows either a `text` or the value `from` a path, `format` and `values`
 * go with `from` only (and not together), every path a row reads (its placeholders, `from`, its picture's) exists, and
 * each key of `values` is a value the path can have (issue #11 closed sets: `InShop` for `Inshop` would never show).
 */
export const summaryRow: LintRule = {
  code: 'summary-row',
  description: 'An order summary row reads a state path that does not exist, mixes text with from or format with values, names in values a value its path never has, or formats (or draws a picture of) a value of another type.',
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
      // A format or picture for a value of another type (`format: money` of a date): the row would show nonsense.
      const typesOf = (path: string) => orderValueShapes[path]?.types.filter((type) => type !== 'null');
      const fromTypes = row.from !== undefined ? typesOf(row.from) : undefined;
      if (row.format !== undefined && row.values === undefined && fromTypes && !fromTypes.includes(formatTypes[row.format])) {
        const fitting = (Object.keys(formatTypes) as Array<keyof typeof formatTypes>).filter((format) => fromTypes.includes(formatTypes[format]));
        const named = fitting.find((format) => row.from!.toLowerCase().endsWith(format)) ?? (fitting.length === 1 ? fitting[0] : undefined);
        report({ file, path: [...at, 'format'], message: `Summary row "${row.label}": format ${row.format} writes ${formatWords[row.format]}, but ${row.from} is ${fromTypes.join(' or ')} (the contract's Order)${named ? `; did you mean format ${named}?` : fitting.length > 0 ? ` (formats for it: ${fitting.join(', ')})` : ''}` });
      }
      // A day and a time of day are both text: the path's name tells which it holds (`startTime` with format date).
      const leaf = row.from?.split('.').pop()?.toLowerCase() ?? '';
      const namedOther = row.format === 'date' && leaf.endsWith('time') ? 'time' : row.format === 'time' && leaf.endsWith('date') ? 'date' : undefined;
      if (namedOther !== undefined) {
        report({ file, path: [...at, 'format'], severity: 'warning', message: `Summary row "${row.label}": format ${row.format} writes ${formatWords[row.format!]}, but ${row.from} is named for ${formatWords[namedOther]}; did you mean format ${namedOther}?` });
      }
      const pictureTypes = row.picture ? typesOf(row.picture.from) : undefined;
      if (row.picture && pictureTypes && !pictureTypes.includes(pictureKindTypes[row.picture.kind])) {
        const fitting = (Object.keys(pictureKindTypes) as Array<keyof typeof pictureKindTypes>).filter((kind) => pictureTypes.includes(pictureKindTypes[kind]));
        report({ file, path: [...at, 'picture', 'kind'], message: `Summary row "${row.label}": a ${row.picture.kind} picture is drawn from ${pictureKindWords[row.picture.kind]}, but ${row.picture.from} is ${pictureTypes.join(' or ')} (the contract's Order)${fitting.length === 1 ? `; did you mean kind ${fitting[0]}?` : ''}` });
      }
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
