import type { FunnelConstants } from '../../config/types';
import { createInitialState } from '../../domain/state';
import { evaluateCondition } from '../../runtime/evaluateCondition';
import { getNeededPath, getPagesBefore, getRequiredParts } from '../getPagesBefore';
import { getStateFlow, isRelatedPath, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/** The order (SPEC §3): its answers are written by pages too, so a prerequisite on them is judged as page data is. */
const orderPrefix = 'order.';

/**
 * Issue #11: prerequisites no path through the graph can satisfy. A page's prerequisites that need page data
 * (`user.pageData.…`) or an answer of the order (`order.…`) set can only hold when some page before it writes it: if
 * every page that writes it comes after (or is not on the way at all), no visitor ever enters the page — they land on
 * the error banner (a prerequisite copied from a later page: `truthy: order.customer.firstName` on the schedule, which
 * only customer-details after it asks). A page is before it when a new visitor can have been there before entering it
 * for the first time (engine/lint/getPagesBefore: a later page that comes back by Back does not count); the page's own
 * steps and form run after the check. A part the order holds from the start (`eq: [order.customer.isSmsOptIn, false]`)
 * needs nothing written; an order path no YAML writes is left alone (the code may write it).
 */
export const unsatisfiablePrerequisites: LintRule = {
  code: 'unsatisfiable-prerequisites',
  description: 'A page needs page data or an order answer in its prerequisites that no page a new visitor can have been on before it writes, so no visitor can enter it.',
  severity: 'error',
  check({ config, sources, report }) {
    const pageOfFile = new Map(config.pages.map((page) => [sources.getPageFile(page.id), page.id]));
    const writers = getStateFlow(config, sources)
      .filter((site) => (site.kind === 'write' || site.kind === 'output') && (site.statePath.startsWith(pageDataPrefix) || site.statePath.startsWith(orderPrefix)))
      .map((site) => ({ statePath: site.statePath, page: pageOfFile.get(site.file) }));
    const pagesBefore = getPagesBefore(config);
    const initial = { state: createInitialState(), guards: {}, constants: {} as FunnelConstants };
    for (const page of config.pages) {
      if (!page.prerequisites) continue;
      // A writer helps when a visitor can reach it before entering the page, and go on from it to the page.
      const before = pagesBefore(page.id);
      for (const { part, path } of getRequiredParts(page.prerequisites, ['prerequisites'])) {
        const needed = getNeededPath(part);
        if (needed === null) continue;
        const isOrder = needed.startsWith(orderPrefix);
        if (!isOrder && !needed.startsWith(pageDataPrefix)) continue;
        if (isOrder && holdsFromTheStart(part, initial)) continue;
        const written = writers.filter((writer) => isRelatedPath(writer.statePath, needed));
        if (written.length === 0) continue; // unwritten-state-path reports page data; the code may write the order
        if (written.some((writer) => writer.page === undefined || before.has(writer.page))) continue;
        const writerPages = [...new Set(written.map((writer) => writer.page))];
        const where = writerPages.map((id) => (isOrder && id === page.id ? `${id} itself (once entered)` : id)).join(', ');
        const verb = writerPages.length > 1 ? 'write' : 'writes';
        report({
          file: sources.getPageFile(page.id),
          path,
          message: isOrder
            ? `No visitor can enter ${page.id}: it needs ${needed}, which only ${where} ${verb}, and a new visitor reaches ${page.id} before any of them (a prerequisite copied from a later page?): require what the pages before it answer, or drop this part`
            : `No visitor can enter ${page.id}: it needs ${needed}, which only ${where} ${verb}, and a new visitor reaches ${page.id} before any of them`,
        });
      }
    }
  },
};

/** Whether a part of a prerequisite holds on the order a new visitor starts with (a value it has from the start). */
function holdsFromTheStart(part: Parameters<typeof evaluateCondition>[0], context: Parameters<typeof evaluateCondition>[1]): boolean {
  try {
    return evaluateCondition(part, context).value;
  } catch {
    return false;
  }
}
