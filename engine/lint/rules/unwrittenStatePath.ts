import { didYouMean } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getMisnamedPages } from '../getMisnamedPages';
import { getClosestStatePath } from '../getClosestStatePath';
import { getAnswerKeyProblem, getStateFlow, isRelatedPath, pageDataPrefix, submittedPrefix, toLivePath } from '../getStateFlow';
import { isKnownStatePath } from '../isKnownStatePath';
import type { LintRule } from '../LintRule';

/**
 * Issue #11 state-path dataflow: page data (`user.pageData.<page>.…`) has no fixed shape, so a path read there must
 * be written somewhere (a binding's `into` or `set`, a navigation `set`, a `fields.bind`, a guard's declared writes),
 * or the read sees nothing: a misspelt `when` path sends every visitor the other way, a misspelt reset resets nothing.
 * A read of the submitted snapshot (`submitted.<path>`) reads what `<path>` was, so it is checked as `<path>`.
 */
export const unwrittenStatePath: LintRule = {
  code: 'unwritten-state-path',
  description: 'A page-data path is read (or reset) but nothing in the config writes it.',
  severity: 'error',
  check({ config, sources, report }) {
    const flow = getStateFlow(config, sources);
    const writes = flow.filter((site) => site.kind === 'write' || site.kind === 'output');
    const written = writes.map((site) => toLivePath(site.statePath));
    const candidates = new Set<string>();
    const misnamed = getMisnamedPages(config, sources);
    for (const path of written.filter((path) => !misnamed.has(path.split('.')[2]!))) {
      const segments = path.split('.');
      for (let end = 3; end <= segments.length; end += 1) candidates.add(segments.slice(0, end).join('.'));
    }
    for (const site of flow) {
      if (site.kind === 'write' || site.kind === 'output' || site.declared) continue;
      const live = toLivePath(site.statePath);
      if (live !== site.statePath && !live.startsWith(pageDataPrefix) && !isKnownStatePath(live)) {
        report({ ...site, message: `Unknown state path "${site.statePath}": the snapshot keeps the order and the user as they were${didYouMean(live, [], () => getClosestStatePath(live)).replace(/"(.+)"\?$/, `"${submittedPrefix}$1"?`)}` });
        continue;
      }
      if (!live.startsWith(pageDataPrefix)) continue;
      // Written there, above it (a call's answer kept whole: the read must name keys the answer has) or below it.
      const related = writes.filter((write) => isRelatedPath(toLivePath(write.statePath), live));
      const problems = related.map((write) => {
        const at = toLivePath(write.statePath);
        return write.answerKeys !== undefined && live.startsWith(`${at}.`) ? getAnswerKeyProblem(live, at, write.answerKeys) : null;
      });
      if (related.length > 0 && problems.some((problem) => problem === null)) continue;
      if (related.length > 0) {
        const alternatives = problems.flatMap((problem) => problem?.alternatives ?? []);
        report({ ...site, message: `"${site.statePath}" is read, but the answer kept there has no such key${didYouMean(live, alternatives, getClosestPath) || (alternatives.length > 0 ? ` (it has ${alternatives.map((path) => path.split('.').pop()).join(', ')})` : '')}` });
        continue;
      }
      const suggestion = didYouMean(live, candidates, getClosestPath);
      if (site.kind === 'reset' && !suggestion) {
        // Page data of a page that is gone (removed with YAML only): harmless, but dead; a typo (with a suggestion)
        // is an error, as the reset meant silently stops happening.
        report({ ...site, severity: 'warning', message: `"${site.statePath}" is reset, but nothing writes it: the reset does nothing; remove it` });
        continue;
      }
      const what = site.kind === 'reset' ? 'is reset, but nothing writes it: the reset does nothing' : 'is read, but nothing writes it';
      report({ ...site, message: `"${site.statePath}" ${what}${suggestion}` });
    }
  },
};
