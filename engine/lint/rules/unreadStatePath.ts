import { didYouMean } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getMisnamedPages } from '../getMisnamedPages';
import { getStateFlow, isRelatedPath, pageDataPrefix, toLivePath } from '../getStateFlow';
import type { LintRule } from '../LintRule';

/**
 * Issue #11 state-path dataflow, the other way: a page-data path written in YAML that nothing reads — no condition,
 * value, message, form, cascade, nor the code that reads its page's data (engine/compile/registry.ts) — is most
 * likely a misspelt `into` or `set` (the quote silently stops offering wipers; Back goes somewhere else).
 */
export const unreadStatePath: LintRule = {
  code: 'unread-state-path',
  description: 'A page-data path is written but nothing reads it (a misspelt into or set).',
  severity: 'warning',
  check({ config, sources, report }) {
    const flow = getStateFlow(config, sources);
    const read = flow.filter((site) => site.kind === 'read').map((site) => toLivePath(site.statePath));
    const misnamed = getMisnamedPages(config, sources);
    const candidates = new Set(read.filter((path) => path.startsWith(pageDataPrefix) && !misnamed.has(path.split('.')[2]!)));
    for (const site of flow) {
      if (site.kind !== 'write' || site.declared) continue;
      const live = toLivePath(site.statePath);
      if (!live.startsWith(pageDataPrefix) || read.some((path) => isRelatedPath(path, live))) continue;
      report({ ...site, message: `"${site.statePath}" is written, but nothing reads it${didYouMean(live, candidates, getClosestPath)}` });
    }
  },
};
