import type { ApiBinding, BindingValue, Condition, PageConfig } from '../config/types';
import { getConditionReads } from './getConditionReads';

/** Path roots that are not state: what a binding reads or writes there never orders steps against each other. */
export const bindingScopes = ['form', 'input', 'item', 'answer', 'constants', 'funnel'] as const;
export type BindingScope = (typeof bindingScopes)[number];

/** Scratch values of one run of a binding list (`local.<name>`): written and read by its steps, never kept in state. */
export const localScope = 'local';

/** Stands for "everything": a session save reads and writes the whole state, a named guard may read any of it. */
export const everyPath = '*';

/** What one step of a binding list reads and writes (state paths and `local.` paths). */
export interface BindingAccess {
  reads: string[];
  writes: string[];
  /** The step can end the list early (a refusal, a not-found message, a save): the steps after it wait for it. */
  canRefuse: boolean;
}

/** The root of a binding path: a scope name or a state group. */
export function getPathRoot(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}

/** Whether a path is read from a binding scope (form, input, item, answer, constants, funnel) rather than the state. */
export function isScopePath(path: string): boolean {
  return (bindingScopes as readonly string[]).includes(getPathRoot(path));
}

/** Every path a binding value reads (its `from`, its converter's inputs, a choice's condition and branches). */
export function getValueReads(value: BindingValue | undefined): string[] {
  if (value === null || value === undefined || typeof value !== 'object') return [];
  if ('if' in value) return [...getConditionReads(value.if), ...getValueReads(value.then), ...getValueReads(value.else)];
  return [value.from, ...Object.values(value.with ?? {}).flatMap(getValueReads), ...getValueReads(value.default)];
}

/** The state paths `{…}` placeholders of a message read. */
export function getMessageReads(message: string): string[] {
  return [...message.matchAll(/\{([\w-]+(?:\.[\w-]+)+)\}/g)].map((match) => match[1]!);
}

/**
 * What a step reads and writes, for ordering the steps of a list (DESIGN principle 11). A `run` step reads and writes
 * what the named action's steps do (its `input.` reads become the reads of the values passed); scopes other than
 * `local.` are left out (they do not change while a list runs).
 */
export function getBindingAccess(binding: ApiBinding, page: Pick<PageConfig, 'actions'>, seen: string[] = []): BindingAccess {
  const reads: string[] = [];
  const writes: string[] = [];
  let canRefuse = (binding.refuse?.length ?? 0) > 0 || (binding.notFound !== undefined && binding.notFound !== 'empty');
  const readCondition = (condition: Condition | undefined) => {
    if (condition) reads.push(...getConditionReads(condition));
  };
  readCondition(binding.when);
  for (const value of Object.values(binding.params ?? {})) reads.push(...getValueReads(value));
  reads.push(...getValueReads(binding.value), ...getValueReads(binding.forEach));
  for (const [path, value] of Object.entries(binding.set ?? {})) {
    writes.push(path);
    reads.push(...getValueReads(value));
  }
  if (binding.into) writes.push(binding.into);
  for (const refusal of binding.refuse ?? []) {
    readCondition(refusal.when);
    reads.push(...getMessageReads(refusal.message));
  }
  for (const notice of binding.inform ?? []) {
    readCondition(notice.when);
    reads.push(...getMessageReads(notice.message));
  }
  if (binding.saveSession) {
    reads.push(everyPath);
    writes.push(everyPath);
    canRefuse = true;
  }
  if (binding.run !== undefined) {
    const action = page.actions?.[binding.run];
    for (const value of Object.values(binding.input ?? {})) reads.push(...getValueReads(value));
    if (action && !seen.includes(binding.run)) {
      for (const step of action.do) {
        const inner = getBindingAccess(step, page, [...seen, binding.run]);
        // The action's own scratch values and input stay inside it.
        reads.push(...inner.reads.filter((path) => getPathRoot(path) !== localScope));
        writes.push(...inner.writes.filter((path) => getPathRoot(path) !== localScope));
        canRefuse ||= inner.canRefuse;
      }
    } else {
      // An action that is missing (lint reports it) or runs itself: order it after everything.
      reads.push(everyPath);
      writes.push(everyPath);
    }
  }
  return { reads: reads.filter((path) => !isScopePath(path)), writes, canRefuse };
}

/** Whether two paths touch the same data: equal, or one below the other (`*` touches everything). */
export function isOverlappingPath(a: string, b: string): boolean {
  if (a === everyPath || b === everyPath) return true;
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Whether any path of `a` overlaps any path of `b`. */
export function hasOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.some((left) => b.some((right) => isOverlappingPath(left, right)));
}
