import { didYouMean } from '../didYouMean';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/**
 * Every page a navigation `to`, a sequence step or `after`/`before` rule, an auto-route `order` entry, `funnel.entry`,
 * `funnel.firstPage` or `funnel.submittedPage` names must exist (DESIGN principles 1, 4).
 */
export const unknownPage: LintRule = {
  code: 'unknown-page',
  description: 'A navigation destination, sequence step, auto-route order entry, entry, firstPage or submittedPage names no page.',
  severity: 'error',
  check({ config, sources, report }) {
    const ids = config.pages.map((page) => page.id);
    const known = new Set(ids);
    for (const key of ['entry', 'firstPage', 'submittedPage'] as const) {
      const id = config.funnel[key];
      if (!known.has(id)) {
        report({ file: 'funnel.yaml', path: [key], message: `${key} "${id}" is not a page${didYouMean(id, ids)}` });
      }
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { scenario, rule, path } of getNavigationRules(page)) {
        if (!known.has(rule.to)) {
          report({
            file,
            path: [...path, 'to'],
            message: `Scenario "${scenario}" goes to "${rule.to}", which is not a page${didYouMean(rule.to, ids)}`,
          });
        }
      }
      (page.order ?? []).forEach((id, index) => {
        if (!known.has(id)) {
          report({ file, path: ['order', index], message: `Auto-route order names "${id}", which is not a page${didYouMean(id, ids)}` });
        }
      });
    }
    for (const { sequence, rule, part, toPath } of getSequenceRules(config)) {
      if (known.has(rule.to)) continue;
      const what = part === 'step' ? `A step of sequence "${sequence}" is "${rule.to}"` : `The ${part} rule of sequence "${sequence}" goes to "${rule.to}"`;
      report({ file: sequencesFile, path: toPath, message: `${what}, which is not a page${didYouMean(rule.to, ids)}` });
    }
  },
};
