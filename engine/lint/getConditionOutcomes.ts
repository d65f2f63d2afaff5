import type { Condition, FunnelConstants, Literal } from '../config/types';
import type { FunnelState } from '../domain/state';
import { evaluateCondition, type ConditionGuard } from '../runtime/evaluateCondition';
import { getConditionStatePaths } from './getConditionStatePaths';
import type { ValueShape } from './getValueShapes';

/** Whether a condition can hold and whether it can fail, over every state that matters to it. */
export interface ConditionOutcomes {
  canHold: boolean;
  canFail: boolean;
}

/** A value no YAML literal equals: "something else" for a path compared with literals. */
const otherValue = '\u0000other';

/** The most states tried for one condition; a bigger one is not judged. */
const maxStates = 20_000;

/**
 * Sets a value in the state being built, false when no real state could hold it: a named key below a list, or below
 * a text or number that a path above it was given.
 */
function setInState(state: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let current: Record<string, unknown> = state;
  for (const [i, key] of keys.entries()) {
    if (Array.isArray(current) && !/^\d+$/.test(key)) return false;
    if (i === keys.length - 1) break;
    const next = current[key];
    if (next === undefined || next === null) current[key] = {};
    else if (typeof next !== 'object') return false;
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
  return true;
}

/** Every leaf of a condition, nested ones included. */
function getLeaves(condition: Condition): Condition[] {
  if ('all' in condition) return condition.all.flatMap(getLeaves);
  if ('any' in condition) return condition.any.flatMap(getLeaves);
  if ('not' in condition) return getLeaves(condition.not);
  return [condition];
}

/**
 * Whether `condition` can hold and can fail (issue #11: conditions that can never hold or always hold), or null when
 * it cannot be judged. Judged by evaluating it, with the runtime's own evaluateCondition, on every combination of the
 * values that matter to it: for each state path, empty, something else, each literal it is compared with and lists
 * of the lengths it is counted against — or, for a path with a closed set of values (`shapes`), exactly those; each
 * named guard is free to be true or false. A condition with too many combinations is not judged.
 */
export function getConditionOutcomes(condition: Condition, shapes: ReadonlyMap<string, ValueShape>): ConditionOutcomes | null {
  const whole = enumerateOutcomes(condition, shapes);
  if (whole || !('all' in condition || 'any' in condition)) return whole;
  // Too many combinations: an `all` whose two parts contradict each other never holds, an `any` whose two parts
  // cover every case always holds (the usual mistake: truthy and falsy of one path).
  const kind = 'all' in condition ? 'all' : 'any';
  const parts = getParts(condition, kind);
  for (const [i, a] of parts.entries()) {
    for (const b of parts.slice(i + 1)) {
      const pair = enumerateOutcomes({ [kind]: [a, b] } as Condition, shapes);
      if (kind === 'all' && pair && !pair.canHold) return { canHold: false, canFail: true };
      if (kind === 'any' && pair && !pair.canFail) return { canHold: true, canFail: false };
    }
  }
  return null;
}

/** The parts of an `all` (or `any`), with nested ones of the same kind flattened. */
function getParts(condition: Condition, kind: 'all' | 'any'): Condition[] {
  const parts = (condition as Record<string, unknown>)[kind];
  if (!Array.isArray(parts)) return [condition];
  return (parts as Condition[]).flatMap((part) => (kind in part ? getParts(part, kind) : [part]));
}

/** getConditionOutcomes over every combination, or null when there are too many. */
function enumerateOutcomes(condition: Condition, shapes: ReadonlyMap<string, ValueShape>): ConditionOutcomes | null {
  const domains = new Map<string, unknown[]>();
  const guardNames = new Set<string>();
  const addValues = (path: string, values: unknown[]): void => {
    const domain = domains.get(path) ?? [];
    for (const value of values) if (!domain.some((known) => JSON.stringify(known) === JSON.stringify(value))) domain.push(value);
    domains.set(path, domain);
  };
  for (const leaf of getLeaves(condition)) {
    if ('guard' in leaf) guardNames.add(typeof leaf.guard === 'string' ? leaf.guard : leaf.guard.name);
    for (const { statePath } of getConditionStatePaths(leaf)) {
      const closed = shapes.get(statePath)?.values;
      if (closed) {
        addValues(statePath, [...closed, null]);
        continue;
      }
      addValues(statePath, [null, otherValue]);
      if ('eq' in leaf) addValues(statePath, [leaf.eq[1]]);
      else if ('ne' in leaf) addValues(statePath, [leaf.ne[1]]);
      else if ('in' in leaf && Array.isArray(leaf.in[1])) addValues(statePath, leaf.in[1] as Literal[]);
      else if ('minItems' in leaf) {
        const count = Math.max(0, Math.floor(Number(leaf.minItems[1])) || 0);
        addValues(statePath, [[], Array(Math.max(0, count - 1)).fill(otherValue), Array(count).fill(otherValue)]);
      } else if ('empty' in leaf || 'nonEmpty' in leaf || 'truthy' in leaf || 'falsy' in leaf) addValues(statePath, ['', [], [otherValue]]);
    }
  }
  // A path below another one may also be left unset, so the one above it can still be empty; it is set after it.
  const paths = [...domains.keys()].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of paths) {
    if (paths.some((above) => path.startsWith(`${above}.`))) domains.get(path)!.unshift(undefined);
  }
  const variables: Array<{ path?: string; guard?: string; values: unknown[] }> = [
    ...paths.map((path) => ({ path, values: domains.get(path)! })),
    ...[...guardNames].map((guard) => ({ guard, values: [true, false] })),
  ];
  if (variables.reduce((count, variable) => count * variable.values.length, 1) > maxStates) return null;

  const outcomes: ConditionOutcomes = { canHold: false, canFail: false };
  const chosen: unknown[] = [];
  const visit = (index: number): boolean => {
    if (index === variables.length) {
      const state: Record<string, unknown> = {};
      const guards: Record<string, ConditionGuard> = {};
      let possible = true;
      variables.forEach((variable, i) => {
        if (variable.guard !== undefined) guards[variable.guard] = () => chosen[i] as boolean;
        else if (chosen[i] !== undefined) possible &&= setInState(state, variable.path!, chosen[i]);
      });
      if (!possible) return false;
      const { value } = evaluateCondition(condition, { state: state as unknown as FunnelState, guards, constants: {} as FunnelConstants });
      if (value) outcomes.canHold = true;
      else outcomes.canFail = true;
      return outcomes.canHold && outcomes.canFail;
    }
    for (const value of variables[index]!.values) {
      chosen[index] = value;
      if (visit(index + 1)) return true;
    }
    return false;
  };
  try {
    visit(0);
  } catch {
    return null; // a condition the evaluator refuses is another rule's to report
  }
  return outcomes;
}
