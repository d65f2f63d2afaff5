import { expandNavigation } from '../../compile/expandNavigation';
import type { JsonPath } from '../../config/Diagnostic';
import type { Condition } from '../../config/types';
import { toConditionText } from '../../runtime/toConditionText';
import { getConditionOutcomes } from '../getConditionOutcomes';
import { getConditionStatePaths } from '../getConditionStatePaths';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import { getValueShapes } from '../getValueShapes';
import type { LintRule } from '../LintRule';

/** The state paths a condition reads. */
function getPaths(condition: Condition): Set<string> {
  const leaves = (part: Condition): Condition[] => ('all' in part ? part.all.flatMap(leaves) : 'any' in part ? part.any.flatMap(leaves) : 'not' in part ? leaves(part.not) : [part]);
  return new Set(leaves(condition).flatMap((leaf) => getConditionStatePaths(leaf).map(({ statePath }) => statePath)));
}

/** An `all` of one part is that part (for the message). */
const simplify = (condition: Condition): Condition => ('all' in condition && condition.all.length === 1 ? condition.all[0]! : condition);

/**
 * Whether two sets of state paths share one. Only the same path: a way that decides on a path below or above
 * another (`stages.capabilityQuestions`, `stages`) says nothing sure of the other.
 */
const overlaps = (a: Set<string>, b: Set<string>): boolean => [...a].some((path) => b.has(path));

/**
 * A navigation rule must not send a visitor to a page whose prerequisites (SPEC §2: a page entered without them shows
 * the error route) its own way there rules out: the rule's condition, with every earlier rule of its scenario not
 * holding, leaves a state where a part of the page's prerequisites about the same answers fails
 * (`truthy: order.payment.isInsurance` on the schedule, reached from the quote when isInsurance is false: every cash
 * visitor gets the error page; a sequence step's `when` copied onto another, which then leads past the answers its
 * page's prerequisites wait for).
 * Only the parts of the prerequisites that read what the way there decides on are judged: what earlier pages answered
 * is not known here.
 */
export const rulePrerequisites: LintRule = {
  code: 'rule-prerequisites',
  description: "A navigation rule (or a sequence's step) sends visitors to a page whose prerequisites its own condition, with the earlier rules not holding, rules out for some of them: they get the error page.",
  severity: 'error',
  check({ config, sources, report }) {
    const shapes = getValueShapes(config);
    const pages = new Map(config.pages.map((page) => [page.id, page]));
    const sequenceRules = getSequenceRules(config);
    const told = new Set<string>();
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const written = getNavigationRules(page);
      const expanded = expandNavigation(page, config.sequences ?? {}, true);
      // What a sent form makes sure of: each required field it stores (fields.bind) has an answer. A scenario the
      // form is validated for (its Continue, a button with validate) is taken only with them.
      const required = Array.isArray(page.fields?.schema['required']) ? (page.fields!.schema['required'] as unknown[]) : [];
      const answered: Condition[] = required.flatMap((name) => (typeof name === 'string' && page.fields?.bind[name] !== undefined ? [{ ne: [page.fields.bind[name]!, null] } as Condition] : []));
      const validated = new Set([page.submitScenario ?? 'forward', ...(page.buttons ?? []).filter((button) => button.validate === true).map((button) => button.scenario)]);
      for (const [scenario, rules] of Object.entries(expanded)) {
        const earlier: Condition[] = [];
        const facts = validated.has(scenario) ? answered : [];
        for (const rule of rules) {
          const target = pages.get(rule.to);
          const way: Condition = { all: [...(rule.when ? [rule.when] : []), ...earlier.map((condition): Condition => ({ not: condition }))] };
          const known: Condition = { all: [...facts, ...way.all] };
          // An unconditional rule (or sequence step): nothing after it applies, so no way after it is judged.
          earlier.push(rule.when ?? { all: [] });
          if (!target?.prerequisites || target.kind !== 'page') continue;
          const wayPaths = getPaths(way);
          if (wayPaths.size === 0) continue;
          const setPaths = new Set(Object.keys(rule.set ?? {}));
          const parts = 'all' in target.prerequisites ? target.prerequisites.all : [target.prerequisites];
          for (const part of parts) {
            const partPaths = getPaths(part);
            // A part about other answers, or one the rule itself sets on its way, is not judged.
            if (!overlaps(partPaths, wayPaths) || overlaps(partPaths, setPaths)) continue;
            const outcome = getConditionOutcomes({ all: [known, { not: part }] }, shapes);
            if (!outcome?.canHold) continue;
            // Where the rule is written: the page's own rule, or the sequence step or end rule it stands for.
            const own = written.find((located) => located.scenario === scenario && located.rule === rule);
            const fromSequence = rule.sequence !== undefined ? sequenceRules.find((located) => located.sequence === rule.sequence && located.rule.to === rule.to && JSON.stringify(located.rule.when) === JSON.stringify(rule.when)) : undefined;
            const at: { file: string; path: JsonPath } | undefined = own ? { file, path: own.path } : fromSequence ? { file: sequencesFile, path: fromSequence.path } : undefined;
            if (!at) continue;
            const key = `${at.file}:${at.path.join('.')}:${JSON.stringify(part)}`;
            if (told.has(key)) continue;
            told.add(key);
            const from = fromSequence ? `Sequence "${rule.sequence}" sends a visitor from "${page.id}" (${scenario})` : `This ${scenario} rule sends a visitor`;
            report({
              ...at,
              message: `${from} to "${rule.to}" when ${toConditionText(simplify(way))}, but "${rule.to}" needs ${toConditionText(part)} (its prerequisites), which can fail then: that visitor gets the error page; make the rule's condition require it, or change the prerequisites`,
            });
          }
        }
      }
    }
  },
};
