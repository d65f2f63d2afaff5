import type { JsonPath } from '../../config/Diagnostic';
import type { Condition, FunnelConfig } from '../../config/types';
import type { AnswerKeys } from '../../domain/operationAnswerKeys';
import { createInitialState } from '../../domain/state';
import type { SourceIndex } from '../../config/SourceIndex';
import { getStateFlow, isRelatedPath, pageDataPrefix, toLivePath } from '../getStateFlow';
import { getAtPath } from '../../runtime/getAtPath';
import { getBindings } from '../getBindings';
import { getValueShapes } from '../getValueShapes';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

/** What a path's value may be, for a message: its JSON types (null aside) and where that is known from. */
interface PathType {
  types: string[];
  source: string;
  /** For a group of page data: the paths written below it. */
  below?: string[];
}

/** The JSON type of a value (a list is `array`), or null for null. */
const typeOf = (value: unknown): string | null => (value === null || value === undefined ? null : Array.isArray(value) ? 'array' : typeof value);

/** A JSON Schema field's types (`integer` counted as a number). */
function getSchemaTypes(schema: unknown): string[] | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const declared = (schema as { type?: unknown }).type;
  const list = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared.filter((type): type is string => typeof type === 'string') : [];
  const types = list.map((type) => (type === 'integer' ? 'number' : type)).filter((type) => type !== 'null');
  return types.length > 0 ? types : undefined;
}

/**
 * Where the type of each state path comes from: the contract's order and the experiment settings (getValueShapes),
 * the form field bound to it (its JSON Schema type), a call's answer kept there or above it (a list, or an object of
 * fields), or the initial state's value.
 */
function createTypeFinder(config: FunnelConfig, sources: SourceIndex): (path: string) => PathType | undefined {
  const shapes = getValueShapes(config);
  const bound = new Map<string, PathType>();
  for (const page of config.pages) {
    const properties = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    for (const [field, path] of Object.entries(page.fields?.bind ?? {})) {
      const types = getSchemaTypes(properties[field]);
      if (types) bound.set(path, { types, source: `${page.id}'s field ${field}` });
    }
  }
  const answers = getStateFlow(config, sources).filter((site) => site.answerKeys !== undefined);
  const pageDataWrites = getStateFlow(config, sources).filter((site) => site.kind === 'write' || site.kind === 'output').map((site) => toLivePath(site.statePath)).filter((path) => path.startsWith(pageDataPrefix));
  const initial = createInitialState();
  return (path) => {
    // Page data written only below the path (`user.pageData.estimate`, whose vinSelection the form keeps): a group.
    if (path.startsWith(pageDataPrefix) && !pageDataWrites.some((written) => path === written || path.startsWith(`${written}.`))) {
      const below = [...new Set(pageDataWrites.filter((written) => written.startsWith(`${path}.`)).map((written) => written.slice(path.length + 1).split('.')[0]!))];
      if (below.length > 0) return { types: ['object'], source: `page data the config writes below it: ${below.slice(0, 4).join(', ')}${below.length > 4 ? '…' : ''}`, below: below.map((key) => `${path}.${key}`) };
    }
    const shape = shapes.get(path);
    const shaped = shape?.types.filter((type) => type !== 'null').map((type) => (type === 'integer' ? 'number' : type));
    if (shaped && shaped.length > 0) return { types: shaped, source: shape!.source };
    const field = bound.get(path);
    if (field) return field;
    for (const site of answers) {
      const at = toLivePath(site.statePath);
      if (!isRelatedPath(at, path) || !path.startsWith(at)) continue;
      let keys: AnswerKeys | undefined = site.answerKeys;
      for (const segment of path === at ? [] : path.slice(at.length + 1).split('.')) {
        keys = keys === 1 || keys === undefined ? undefined : (keys[segment] ?? (/^\d+$/.test(segment) ? keys['#'] : undefined) ?? keys['*']);
      }
      if (keys !== undefined && keys !== 1) return { types: '#' in keys ? ['array'] : ['object'], source: 'the answer kept there' };
    }
    const type = typeOf(getAtPath(initial, path));
    return type === null ? undefined : { types: [type], source: 'the state' };
  };
}

/**
 * A condition's operator must fit the value at its path (issue #11): `minItems` counts a list's items (of a text it
 * fails for every visitor: `minItems: [order.vehicle.make, 1]` in service-zip's prerequisites sends every visitor to
 * the error banner), `same` compares two values that can be alike, and `eq`/`ne`/`in` compare with a literal the path
 * can hold when its type is known from a form field or a call's answer (the contract's closed sets are
 * closed-set-value's).
 */
