import { produce } from 'immer';
import type { CascadeRule } from '../config/types';
import type { FunnelState } from '../domain/state';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { getAtPath } from './getAtPath';
import { isDeepEqual } from './isDeepEqual';
import { isEmptyValue } from './isEmptyValue';
import { setAtPath } from './setAtPath';
import { toInitialValue } from './toInitialValue';

/** One answer deleted by a cascade: which rule, which path, what it held (DESIGN principle 6). */
export interface CascadeReset {
  ruleId: string;
  path: string;
  previous: unknown;
}

function toComparable(value: unknown, compare: CascadeRule['compare']): unknown {
  if (!Array.isArray(value) || compare === undefined || compare === 'value') return value;
  const items =
    compare === 'unordered'
      ? value
      : value.map((item) =>
          Object.fromEntries(compare.fields.map((field) => [field, (item as Record<string, unknown>)?.[field] ?? null])),
        );
  return items.map((item) => JSON.stringify(item)).sort();
}

/** Whether the rule's watched answers differ between two states (SPEC §4 "how a change is compared"). */
export function hasWatchedChange(rule: CascadeRule, before: FunnelState, after: FunnelState): boolean {
  const changed = rule.watch.some(
    (path) => !isDeepEqual(toComparable(getAtPath(before, path), rule.compare), toComparable(getAtPath(after, path), rule.compare)),
  );
  if (!changed) return false;
  if (rule.fromEmpty) return true;
  // A first answer is not a change: only fire when something watched was answered before.
  return rule.watch.some((path) => !isEmptyValue(getAtPath(before, path)));
}

const isWithin = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}.`);

/**
 * SPEC §4 cascading resets, as one generic mechanism over the rules of cascades.yaml: every rule whose watched
 * answers changed between `before` and `after` resets its dependents to their initial value; resets can trigger
 * further rules until nothing changes. Paths written by the same submission (`written`) are never reset.
 */
export function runCascades(
  rules: CascadeRule[],
  before: FunnelState,
  after: FunnelState,
  written: string[],
  context: Omit<ConditionContext, 'state'>,
): { state: FunnelState; resets: CascadeReset[] } {
  const resets: CascadeReset[] = [];
  const fired = new Set<string>();
  let current = after;
  for (let round = 0; round <= rules.length; round += 1) {
    let firedThisRound = false;
    for (const rule of rules) {
      if (fired.has(rule.id) || !hasWatchedChange(rule, before, current)) continue;
      fired.add(rule.id);
      firedThisRound = true;
      const stateForUnless = current;
      current = produce(current, (draft) => {
        for (const entry of rule.reset) {
          const path = typeof entry === 'string' ? entry : entry.path;
          if (typeof entry !== 'string' && evaluateCondition(entry.unless, { ...context, state: stateForUnless }).value) {
            continue;
          }
          if (written.some((w) => isWithin(path, w))) continue;
          const previous = getAtPath(draft, path);
          const initial = toInitialValue(path);
          if (isDeepEqual(previous, initial)) continue;
          const keep = written.filter((w) => isWithin(w, path)).map((w) => [w, getAtPath(draft, w)] as const);
          resets.push({ ruleId: rule.id, path, previous: JSON.parse(JSON.stringify(previous ?? null)) });
          if (initial === undefined) {
            const keys = path.split('.');
            const parent = getAtPath(draft, keys.slice(0, -1).join('.'));
            if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[keys[keys.length - 1]!];
          } else {
            setAtPath(draft as unknown as Record<string, unknown>, path, initial);
          }
          for (const [w, value] of keep) setAtPath(draft as unknown as Record<string, unknown>, w, value);
        }
      });
    }
    if (!firedThisRound) break;
  }
  return { state: current, resets };
}
