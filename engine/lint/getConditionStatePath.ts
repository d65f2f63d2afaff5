import type { JsonPath } from '../config/Diagnostic';
import type { Condition } from '../config/types';

/** The state path a leaf condition reads, with the JSON path of that string, or null for combinators and guards. */
export function getConditionStatePath(condition: Condition): { statePath: string; at: JsonPath } | null {
  if ('truthy' in condition) return { statePath: condition.truthy, at: ['truthy'] };
  if ('falsy' in condition) return { statePath: condition.falsy, at: ['falsy'] };
  if ('empty' in condition) return { statePath: condition.empty, at: ['empty'] };
  if ('nonEmpty' in condition) return { statePath: condition.nonEmpty, at: ['nonEmpty'] };
  if ('eq' in condition) return { statePath: condition.eq[0], at: ['eq', 0] };
  if ('ne' in condition) return { statePath: condition.ne[0], at: ['ne', 0] };
  if ('in' in condition) return { statePath: condition.in[0], at: ['in', 0] };
  if ('minItems' in condition) return { statePath: condition.minItems[0], at: ['minItems', 0] };
  return null;
}
