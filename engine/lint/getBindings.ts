import type { JsonPath } from '../config/Diagnostic';
import type { ApiBinding, BindingParam, BindingValue, Condition, PageConfig } from '../config/types';

/** One API binding of a page with where it is written. */
export interface LocatedBinding {
  binding: ApiBinding;
  /** JSON path of the binding in the page file: ['load' | 'submit', index] or ['actions', name, 'do', index]. */
  path: JsonPath;
  /** Which list it belongs to: load, submit, or an action (by name). */
  list: 'load' | 'submit' | { action: string };
}

/** Every API binding of a page: entry calls, submit calls, then each action's steps, in order. */
export function getBindings(page: PageConfig): LocatedBinding[] {
  return [
    ...(['load', 'submit'] as const).flatMap((list) => (page[list] ?? []).map((binding, index) => ({ binding, path: [list, index], list }))),
    ...Object.entries(page.actions ?? {}).flatMap(([name, action]) =>
      (action.do ?? []).map((binding, index) => ({ binding, path: ['actions', name, 'do', index], list: { action: name } })),
    ),
  ];
}

/** A value read by a binding (a `{from}`), with where it is written relative to its binding. */
export interface LocatedValue {
  value: BindingParam;
  at: JsonPath;
}

/**
 * Every `{from}` value of a binding, nested ones included: params, the stored value, `forEach`, `set` values, a
 * `run`'s input, converter inputs (`with`), defaults and both branches of a choice (`if`/`then`/`else`).
 */
export function getBindingValues(binding: ApiBinding): LocatedValue[] {
  const found: LocatedValue[] = [];
  const visit = (value: BindingValue | undefined, at: JsonPath): void => {
    if (value === null || value === undefined || typeof value !== 'object') return;
    if ('if' in value) {
      visit(value.then, [...at, 'then']);
      visit(value.else, [...at, 'else']);
      return;
    }
    found.push({ value, at });
    for (const [name, input] of Object.entries(value.with ?? {})) visit(input, [...at, 'with', name]);
    visit(value.default, [...at, 'default']);
  };
  for (const [name, value] of Object.entries(binding.params ?? {})) visit(value, ['params', name]);
  visit(binding.value, ['value']);
  visit(binding.forEach, ['forEach']);
  for (const [path, value] of Object.entries(binding.set ?? {})) visit(value, ['set', path]);
  for (const [name, value] of Object.entries(binding.input ?? {})) visit(value, ['input', name]);
  return found;
}

/** The choices (`if`) among a binding's values, with where each is written, for the conditions they hold. */
export function getBindingChoices(binding: ApiBinding): Array<{ condition: Condition; at: JsonPath }> {
  const found: Array<{ condition: Condition; at: JsonPath }> = [];
  const visit = (value: BindingValue | undefined, at: JsonPath): void => {
    if (value === null || value === undefined || typeof value !== 'object') return;
    if ('if' in value) {
      found.push({ condition: value.if, at: [...at, 'if'] });
      visit(value.then, [...at, 'then']);
      visit(value.else, [...at, 'else']);
      return;
    }
    for (const [name, input] of Object.entries(value.with ?? {})) visit(input, [...at, 'with', name]);
    visit(value.default, [...at, 'default']);
  };
  for (const [name, value] of Object.entries(binding.params ?? {})) visit(value, ['params', name]);
  visit(binding.value, ['value']);
  for (const [path, value] of Object.entries(binding.set ?? {})) visit(value, ['set', path]);
  for (const [name, value] of Object.entries(binding.input ?? {})) visit(value, ['input', name]);
  return found;
}
