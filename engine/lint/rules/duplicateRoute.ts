import type { LintRule } from '../LintRule';

/**
 * Each page has a route of its own (SPEC §2 routes): two pages on one route means one of them can never be shown
 * (the router finds the other). Reported at every page after the first that takes the route, naming that first page.
 */
export const duplicateRoute: LintRule = {
  code: 'duplicate-route',
  description: 'Two pages declare the same route, so one of them can never be shown.',
  severity: 'error',
  check({ config, sources, report }) {
    const owners = new Map<string, string>();
    for (const page of config.pages) {
      const route = page.route.replace(/^\/+|\/+$/g, '');
      const owner = owners.get(route);
      if (owner === undefined) {
        owners.set(route, page.id);
        continue;
      }
      const shown = route === '' ? 'the landing route ""' : `route "${route}"`;
      // The page's id is the usual route; suggested when no page has it yet.
      const taken = config.pages.some((other) => other.route.replace(/^\/+|\/+$/g, '') === page.id);
      const free = taken ? '' : `; give it a route of its own, e.g. "${page.id}"`;
      report({
        file: sources.getPageFile(page.id),
        path: ['route'],
        message: `Page "${page.id}" is on ${shown}, which page "${owner}" (${sources.getPageFile(owner)}) already has: one of them could never be shown${free}`,
      });
    }
  },
};
