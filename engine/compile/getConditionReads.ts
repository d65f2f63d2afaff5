import type { Condition } from '../config/types';
import { conditionGuardReads, type ConditionGuardName } from './registry';

/**
 * Every path a condition reads, nested conditions included. A named guard reads what the registry says it reads
 * (conditionGuardReads) and the paths given as its inputs; one the registry does not list may read anything (`*`).
 */
export function getConditionReads(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(getConditionReads);
  if ('any' in condition) return condition.any.flatMap(getConditionReads);
  if ('not' in condition) return getConditionReads(condition.not);
  if ('guard' in condition) {
    const name = typeof condition.guard === 'string' ? condition.guard : condition.guard.name;
    const inputs = typeof condition.guard === 'string' ? [] : Object.values(condition.guard.with ?? {});
    return [...(conditionGuardReads[name as ConditionGuardName] ?? ['*']), ...inputs];
  }
  if ('truthy' in condition) return [condition.truthy];
  if ('falsy' in condition) return [condition.falsy];
  if ('empty' in condition) return [condition.empty];
  if ('nonEmpty' in condition) return [condition.nonEmpty];
  if ('eq' in condition) return [condition.eq[0]];
  if ('ne' in condition) return [condition.ne[0]];
  if ('same' in condition) return [...condition.same];
  if ('in' in condition) return [condition.in[0]];
  if ('minItems' in condition) return [condition.minItems[0]];
  return [];
}
