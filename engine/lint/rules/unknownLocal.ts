import { getPathRoot, localScope } from '../../compile/getBindingAccess';
import type { JsonPath } from '../../config/Diagnostic';
import type { ApiBinding } from '../../config/types';
import { didYouMean } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getClosestPath } from '../getClosestPath';
import { getAnswerKeyProblem, getAnswerKeys } from '../getStateFlow';
import { getBindings } from '../getBindings';
import { getBindingReads } from '../getBindingReads';
import type { LintRule } from '../LintRule';

/** The name a `local.<name>…` path keeps its value under. */
const localName = (path: string): string => path.slice(localScope.length + 1).split('.')[0] ?? '';

/** The local names a step keeps (its `into`, its `set` targets). */
function getKeptNames(binding: ApiBinding): Set<string> {
  const names = new Set<string>();
  if (binding.into !== undefined && getPathRoot(binding.into) === localScope) names.add(localName(binding.into));
  for (const target of Object.keys(binding.set ?? {})) if (getPathRoot(target) === localScope) names.add(localName(target));
  return names;
}

/** Every `local.…` path a step reads: values, conditions (its when, choices, refuse, inform) and messages. */
const getLocalReads = (binding: ApiBinding) => getBindingReads(binding, localScope, { when: true });

/**
 * `local.<name>` is a scratch value of one run of a step list (a page's `load`, its `submit`, one action; an action
 * run by `run:` has its own): a read must name a value some step of the same list keeps (`into: local.<name>` or a
 * `set:` of it), or it reads nothing and the condition or value silently goes the empty way.
 */
export const unknownLocal: LintRule = {
  code: 'unknown-local',
  description: 'A step reads a local.<name> value that no step of its list (load, submit or action) keeps.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const located = getBindings(page);
      const listKey = (list: (typeof located)[number]['list']) => (typeof list === 'string' ? list : `action:${list.action}`);
      const kept = new Map<string, Set<string>>();
      for (const { binding, list } of located) {
        kept.set(listKey(list), new Set([...(kept.get(listKey(list)) ?? []), ...getKeptNames(binding)]));
      }
      const readNames = new Map<string, Set<string>>();
      for (const { binding, list } of located) {
        const names = readNames.get(listKey(list)) ?? new Set<string>();
        for (const read of getLocalReads(binding)) names.add(localName(read.path));
        readNames.set(listKey(list), names);
      }
      // A local kept that no step reads, beside a read of one nothing keeps: the `into` (or set) was misspelt.
      for (const { binding, path, list } of located) {
        const reads = readNames.get(listKey(list)) ?? new Set<string>();
        const unkept = [...reads].filter((name) => !(kept.get(listKey(list)) ?? new Set()).has(name));
        const targets: Array<[string, JsonPath, boolean]> = [
          ...(binding.into !== undefined && getPathRoot(binding.into) === localScope ? [[binding.into, [...path, 'into'], false] as [string, JsonPath, boolean]] : []),
          ...Object.keys(binding.set ?? {}).filter((target) => getPathRoot(target) === localScope).map((target): [string, JsonPath, boolean] => [target, [...path, 'set', target], true]),
        ];
        for (const [target, at, onKey] of targets) {
          const name = localName(target);
          if (reads.has(name)) continue;
          const closest = getClosestName(name, unkept);
          if (closest !== undefined) report({ file, path: at, onKey, message: `local.${name} is kept, but no step reads it; did you mean "local.${closest}", which a step reads?` });
        }
      }
      // What the steps before each one keep: steps run in their list's order (a step waits only for earlier ones,
      // engine/compile/getBindingWaits.ts), so a local kept only by a later step is still empty when it is read.
      const keptSoFar = new Map<string, Set<string>>();
      for (const [index, { binding, path, list }] of located.entries()) {
        const names = kept.get(listKey(list)) ?? new Set<string>();
        const before = keptSoFar.get(listKey(list)) ?? new Set<string>();
        const own = getKeptNames(binding);
        const toldEarly = new Set<string>();
        for (const read of getLocalReads(binding)) {
          const name = localName(read.path);
          if (before.has(name) && read.path.split('.').length > 2) {
            // Below a call's answer kept whole (`into: local.priced`): a key the answer has (the contract's).
            const keeper = located.slice(0, index).reverse().find((other) => listKey(other.list) === listKey(list) && other.binding.into === `${localScope}.${name}`);
            const keys = keeper?.binding.call !== undefined ? getAnswerKeys(keeper.binding.call, keeper.binding.pick, keeper.binding.forEach !== undefined) : undefined;
            const problem = keys !== undefined ? getAnswerKeyProblem(read.path, `${localScope}.${name}`, keys) : null;
            if (problem) {
              report({ file, path: [...path, ...read.at], ...(read.find ? { find: read.find } : {}), message: `"${read.path}" is read, but the answer of call "${keeper!.binding.call}" kept at local.${name} has no such key${didYouMean(read.path, problem.alternatives, getClosestPath) || (problem.alternatives.length > 0 ? ` (it has ${problem.alternatives.map((other) => other.split('.').pop()).join(', ')})` : '')}` });
            }
          }
          if (name === '' || before.has(name) || own.has(name)) continue;
          if (names.has(name)) {
            // Once per step and name: moving the step mends every read of it.
            if (toldEarly.has(name)) continue;
            toldEarly.add(name);
            const keeper = located.find((other) => listKey(other.list) === listKey(list) && getKeptNames(other.binding).has(name))!;
            const keeperIndex = keeper.path[keeper.path.length - 1] as number;
            const keeperName = keeper.binding.id ?? keeper.binding.call ?? keeper.binding.run;
            report({
              file,
              path: [...path, ...read.at],
              ...(read.find ? { find: read.find } : {}),
              message: `"${read.path}" is read before the step that keeps local.${name} (step ${keeperIndex + 1}${keeperName !== undefined ? `, ${keeperName}` : ''}): steps run in order, so it is still empty here; move this step below that one`,
            });
            continue;
          }
          const where = typeof list === 'string' ? `the page's ${list}` : `action "${list.action}"`;
          // Close either way: a short name (zp) is close to its longer kept one (zip) only that way round.
          const closest = getClosestName(name, names) ?? [...names].find((other) => getClosestName(other, [name]) === name);
          const hint = closest !== undefined ? `; did you mean "local.${closest}"?` : names.size > 0 ? ` (it keeps ${[...names].map((other) => `local.${other}`).join(', ')})` : '';
          report({ file, path: [...path, ...read.at], ...(read.find ? { find: read.find } : {}), message: `"${read.path}" is read, but no step of ${where} keeps local.${name}${hint}` });
        }
        for (const name of own) before.add(name);
        keptSoFar.set(listKey(list), before);
      }
    }
  },
};
