import type { ApiBinding } from '../../config/types';
import { operationAnswerKeys, type AnswerKeys } from '../../domain/operationAnswerKeys';
import { didYouMean } from '../didYouMean';
import { getBindings } from '../getBindings';
import { getClosestPath } from '../getClosestPath';
import { getAnswerKeyProblem } from '../getStateFlow';
import { getBindingReads } from '../getBindingReads';
import type { LintRule } from '../LintRule';

/** The fields an answer has at its top (none known for a list, a leaf or an open map). */
const getFields = (keys: AnswerKeys): string[] => (keys === 1 ? [] : Object.keys(keys).filter((key) => key !== '*' && key !== '#'));

/** What a step's `answer` holds: the call's answer (each item's with forEach), or the picked field of it. */
function getAnswerShape(binding: ApiBinding): AnswerKeys | undefined {
  const whole = binding.call !== undefined ? operationAnswerKeys[binding.call] : undefined;
  if (whole === undefined) return undefined;
  const picked = binding.pick === undefined ? whole : whole === 1 ? undefined : (whole[binding.pick] ?? whole['*']);
  return picked !== undefined && binding.forEach !== undefined ? { '#': picked } : picked;
}

/** Every `answer…` path a step reads (set values and their choices, refuse and inform conditions, messages), with where. */
const getAnswerReads = (binding: ApiBinding) => getBindingReads(binding, 'answer', { when: false });

/**
 * What a step keeps of a call's answer must be there (SPEC §7 contract, engine/domain/operationAnswerKeys.ts,
 * generated): `pick` names a field of the answer, and an `answer.<field>…` read in its `set`, `refuse`, `inform` or
 * messages names fields it has. A misspelt one keeps nothing: `pick: partsOrQuestion` leaves the question stages
 * empty and every visitor skips the question pages.
 */
export const answerField: LintRule = {
  code: 'answer-field',
  description: "A step picks or reads a field its call's answer does not have (the contract's answer of that call).",
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        const whole = binding.call !== undefined ? operationAnswerKeys[binding.call] : undefined;
        if (whole === undefined) continue; // no call, or unknown-operation reports it
        if (binding.pick !== undefined && whole !== 1 && !('*' in whole) && !(binding.pick in whole)) {
          const fields = getFields(whole);
          report({ file, path: [...path, 'pick'], message: `The answer of ${binding.call} has no field "${binding.pick}"${didYouMean(binding.pick, fields) || (fields.length > 0 ? ` (it has ${fields.join(', ')})` : '')}` });
          continue;
        }
        const shape = getAnswerShape(binding);
        if (shape === undefined) continue;
        for (const read of getAnswerReads(binding)) {
          if (read.path === 'answer') continue;
          const problem = getAnswerKeyProblem(read.path, 'answer', shape);
          if (problem === null) continue;
          const closest = getClosestPath(read.path, problem.alternatives);
          const missing = read.path.split('.')[(closest ?? problem.alternatives[0] ?? read.path).split('.').length - 1] ?? read.path;
          const fields = problem.alternatives.map((alternative) => alternative.split('.').pop()!);
          const hint = closest !== undefined ? `; did you mean "${closest.split('.').pop()}" (${closest})?` : fields.length > 0 ? ` (it has ${fields.join(', ')})` : '';
          report({
            file,
            path: [...path, ...read.at],
            ...(read.find ? { find: read.find } : {}),
            message: `"${read.path}": the answer of ${binding.call}${binding.pick ? ` (its ${binding.pick})` : ''} has no field "${missing}"${hint}`,
          });
        }
      }
    }
  },
};
