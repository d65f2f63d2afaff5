import type { PageConfig } from '../../config/types';
import { orderValueShapes } from '../../domain/orderValueShapes';
import { isParamConverterName } from '../../domain/paramConverters';
import { converterShapes } from '../converterShapes';
import { getBindings, getBindingValues } from '../getBindings';
import { getValueShapes } from '../getValueShapes';
import type { ValueShape } from '../getValueShapes';
import type { LintRule } from '../LintRule';

/** The words a message uses for a JSON type. */
const kindWords: Record<string, string> = { string: 'a text', number: 'a number', integer: 'a whole number', boolean: 'true or false', object: 'a group of values', array: 'a list' };
const describeKinds = (types: readonly string[]): string => [...new Set(types.map((type) => kindWords[type] ?? type))].join(' or ');

/**
 * A converter (`as:`) gets a value it can make nothing of, so every visitor's call carries an empty or wrong value
 * (DESIGN principle 1: YAML names the conversion; engine/lint/converterShapes.ts says what each converts):
 * - the `from:` path holds another kind of value than the converter takes (`glassPieces` of order.damage.isRepair, a
 *   yes/no where it takes the list of glass);
 * - the path holds a group without any of the values the converter reads of it (`apiVehicle` of order.vehicle: it takes
 *   the order and reads its vehicle); the path meant, above or below, is suggested.
 * Only paths of known shape are judged: the order's (the contract), experiment settings, the funnel's flags, a page's
 * closed choices and the page's own form fields. Page data and locals, which hold calls' answers, are left alone.
 */
export const converterInput: LintRule = {
  code: 'converter-input',
  description: 'A converter is given a value of another kind than it converts, or a group without the values it reads.',
  severity: 'error',
  check({ config, sources, report }) {
    const shapes = getValueShapes(config);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        for (const { value, at } of getBindingValues(binding)) {
          if (typeof value.as !== 'string' || typeof value.from !== 'string' || !isParamConverterName(value.as)) continue;
          const problem = getConverterInputProblem(value.as, value.from, page, shapes);
          if (problem) report({ file, path: [...path, ...at, 'from'], message: problem });
        }
      }
    }
  },
};

/** Why the converter cannot convert what `from` holds, or undefined. */
function getConverterInputProblem(name: keyof typeof converterShapes, from: string, page: PageConfig, shapes: ReadonlyMap<string, ValueShape>): string | undefined {
  const converter = converterShapes[name];
  const held = getHeldTypes(from, page, shapes)?.filter((type) => type !== 'null');
  if (held && held.length > 0 && converter.takes !== 'any') {
    const takes = converter.takes as readonly string[];
    const fits = held.some((type) => takes.includes(type) || (type === 'integer' && takes.includes('number')));
    if (!fits) return `Converter "${name}" converts ${describeKinds(takes)}, but ${from} holds ${describeKinds(held)}: read the path it converts, or name the converter meant`;
  }
  if (!converter.reads) return undefined;
  const keys = getOrderKeys(from);
  if (keys.length === 0 || keys.some((key) => converter.reads!.includes(key))) return undefined;
  const meant = getGroupsReadBy(converter.reads).sort((a, b) => distance(a, from) - distance(b, from))[0];
  const hint = meant ? `; did you mean from: ${meant}?` : '';
  const reads = converter.reads.length === 1 ? converter.reads[0]! : `${converter.reads.slice(0, -1).join(', ')} or ${converter.reads.at(-1)!}`;
  const none = converter.reads.length === 1 ? `no ${reads}` : 'none of them';
  return `Converter "${name}" converts a group with ${reads} in it, but ${from} has ${none} (it has ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', …' : ''})${hint}`;
}

/** The JSON types a path may hold: a form field's by its schema, a state path's by its known shape. */
export function getHeldTypes(from: string, page: PageConfig, shapes: ReadonlyMap<string, ValueShape>): readonly string[] | undefined {
  if (from.startsWith('form.')) {
    const field = (page.fields?.schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties?.[from.slice('form.'.length)];
    const type = field?.type;
    return typeof type === 'string' ? [type] : Array.isArray(type) ? (type as string[]) : undefined;
  }
  return shapes.get(from)?.types;
}

/** The keys the contract's Order gives a group of the order (order.vehicle → year, make, …). */
function getOrderKeys(path: string): string[] {
  const keys = new Set<string>();
  for (const known of Object.keys(orderValueShapes)) if (known.startsWith(`${path}.`)) keys.add(known.slice(path.length + 1).split('.')[0]!);
  return [...keys];
}

/** The groups of the order that hold one of these keys. */
function getGroupsReadBy(reads: readonly string[]): string[] {
  return Object.keys(orderValueShapes).filter((path) => orderValueShapes[path]!.types.includes('object') && getOrderKeys(path).some((key) => reads.includes(key)));
}

/** How far apart two dotted paths are: the segments each has beyond what they share. */
function distance(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared++;
  return left.length + right.length - 2 * shared;
}