export const conditionType: LintRule = {
  code: 'condition-type',
  description: "A condition's operator does not fit the type of its state path (minItems of a text, same of a number and a list, eq of a list with a text), compares with a state path written as a value (same is meant), or asks whether a group of answers that is never empty is set.",
  severity: 'error',
  check({ config, sources, report }) {
    const shapes = getValueShapes(config);
    let findType: ((path: string) => PathType | undefined) | undefined;
    const typeOfPath = (path: string) => (findType ??= createTypeFinder(config, sources))(path);
    const describe = (type: PathType) => `${type.types.map((name) => (name === 'array' ? 'a list' : name === 'object' ? 'an object' : `a ${name}`)).join(' or ')} (${type.source})`;
    const initial = createInitialState();
    let wholeWrites: string[] | undefined;
    /** The keys of a group of answers there from the start that no step writes whole (so it is never empty), or undefined. */
    const getPermanentGroup = (statePath: string): string[] | undefined => {
      const value = getAtPath(initial, statePath);
      if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return undefined;
      if (!wholeWrites) {
        // A call's answer merged into a group (`merge: true`) keeps its keys: only other writes may empty it.
        const bindings = [...config.pages.flatMap((page) => getBindings(page).map(({ binding }) => binding)), ...Object.values(config.actions ?? {}).flatMap((action) => action.do ?? [])];
        const intoTargets = (merge: boolean) => new Set(bindings.filter((binding) => binding.into !== undefined && (binding.merge === true) === merge).map((binding) => binding.into!));
        const [merged, replaced] = [intoTargets(true), intoTargets(false)];
        wholeWrites = getStateFlow(config, sources)
          .filter((site) => site.kind === 'write' && !(site.path.at(-1) === 'into' && merged.has(site.statePath) && !replaced.has(site.statePath)))
          .map((site) => toLivePath(site.statePath));
      }
      return wholeWrites.some((written) => statePath === written || statePath.startsWith(`${written}.`)) ? undefined : Object.keys(value);
    };
    const check = (condition: Condition, file: string, path: JsonPath): void => {
      // Whether a group of answers is set (`truthy: order.vehicle`): its keys are there from the start, so it is never
      // empty, and the condition is decided before any visitor comes.
      const asked = (['truthy', 'falsy', 'empty', 'nonEmpty'] as const).find((operator) => operator in condition);
      if (asked) {
        const statePath = (condition as Record<typeof asked, string>)[asked];
        const keys = typeof statePath === 'string' ? getPermanentGroup(statePath) : undefined;
        if (keys) {
          const outcome = asked === 'truthy' || asked === 'nonEmpty' ? 'always holds' : 'never holds';
          const shown = keys.slice(0, 4).join(', ') + (keys.length > 4 ? '…' : '');
          report({ file, path: [...path, asked], message: `${statePath} is a group of answers (${shown}) there from the start, never empty, so ${asked} ${outcome}; ask about one of them, e.g. ${asked}: ${statePath}.${keys[0]}` });
        }
        return;
      }
      if ('minItems' in condition) {
        const type = typeOfPath(condition.minItems[0]);
        if (type && !type.types.includes('array')) {
          report({ file, path: [...path, 'minItems', 0], message: `minItems counts the items of a list, but ${condition.minItems[0]} is ${describe(type)}: the condition never holds; to ask whether it is set, write nonEmpty: ${condition.minItems[0]}` });
        }
      } else if ('same' in condition) {
        const [a, b] = condition.same.map(typeOfPath);
        if (a && b && !a.types.some((type) => b.types.includes(type))) {
          report({ file, path: [...path, 'same', 1], message: `same compares ${condition.same[0]}, ${describe(a)}, with ${condition.same[1]}, ${describe(b)}: they are never the same` });
        }
      } else {
        const compared = 'eq' in condition ? { path: condition.eq[0], values: [condition.eq[1]], at: ['eq', 1] } : 'ne' in condition ? { path: condition.ne[0], values: [condition.ne[1]], at: ['ne', 1] } : 'in' in condition && Array.isArray(condition.in[1]) ? { path: condition.in[0], values: condition.in[1], at: ['in', 1] } : null;
        if (!compared) return;
        // A second state path written where a value goes (`eq: [order.vehicle.vin, order.vehicle.year]`): it is
        // compared as that text, not as the value at that path.
        compared.values.forEach((value, i) => {
          if (typeof value !== 'string' || !value.includes('.') || !isKnownStatePath(value)) return;
          const at = 'in' in condition ? [...compared.at, i] : compared.at;
          const fix = 'in' in condition ? '' : `; to compare the values at two paths write ${'ne' in condition ? 'not: { same: ' : 'same: '}[${compared.path}, ${value}]${'ne' in condition ? ' }' : ''}`;
          report({ file, path: [...path, ...at], message: `${value} is compared as the text "${value}", not as the value at that path${fix}` });
        });
        if (shapes.has(compared.path)) return;
        const type = typeOfPath(compared.path);
        if (!type) return;
        compared.values.forEach((value, i) => {
          const valueType = typeOf(value);
          if (valueType === null || type.types.includes(valueType)) return;
          const at = 'in' in condition ? [...compared.at, i] : compared.at;
          // The path below it meant (`.vinSelection` dropped): the one whose values hold this one, else the only one.
          const meant = type.below?.find((below) => shapes.get(below)?.values?.includes(value as string)) ?? (type.below?.length === 1 ? type.below[0] : undefined);
          report({ file, path: [...path, ...at], message: `${JSON.stringify(value)} is a ${valueType}, but ${compared.path} is ${describe(type)}: the comparison never holds${meant !== undefined ? `; did you mean ${meant}?` : ''}` });
        });
      }
    };
    visitConditions(config, sources, ({ condition, file, path }) => check(condition, file, path));
  },
};
