import type { Condition, FunnelConstants, Literal } from '../config/types';
import type { FunnelState } from '../domain/state';
import { ConditionError } from './ConditionError';
import { getAtPath } from './getAtPath';
import { toValueShape } from './toValueShape';
import { isDeepEqual } from './isDeepEqual';
import { isEmptyValue } from './isEmptyValue';

/**
/**
 * A named guard: a condition implemented in code (engine/domain/conditionGuards.ts), given the device facts, the
 * SPEC §9 constants of funnel.yaml and the values of the state paths YAML passes it (`{guard: {name, with}}`).
 */
export type ConditionGuard = (
  state: FunnelState,
  environment: GuardEnvironment,
  constants: FunnelConstants,
  inputs: Record<string, unknown>,
) => boolean;

/** What guards may know of the device beyond the state (e.g. Apple Pay availability, SPEC §5). */
export interface GuardEnvironment {
  userAgent?: string;
  canMakeApplePayments?: boolean;
}

export interface ConditionContext {
  state: FunnelState;
  guards: Record<string, ConditionGuard>;
  environment?: GuardEnvironment;
  /** The SPEC §9 constants (model.funnel.constants) the guards read. */
  constants: FunnelConstants;
}

/** The result of a condition with the reason, so each navigation decision can be explained (DESIGN 5). */
export interface ConditionResult {
  value: boolean;
  reason: string;
}

function looseEquals(actual: unknown, expected: Literal): boolean {
  if (expected === null) return actual === null || actual === undefined;
  return actual === expected;
}

/**
 * A value as a reason tells it: its shape, never the value (a condition may read what the visitor typed; reasons end
 * up in error messages and logs: no personal data there).
 */
function show(value: unknown): string {
  return toValueShape(value);
}

/** Evaluates the closed condition language against the state; throws ConditionError on anything it does not know. */
export function evaluateCondition(condition: Condition, context: ConditionContext): ConditionResult {
  const keys = Object.keys(condition);
  if (keys.length !== 1) {
    throw new ConditionError('unknown-operator', `A condition needs exactly one operator, got ${keys.join(', ') || 'none'}`);
  }
  const c = condition as Record<string, unknown>;
  const operator = keys[0]!;
  const read = (path: unknown): unknown => {
    if (typeof path !== 'string') throw new ConditionError('bad-operand', `"${operator}" needs a state path`);
    return getAtPath(context.state, path);
  };
  switch (operator) {
    case 'all': {
      for (const part of c.all as Condition[]) {
        const result = evaluateCondition(part, context);
        if (!result.value) return { value: false, reason: result.reason };
      }
      return { value: true, reason: 'all hold' };
    }
    case 'any': {
      const reasons: string[] = [];
      for (const part of c.any as Condition[]) {
        const result = evaluateCondition(part, context);
        if (result.value) return result;
        reasons.push(result.reason);
      }
      return { value: false, reason: `none hold (${reasons.join('; ')})` };
    }
    case 'not': {
      const result = evaluateCondition(c.not as Condition, context);
      return { value: !result.value, reason: `not (${result.reason})` };
    }
    case 'truthy': {
      const value = read(c.truthy);
      return { value: Boolean(value) && !isEmptyValue(value), reason: `${String(c.truthy)} ${show(value)}` };
    }
    case 'falsy': {
      const value = read(c.falsy);
      return { value: !value || isEmptyValue(value), reason: `${String(c.falsy)} ${show(value)}` };
    }
    case 'empty': {
      const value = read(c.empty);
      return { value: isEmptyValue(value), reason: `${String(c.empty)} ${show(value)}` };
    }
    case 'nonEmpty': {
      const value = read(c.nonEmpty);
      return { value: !isEmptyValue(value), reason: `${String(c.nonEmpty)} ${show(value)}` };
    }
    case 'eq':
    case 'ne': {
      const [path, expected] = c[operator] as [string, Literal];
      const value = read(path);
      const equal = looseEquals(value, expected);
      return { value: operator === 'eq' ? equal : !equal, reason: `${path} ${equal ? `equals ${JSON.stringify(expected)}` : show(value)}` };
    }
    case 'same': {
      const [left, right] = c.same as [string, string];
      const a = read(left);
      const b = read(right);
      return { value: isDeepEqual(a ?? null, b ?? null), reason: `${left} ${show(a)}, ${right} ${show(b)}` };
    }
    case 'in': {
      const [path, options] = c.in as [string, Literal[]];
      const value = read(path);
      const matched = options.find((option) => looseEquals(value, option));
      return { value: matched !== undefined, reason: `${path} ${matched !== undefined ? `equals ${JSON.stringify(matched)}` : show(value)}` };
    }
    case 'minItems': {
      const [path, count] = c.minItems as [string, number];
      const value = read(path);
      const length = Array.isArray(value) ? value.length : 0;
      return { value: length >= count, reason: `${path} has ${length} item(s)` };
    }
    case 'guard': {
      const call = c.guard as string | { name: string; with: Record<string, string> };
      const name = typeof call === 'string' ? call : call.name;
      const guard = context.guards[name];
      if (!guard) throw new ConditionError('unknown-guard', `No guard named "${name}" is implemented`);
      const inputs: Record<string, unknown> = {};
      if (typeof call !== 'string') for (const [input, path] of Object.entries(call.with)) inputs[input] = read(path);
      const value = guard(context.state, context.environment ?? {}, context.constants, inputs);
      return { value, reason: `guard ${name} is ${value}` };
    }
    default:
      throw new ConditionError('unknown-operator', `Unknown condition operator "${operator}"`);
  }
}
