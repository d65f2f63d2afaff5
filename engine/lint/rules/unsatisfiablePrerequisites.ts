import { getNeededPath, getPageDataWriters, getPagesBefore, getRequiredParts } from '../getPagesBefore';
import { isRelatedPath, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/**
 * Issue #11: prerequisites no path through the graph can satisfy. A page's prerequisites that need page data
 * (`user.pageData.…`) set can only hold when some page before it writes that data: if every page that writes it comes
 * after (or is not on the way at all), no visitor ever enters the page — they land on the error banner. A page is
 * before it when a new visitor can have been there before entering it for the first time (engine/lint/getPagesBefore:
 * a later page that comes back by Back does not count); the page's own steps run after the check.
 */
export const unsatisfiablePrerequisites: LintRule = {
  code: 'unsatisfiable-prerequisites',
  description: 'A page needs page data in its prerequisites that no page a new visitor can have been on before it writes, so no visitor can enter it.',
  severity: 'error',
  check({ config, sources, report }) {
    const writers = getPageDataWriters(config, sources);
    const pagesBefore = getPagesBefore(config);
    for (const page of config.pages) {
      if (!page.prerequisites) continue;
      // A writer helps when a visitor can reach it before entering the page, and go on from it to the page.
      const before = pagesBefore(page.id);
      for (const { part, path } of getRequiredParts(page.prerequisites, ['prerequisites'])) {
        const needed = getNeededPath(part);
        if (needed === null || !needed.startsWith(pageDataPrefix)) continue;
        const written = writers.filter((writer) => isRelatedPath(writer.statePath, needed));
        if (written.length === 0) continue; // unwritten-state-path reports it
        if (written.some((writer) => writer.page === undefined || before.has(writer.page))) continue;
        const writerPages = [...new Set(written.map((writer) => writer.page))];
        const where = writerPages.join(', ');
        report({
          file: sources.getPageFile(page.id),
          path,
          message: `No visitor can enter ${page.id}: it needs ${needed}, which only ${where} ${writerPages.length > 1 ? 'write' : 'writes'}, and a new visitor reaches ${page.id} before any of them`,
        });
      }
    }
  },
};
