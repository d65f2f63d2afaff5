import type { ApiBinding, Condition } from '../config/types';
import { getBindingChoices, getBindingValues } from './getBindings';
import { getConditionStatePaths } from './getConditionStatePaths';

/** The input names an action's steps read (`input.<name>` in values, conditions and messages). */
export function getInputReads(steps: readonly ApiBinding[]): string[] {
  const names: string[] = [];
  const add = (path: string): void => void (path.startsWith('input.') && names.push(path.split('.')[1]!));
  const fromCondition = (condition: Condition): void => {
    for (const read of getConditionStatePaths(condition)) add(read.statePath);
    if ('all' in condition) condition.all.forEach(fromCondition);
    else if ('any' in condition) condition.any.forEach(fromCondition);
    else if ('not' in condition) fromCondition(condition.not);
  };
  for (const step of steps) {
    for (const { value } of getBindingValues(step)) add(value.from);
    if (step.when) fromCondition(step.when);
    for (const choice of getBindingChoices(step)) fromCondition(choice.condition);
    for (const check of [...(step.refuse ?? []), ...(step.inform ?? [])]) {
      fromCondition(check.when);
      for (const [, reference] of check.message.matchAll(/\{([\w.-]+)\}/g)) add(reference!);
    }
  }
  return names;
}
