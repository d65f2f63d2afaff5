import type { JsonPath } from '../config/Diagnostic';
import type { Condition } from '../config/types';

/** The state paths a leaf condition reads, each with the JSON path of that string; none for combinators and guards. */
export function getConditionStatePaths(condition: Condition): Array<{ statePath: string; at: JsonPath }> {
  if ('truthy' in condition) return [{ statePath: condition.truthy, at: ['truthy'] }];
  if ('falsy' in condition) return [{ statePath: condition.falsy, at: ['falsy'] }];
  if ('empty' in condition) return [{ statePath: condition.empty, at: ['empty'] }];
  if ('nonEmpty' in condition) return [{ statePath: condition.nonEmpty, at: ['nonEmpty'] }];
  if ('eq' in condition) return [{ statePath: condition.eq[0], at: ['eq', 0] }];
  if ('ne' in condition) return [{ statePath: condition.ne[0], at: ['ne', 0] }];
  if ('same' in condition) return condition.same.map((statePath, index) => ({ statePath, at: ['same', index] }));
  if ('in' in condition) return [{ statePath: condition.in[0], at: ['in', 0] }];
  if ('minItems' in condition) return [{ statePath: condition.minItems[0], at: ['minItems', 0] }];
  if ('guard' in condition && typeof condition.guard !== 'string') {
    return Object.entries(condition.guard.with).map(([input, statePath]) => ({ statePath, at: ['guard', 'with', input] }));
  }
  return [];
}
