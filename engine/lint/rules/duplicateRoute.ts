import type { LintRule } from '../LintRule';

/**
 * Each page has a route of its own (SPEC §2 routes): two pages on one route means one of them can never be shown
 * (the router finds the other). Reported at every page on the route, naming the others.
 */
export const duplicateRoute: LintRule = {
  code: 'duplicate-route',
  description: 'Two pages declare the same route, so one of them can never be shown.',
  severity: 'error',
  check({ config, sources, report }) {
    const toRoute = (route: string) => route.replace(/^\/+|\/+$/g, '');
    const byRoute = new Map<string, string[]>();
    for (const page of config.pages) byRoute.set(toRoute(page.route), [...(byRoute.get(toRoute(page.route)) ?? []), page.id]);
    for (const [route, owners] of byRoute) {
      if (owners.length < 2) continue;
      const shown = route === '' ? 'the landing route ""' : `route "${route}"`;
      // Reported at each of them: the one edited may be either. The page's id is the usual route; suggested when free.
      for (const id of new Set(owners)) {
        if (owners.filter((other) => other === id).length > 1) {
          // Two files with one id (a page copied and neither its id nor its route changed yet): page-id-mismatch
          // names the copy; its report goes to the file the id was last read from.
          report({ file: sources.getPageFile(id), path: ['route'], message: `Two files declare page "${id}" on ${shown}, one copied from the other: give the copy an id and a route of its own` });
          continue;
        }
        const others = owners.filter((other) => other !== id).map((other) => `"${other}" (${sources.getPageFile(other)})`).join(', ');
        const free = byRoute.has(id) ? '' : `; give it a route of its own, e.g. "${id}"`;
        report({
          file: sources.getPageFile(id),
          path: ['route'],
          message: `Page "${id}" is on ${shown}, which page ${others} also has: one of them could never be shown${free}`,
        });
      }
    }
  },
};
