import { getNavigationRules } from '../getNavigationRules';
import { getNeededPath, getPageDataWriters, getPagesBefore, getRequiredParts } from '../getPagesBefore';
import { isRelatedPath, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/**
 * Issue #11 page order: a navigation rule (or a button) whose condition needs page data (`user.pageData.…`) that only
 * pages after the page write never applies (is never shown) on a visitor's way forward (`vehicle-damage` going on when
 * `user.pageData.vehicle-parts.partNumber` is set, which only the question pages after it write): every new visitor
 * takes another rule. The page's own steps (load, submit, actions) and the pages a new visitor can have been on before
 * it (engine/lint/getPagesBefore) count as writers; a page reached only later, coming back by Back, does not.
 */
export const laterPageData: LintRule = {
  code: 'later-page-data',
  description: "A navigation rule's (or a button's) condition needs page data that only pages after the page write, so on the way forward it never applies.",
  severity: 'error',
  check({ config, sources, report }) {
    const writers = getPageDataWriters(config, sources);
    const pagesBefore = getPagesBefore(config);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      let before: ReadonlySet<string> | undefined;
      const conditions = [
        ...getNavigationRules(page).map(({ scenario, rule, path }) => ({ condition: rule.when, path: [...path, 'when'], what: `Scenario "${scenario}" of ${page.id}`, consequence: 'this rule never applies' })),
        ...(page.buttons ?? []).map((button, index) => ({ condition: button.when, path: ['buttons', index, 'when'], what: `Button "${button.label}" of ${page.id}`, consequence: 'the button is never shown' })),
      ];
      for (const { condition, path, what, consequence } of conditions) {
        if (!condition) continue;
        for (const { part, path: at } of getRequiredParts(condition, path)) {
          const needed = getNeededPath(part);
          if (needed === null || !needed.startsWith(pageDataPrefix)) continue;
          const written = writers.filter((writer) => isRelatedPath(writer.statePath, needed));
          if (written.length === 0) continue; // unwritten-state-path reports it
          before ??= pagesBefore(page.id);
          if (written.some((writer) => writer.page === undefined || writer.page === page.id || before!.has(writer.page))) continue;
          const where = [...new Set(written.map((writer) => writer.page))].join(', ');
          report({
            file,
            path: at,
            message: `${what} needs ${needed}, which only ${where} ${written.length > 1 ? 'write' : 'writes'}, after ${page.id}: on the way forward ${consequence}`,
          });
        }
      }
    }
  },
};
