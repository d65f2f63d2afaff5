import { getPathRoot } from '../compile/getBindingAccess';
import type { JsonPath } from '../config/Diagnostic';
import type { ApiBinding, Condition, PageConfig } from '../config/types';
import { getBindingChoices, getBindingValues } from './getBindings';
import { getConditionStatePaths } from './getConditionStatePaths';

/** A path a step reads, where (its JSON path in the step) and, in a message, the text to point at. */
export interface BindingRead {
  path: string;
  at: JsonPath;
  find?: string;
}

/**
 * Every path under `root` (`answer`, `local`) a step reads: its values (and their choices), its refuse and inform
 * conditions and messages, and with `when` its own condition (false for `answer`: the condition is weighed before the
 * call answers).
 */
export function getBindingReads(binding: ApiBinding, root: string, options: { when: boolean }): BindingRead[] {
  const reads: BindingRead[] = [];
  const fromCondition = (condition: Condition, at: JsonPath): void => {
    for (const read of getConditionStatePaths(condition)) if (getPathRoot(read.statePath) === root) reads.push({ path: read.statePath, at: [...at, ...read.at] });
    if ('all' in condition) condition.all.forEach((part, i) => fromCondition(part, [...at, 'all', i]));
    else if ('any' in condition) condition.any.forEach((part, i) => fromCondition(part, [...at, 'any', i]));
    else if ('not' in condition) fromCondition(condition.not, [...at, 'not']);
  };
  for (const { value, at } of getBindingValues(binding)) if (getPathRoot(value.from) === root) reads.push({ path: value.from, at: [...at, 'from'] });
  if (options.when && binding.when) fromCondition(binding.when, ['when']);
  for (const choice of getBindingChoices(binding)) fromCondition(choice.condition, choice.at);
  (binding.refuse ?? []).forEach((refusal, j) => fromCondition(refusal.when, ['refuse', j, 'when']));
  (binding.inform ?? []).forEach((notice, j) => fromCondition(notice.when, ['inform', j, 'when']));
  const messages: Array<[string, JsonPath]> = [
    ...(binding.refuse ?? []).map((refusal, j): [string, JsonPath] => [refusal.message, ['refuse', j, 'message']]),
    ...(binding.inform ?? []).map((notice, j): [string, JsonPath] => [notice.message, ['inform', j, 'message']]),
  ];
  for (const [message, at] of messages) {
    for (const [, reference] of message.matchAll(/\{([\w.-]+)\}/g)) if (getPathRoot(reference!) === root) reads.push({ path: reference!, at, find: `{${reference}}` });
  }
  return reads;
}

/**
 * The form fields a page's submit reads (`form.<field>` in its values and conditions, not its messages'
 * placeholders): on a renderer's page without a form of its own, the fields its renderer submits.
 */
export function getSubmittedFormFields(page: PageConfig): string[] {
  return [...new Set((page.submit ?? []).flatMap((binding) => getBindingReads(binding, 'form', { when: true }).filter((read) => read.find === undefined).map((read) => read.path.split('.')[1]!)))];
}
