import type { ApiBinding } from '../../config/types';
import { operationAnswerKeys } from '../../domain/operationAnswerKeys';
import { isOperationName, operations } from '../../domain/operations';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import type { LintRule } from '../LintRule';

/** What a step does, by the keys that say so. */
const kinds = ['call', 'value', 'set', 'run', 'saveSession', 'refuse'] as const;

/** Keys that only mean something next to a call. */
const callOnly = ['params', 'forEach', 'pick', 'notFound', 'onError'] as const;

/**
 * Each binding step does one thing (DESIGN principle 9): a call (`call`, with `into`/`set` for its answer), a value
 * stored (`value` with `into`), values set (`set`), another action run (`run`), a session save (`saveSession`), or a
 * check that refuses (`refuse` alone). Keys that belong to another kind of step are reported, never ignored. A call's
 * `onError: { answer }` (a SPEC §7 fallback answer) names keys the call's answer has (the contract's answer keys).
 */
export const bindingShape: LintRule = {
  code: 'binding-shape',
  description: 'A binding step mixes kinds (a call and a value, a run and a call…), lacks what its kind needs (a call that only reads with its answer kept nowhere too), or has keys its kind ignores (whileShown outside a shown page\'s load).',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path, list } of getBindings(page)) {
        const has = (key: keyof ApiBinding) => binding[key] !== undefined;
        // Issue #12: only a shown page's entry can show before a step is done.
        if (has('whileShown') && (list !== 'load' || page.kind !== 'page')) {
          report({
            file,
            path: [...path, 'whileShown'],
            onKey: true,
            message:
              list !== 'load'
                ? `"whileShown" belongs to a step of a page's load (the page shows before it is done); a step of ${typeof list === 'string' ? list : `action ${list.action}`} always finishes first`
                : `"whileShown" needs a page that is shown; ${page.id} is ${page.kind === 'virtual' ? 'a virtual route' : 'the bail-out page'}`,
          });
        }
        const doing = kinds.filter((kind) => has(kind) && !(kind === 'set' && (has('call') || has('value'))) && !(kind === 'refuse' && (has('call') || has('value') || has('set'))));
        if (doing.length === 0) {
          report({ file, path, message: 'A step needs something to do: call, value (with into), set, run, saveSession or refuse' });
          continue;
        }
        if (doing.length > 1) {
          report({ file, path: [...path, doing[1]!], onKey: true, message: `A step does one thing: "${doing[0]}" and "${doing[1]}" belong in separate steps` });
          continue;
        }
        if (!has('call')) {
          for (const key of callOnly) {
            if (has(key)) report({ file, path: [...path, key], onKey: true, message: `"${key}" belongs to a call; this step makes none` });
          }
        }
        if (has('value') && !has('into')) report({ file, path: [...path, 'value'], onKey: true, message: 'A value needs where it goes: into' });
        if (has('into') && !has('call') && !has('value')) report({ file, path: [...path, 'into'], onKey: true, message: '"into" keeps a call\'s answer or a value; this step has neither' });
        if (has('merge') && !has('into')) report({ file, path: [...path, 'merge'], onKey: true, message: '"merge" needs into' });
        // A call that only reads (GET) whose answer nothing keeps or checks: the call changes nothing (its into line
        // deleted or never written). A POST may be made for what it does (an event logged, a session saved).
        if (has('call') && !has('into') && !has('set') && !has('refuse') && !has('inform') && isOperationName(binding.call!) && operations[binding.call!].method === 'GET') {
          report({ file, path: [...path, 'call'], message: `The answer of ${binding.call} is kept nowhere (no into, set, refuse or inform), so the call changes nothing; add into: where it goes` });
        }
        if (has('input') && !has('run')) report({ file, path: [...path, 'input'], onKey: true, message: '"input" is what a run passes to its action; this step runs none' });
        if (has('call') && typeof binding.onError === 'object') {
          const keys = toKeptAnswerKeys(binding.call!, binding.pick);
          if (keys === undefined || keys === 1) continue;
          if ('#' in keys) {
            report({ file, path: [...path, 'onError', 'answer'], onKey: true, message: `${binding.call} answers a list: its fallback is "onError: empty"` });
            continue;
          }
          if ('*' in keys) continue;
          for (const key of Object.keys(binding.onError.answer)) {
            if (key in keys) continue;
            report({
              file,
              path: [...path, 'onError', 'answer', key],
              onKey: true,
              message: `The answer of ${binding.call}${binding.pick ? ` (its ${binding.pick})` : ''} has no "${key}"${didYouMean(key, Object.keys(keys))}`,
            });
          }
        }
      }
    }
  },
};

/** The contract's answer keys of what a call step keeps: its answer, or the field it picks; undefined when unknown. */
function toKeptAnswerKeys(call: string, pick: string | undefined) {
  const keys = operationAnswerKeys[call];
  if (pick === undefined || keys === undefined || keys === 1) return keys;
  return keys[pick];
}
