import type { JsonPath } from '../../config/Diagnostic';
import type { Condition, NavigationEntry } from '../../config/types';
import { isSequenceReference } from '../../compile/isSequenceReference';
import { isDeepEqual } from '../../runtime/isDeepEqual';
import { sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

/**
 * Two rules of one scenario (or of one sequence's `after` or `before` list) with the same `when`: the second can never
 * be chosen (first match wins). Two rules with no `when` are left to unreachable-rule. Two steps of one sequence with
 * the same `when` (a warning). A part of an `all` or `any` written twice in it (a warning): a line copied and not edited.
 */
export const duplicateRule: LintRule = {
  code: 'duplicate-rule',
  description: 'Two rules of one scenario have the same condition, or a later one a narrower condition (all of an earlier one and more), so the later one never applies; or (warnings) two steps of one sequence have the same condition, or an all or any lists one condition twice (a line copied and not edited: the copy checks nothing more).',
  severity: 'error',
  check({ config, sources, report }) {
    /** Reports each rule of a list whose condition an earlier rule of the list already has. */
    const checkList = (list: readonly NavigationEntry[], file: string, path: JsonPath, what: string) => {
      list.forEach((rule, index) => {
        if (isSequenceReference(rule) || rule.when === undefined) return;
        const earlier = list.findIndex((other, j) => j < index && !isSequenceReference(other) && isDeepEqual(other.when, rule.when));
        if (earlier >= 0) {
          report({ file, path: [...path, index, 'when'], message: `Rule ${index + 1} of ${what} has the same condition as rule ${earlier + 1}, so it never applies` });
          return;
        }
        // A narrower condition after a wider one (`all: [isInsurance, vin]` after `isInsurance`): whenever it holds, the
        // earlier rule's holds too and is chosen first.
        const wider = list.findIndex((other, j) => j < index && !isSequenceReference(other) && other.when !== undefined && implies(rule.when!, other.when));
        if (wider < 0) return;
        report({
          file,
          path: [...path, index, 'when'],
          message: `Rule ${index + 1} of ${what} never applies: whenever its condition holds, rule ${wider + 1}'s holds too, and rule ${wider + 1} is tried first; put the narrower rule first`,
        });
      });
    };
    for (const page of config.pages) {
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (Array.isArray(value)) checkList(value, sources.getPageFile(page.id), ['navigation', scenario], `scenario "${scenario}"`);
      }
    }
    for (const [name, sequence] of Object.entries(config.sequences ?? {})) {
      for (const part of ['after', 'before'] as const) {
        const value = sequence[part];
        if (Array.isArray(value)) checkList(value, sequencesFile, ['sequences', name, part], `sequence "${name}" ${part}`);
      }
      // Two steps with one `when` (a step copied, its condition not edited): the later page is shown whenever the
      // earlier one is, after it, whatever the later page asks. A warning: a chain may mean it.
      sequence.steps.forEach((step, index) => {
        if (step.when === undefined) return;
        const earlier = sequence.steps.findIndex((other, j) => j < index && isDeepEqual(other.when, step.when));
        if (earlier < 0) return;
        report({
          file: sequencesFile,
          path: ['sequences', name, 'steps', index, 'when'],
          severity: 'warning',
          message: `Step "${step.page}" of sequence "${name}" has the same when as step "${sequence.steps[earlier]!.page}": it is shown after that one whenever that one is; was the condition copied and not edited?`,
        });
      });
    }
    // A part of an all or any written twice: the copy checks nothing more, and the condition meant there (another
    // path, another value) is not checked at all.
    visitConditions(config, sources, ({ condition, file, path }) => {
      const kind = 'all' in condition ? 'all' : 'any' in condition ? 'any' : null;
      if (!kind) return;
      const parts = (condition as Record<typeof kind, Condition[]>)[kind];
      parts.forEach((part, index) => {
        const earlier = parts.findIndex((other, j) => j < index && isDeepEqual(other, part));
        if (earlier < 0) return;
        report({
          file,
          path: [...path, kind, index],
          severity: 'warning',
          message: `Part ${index + 1} of this ${kind} is the same as part ${earlier + 1}, so it checks nothing more; was it copied and not edited?`,
        });
      });
    });
  },
};

/** A condition as the conditions all of which it needs: the parts of an `all`, else the condition itself. */
const toConjuncts = (condition: Condition): readonly Condition[] => ('all' in condition ? condition.all.flatMap(toConjuncts) : [condition]);

/**
 * Whether `narrow` holding always means `wide` holds, as far as the conditions' shapes show it: every condition
 * `wide` needs is one `narrow` needs too (`all: [a, b]` implies `a`), or, for a `wide` of `any`, one of its
 * alternatives is. Conservative: false when it cannot tell.
 */
function implies(narrow: Condition, wide: Condition): boolean {
  const needed = toConjuncts(narrow);
  const covers = (condition: Condition): boolean => toConjuncts(condition).every((part) => needed.some((have) => isDeepEqual(have, part)));
  if ('any' in wide) return wide.any.some(covers);
  return covers(wide);
}
