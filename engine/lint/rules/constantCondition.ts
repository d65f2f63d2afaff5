import type { JsonPath } from '../../config/Diagnostic';
import type { SourceIndex } from '../../config/SourceIndex';
import type { Condition, FunnelConfig } from '../../config/types';
import { toConditionText } from '../../runtime/toConditionText';
import { getConditionOutcomes } from '../getConditionOutcomes';
import { getValueShapes } from '../getValueShapes';
import type { LintRule } from '../LintRule';
import { visitConditions, type ConditionSite } from '../visitConditions';

/** What a condition that never holds, or always holds, means where it is written. */
function getConsequence(site: ConditionSite, holds: boolean): string {
  const last = site.path[site.path.length - 1];
  const owner = site.path[site.path.length - 3];
  if (site.role === 'prerequisites') return holds ? 'the prerequisites check nothing' : 'no visitor can ever enter the page';
  if (site.role === 'navigation') return holds ? 'the rules after it never apply' : 'the rule is never taken';
  if (site.role === 'button') return holds ? 'the condition is not needed' : 'the button is never shown';
  if (site.role === 'cascade') return holds ? 'the reset never happens' : 'the reset always happens';
  if (last === 'if') return holds ? 'the else value is never used' : 'the then value is never used';
  if (owner === 'refuse') return holds ? 'every answer is refused' : 'it never refuses anything';
  if (owner === 'inform') return holds ? 'the notice is always shown' : 'the notice is never shown';
  return holds ? 'the when is not needed' : 'the step never runs';
}

/**
 * Whether a navigation rule's `when` (at `path`) has rules after it in its list: a scenario's rules in a page, or a
 * sequence's `after`/`before` rules (a sequence step is followed by the steps after it).
 */
function hasLaterRules(config: FunnelConfig, file: string, path: JsonPath, sources: SourceIndex): boolean {
  const index = path[path.length - 2];
  if (typeof index !== 'number') return false;
  let list: unknown;
  if (path[0] === 'navigation') list = config.pages.find((page) => sources.getPageFile(page.id) === file)?.navigation[path[1] as string];
  else if (path[0] === 'sequences') {
    const sequence = config.sequences?.[path[1] as string];
    list = sequence ? (sequence as unknown as Record<string, unknown>)[path[2] as string] : undefined;
  }
  return Array.isArray(list) && index < list.length - 1;
}

/** Whether a visited condition is written where a condition is expected (not inside an all, any or not). */
function isRoot(path: JsonPath): boolean {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  return !(last === 'not' || (typeof last === 'number' && (parent === 'all' || parent === 'any')));
}

/**
 * Issue #11: a condition that can never hold or always holds decides the same for every visitor (`truthy` and `falsy`
 * of one path in the quote's prerequisites: every visitor ends on the error banner). Judged over every combination
 * of the values that matter (engine/lint/getConditionOutcomes.ts): never holding is an error, always holding a
 * warning — an error in a navigation rule that has rules after it, which then never apply; inside a condition that can go either way, a part of an `any` that never holds or of an `all` that always
 * holds is a warning (it is dead weight, and usually a typo of what was meant).
 */
export const constantCondition: LintRule = {
  code: 'constant-condition',
  description: 'A condition can never hold or always holds (a warning, but an error in a navigation rule with rules after it), or a part of an any/all never matters (a warning), whatever the visitor does.',
  severity: 'error',
  check({ config, sources, report }) {
    const shapes = getValueShapes(config);
    const checkParts = (condition: Condition, file: string, path: JsonPath): void => {
      const kind = 'all' in condition ? 'all' : 'any' in condition ? 'any' : null;
      if (!kind) return;
      const parts = (condition as Record<typeof kind, Condition[]>)[kind];
      parts.forEach((part, i) => {
        const outcomes = getConditionOutcomes(part, shapes);
        if (!outcomes) return;
        if (kind === 'any' && !outcomes.canHold) {
          report({ file, path: [...path, kind, i], severity: 'warning', message: 'This part of the any can never hold, so it never matters' });
        } else if (kind === 'all' && !outcomes.canFail) {
          report({ file, path: [...path, kind, i], severity: 'warning', message: 'This part of the all always holds, so it never matters' });
        } else checkParts(part, file, [...path, kind, i]);
      });
    };
    /**
     * Where an `all` that never holds goes wrong: a part that never holds on its own, or the later of two parts that
     * contradict each other (reported there, naming the other: the line the mistake was most likely made on).
     */
    const findCulprit = (condition: Condition, path: JsonPath): { path: JsonPath; because: string } | null => {
      if (!('all' in condition)) return null;
      const parts: Array<{ part: Condition; path: JsonPath }> = [];
      const flatten = (node: Condition, at: JsonPath): void => {
        if ('all' in node) node.all.forEach((child, i) => flatten(child, [...at, 'all', i]));
        else parts.push({ part: node, path: at });
      };
      flatten(condition, path);
      for (const { part, path: at } of parts) {
        if (getConditionOutcomes(part, shapes)?.canHold === false) return { path: at, because: 'this part never holds' };
      }
      for (const [j, later] of parts.entries()) {
        for (const earlier of parts.slice(0, j)) {
          if (getConditionOutcomes({ all: [earlier.part, later.part] }, shapes)?.canHold === false) {
            return { path: later.path, because: `this part contradicts \`${toConditionText(earlier.part)}\`` };
          }
        }
      }
      return null;
    };
    visitConditions(config, sources, (site) => {
      if (!isRoot(site.path)) return;
      const outcomes = getConditionOutcomes(site.condition, shapes);
      if (!outcomes) return;
      const culprit = outcomes.canHold ? null : findCulprit(site.condition, site.path);
      if (culprit) report({ file: site.file, path: culprit.path, message: `This condition can never hold, whatever the visitor does (${culprit.because}): ${getConsequence(site, false)}` });
      else if (!outcomes.canHold) report({ file: site.file, path: site.path, message: `This condition can never hold, whatever the visitor does: ${getConsequence(site, false)}` });
      else if (!outcomes.canFail) {
        // A navigation rule that always applies makes the rules after it unreachable: an error; the last one only
        // has a condition it does not need.
        const blocksLater = site.role === 'navigation' && hasLaterRules(config, site.file, site.path, sources);
        report({
          file: site.file,
          path: site.path,
          severity: blocksLater ? 'error' : 'warning',
          message: `This condition always holds, whatever the visitor does: ${site.role === 'navigation' && !blocksLater ? 'the when is not needed' : getConsequence(site, true)}`,
        });
      }
      else checkParts(site.condition, site.file, site.path);
    });
  },
};
