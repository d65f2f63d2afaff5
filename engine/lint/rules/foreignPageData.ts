import { getBindings } from '../getBindings';
import { pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/** The page a `user.pageData.<page>.…` path belongs to, or undefined. */
const pageOf = (path: string): string | undefined => (path.startsWith(pageDataPrefix) ? path.slice(pageDataPrefix.length).split('.')[0] : undefined);

/**
 * What a page's `load` keeps is its own entry data (SPEC §7 page data: `user.pageData.<page>.…`). A load that keeps
 * its answer in another page's data, which that page's own load writes too, was copied from that page without its
 * name changed (`into: user.pageData.service-zip.content` on mobile-details): each page overwrites the other's, and the
 * copying page's own data is never there (its help text is gone).
 */
export const foreignPageData: LintRule = {
  code: 'foreign-page-data',
  description: "A page's load keeps its answer in another page's data that the other page's own load writes (copied without its name changed).",
  severity: 'error',
  check({ config, sources, report }) {
    const loadWrites = new Map<string, Set<string>>();
    for (const page of config.pages) {
      const written = new Set<string>();
      for (const { binding } of getBindings(page).filter(({ list }) => list === 'load')) {
        if (binding.into !== undefined) written.add(binding.into);
        for (const target of Object.keys(binding.set ?? {})) written.add(target);
      }
      loadWrites.set(page.id, written);
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path, list } of getBindings(page)) {
        if (list !== 'load') continue;
        const targets: Array<[string, (string | number)[], boolean]> = [
          ...(binding.into !== undefined ? [[binding.into, [...path, 'into'], false] as [string, (string | number)[], boolean]] : []),
          ...Object.keys(binding.set ?? {}).map((target): [string, (string | number)[], boolean] => [target, [...path, 'set', target], true]),
        ];
        for (const [target, at, onKey] of targets) {
          const owner = pageOf(target);
          if (owner === undefined || owner === page.id || !loadWrites.get(owner)?.has(target)) continue;
          const own = `${pageDataPrefix}${page.id}${target.slice(pageDataPrefix.length + owner.length)}`;
          report({
            file,
            path: at,
            onKey,
            message: `Page "${page.id}" keeps what its load gets in page "${owner}"'s data (${target}), which "${owner}"'s own load writes: each page overwrites the other's; did you mean "${own}"?`,
          });
        }
      }
    }
  },
};
