import { getPathRoot, localScope } from '../compile/getBindingAccess';
import type { FunnelConfig, Literal } from '../config/types';
import { orderValueShapes } from '../domain/orderValueShapes';
import { createInitialState } from '../domain/state';
import { getAtPath } from '../runtime/getAtPath';
import { isBindingScopePath } from './getBindingScopeProblem';
import { getBindings } from './getBindings';
import { getKnownStatePaths } from './getKnownStatePaths';
import { getNavigationRules } from './getNavigationRules';
import { getSequenceRules } from './getSequenceRules';

/** What a state path's value may be: its JSON types and, when the values are a closed set, that set. */
export interface ValueShape {
  types: readonly string[];
  values?: readonly Literal[];
  /** Where the shape comes from, for the message (the contract's Order, a form field, an experiment setting). */
  source: string;
}

/** A form field's closed set of values (enum, titled choices, boolean), or null when it takes any text or number. */
function getFieldValues(schema: unknown): Literal[] | null {
  if (schema === null || typeof schema !== 'object') return null;
  const field = schema as { enum?: Literal[]; const?: Literal; oneOf?: unknown[]; anyOf?: unknown[]; type?: unknown; items?: unknown };
  if (Array.isArray(field.enum)) return field.enum;
  if (field.const !== undefined) return [field.const];
  const choices = field.oneOf ?? field.anyOf;
  if (Array.isArray(choices)) {
    const values = choices.map(getFieldValues);
    return values.every((list) => list !== null) ? (values as Literal[][]).flat() : null;
  }
  if (field.type === 'boolean') return [true, false];
  return null;
}

/**
 * The shape of every state path whose values are known (issue #11 closed sets): the order's from the contract
 * (engine/domain/orderValueShapes.ts, generated), an experiment setting's from its funnel.yaml type, and any other path
 * (page data) when everything that writes it is known: form fields with a closed set of choices (`fields.bind`) and
 * literal values (`set`, a step's `value`). A path also written from a call's answer or another path is open.
 */
export function getValueShapes(config: FunnelConfig): ReadonlyMap<string, ValueShape> {
  let shapes = shapesByConfig.get(config);
  if (!shapes) {
    shapes = collectValueShapes(config);
    shapesByConfig.set(config, shapes);
  }
  return shapes;
}

/** getValueShapes's answer for each config linted (lintFunnel gives every rule the same object). */
const shapesByConfig = new WeakMap<FunnelConfig, Map<string, ValueShape>>();

function collectValueShapes(config: FunnelConfig): Map<string, ValueShape> {
  const shapes = new Map<string, ValueShape>();
  for (const [path, shape] of Object.entries(orderValueShapes)) {
    // A yes/no is a closed set too: true, false or not answered.
    const isFlag = shape.types.every((type) => type === 'boolean' || type === 'null');
    const values = shape.enum ?? (isFlag ? [true, false, null] : undefined);
    shapes.set(path, { types: shape.types, ...(values ? { values } : {}), source: "the contract's Order" });
  }
  for (const [key, setting] of Object.entries(config.funnel.experimentSettings ?? {})) {
    if (setting.type === 'json') continue;
    shapes.set(`settings.${key}`, { types: [setting.type, 'null'], ...(setting.type === 'boolean' ? { values: [true, false, null] } : {}), source: `experiment setting ${key}` });
  }

  // The funnel's own flags (session.isSubmitted…): a yes/no from the start (engine/domain/state.ts).
  const initial = createInitialState();
  for (const path of getKnownStatePaths()) {
    if (shapes.has(path) || path.startsWith('order.') || typeof getAtPath(initial, path) !== 'boolean') continue;
    shapes.set(path, { types: ['boolean', 'null'], values: [true, false, null], source: 'a yes/no of the funnel state' });
  }
  // Page data and other open paths: closed only while every writer is known.
  const written = new Map<string, { values: Set<Literal>; open: boolean; source: string }>();
  const note = (path: string, values: Literal[] | null, source: string): void => {
    if (shapes.has(path) || isBindingScopePath(path) || getPathRoot(path) === localScope) return;
    const entry = written.get(path) ?? { values: new Set<Literal>(), open: false, source };
    if (source && !entry.source) entry.source = source;
    if (values === null) entry.open = true;
    else values.forEach((value) => entry.values.add(value));
    written.set(path, entry);
  };
  const literalOrOpen = (value: unknown): Literal[] | null =>
    value === null || ['string', 'number', 'boolean'].includes(typeof value) ? [value as Literal] : null;
  for (const page of config.pages) {
    const properties = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    for (const [field, path] of Object.entries(page.fields?.bind ?? {})) {
      note(path, getFieldValues(properties[field]), `the choices of ${page.id}'s field ${field}`);
    }
    for (const { binding } of getBindings(page)) {
      if (binding.into !== undefined) note(binding.into, binding.call === undefined && binding.forEach === undefined ? literalOrOpen(binding.value) : null, '');
      for (const [target, value] of Object.entries(binding.set ?? {})) note(target, literalOrOpen(value), '');
    }
    for (const { rule } of getNavigationRules(page)) {
      for (const [target, value] of Object.entries(rule.set ?? {})) note(target, literalOrOpen(value), '');
    }
  }
  for (const { rule } of getSequenceRules(config)) {
    for (const [target, value] of Object.entries(rule.set ?? {})) note(target, literalOrOpen(value), '');
  }
  for (const [path, entry] of written) {
    // A path only literals write (a flag) is not a closed set worth checking against: only form choices make one.
    if (entry.open || !entry.source) continue;
    const values = [...entry.values, null];
    shapes.set(path, { types: [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))], values, source: entry.source });
  }
  return shapes;
}
