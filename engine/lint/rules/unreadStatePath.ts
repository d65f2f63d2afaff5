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
  description: 'A page-data path is written but nothing reads it (a misspelt into or set): an error when a path close to it is read, the write then most likely misspelt.',
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
      const meant = getClosestPath(live, [...candidates]);
      // Close to a path that is read: a misspelt write, so the reads of the meant path never see this value.
      if (meant !== undefined) {
        const readers = [...new Set(flow.filter((other) => other.kind === 'read' && isRelatedPath(toLivePath(other.statePath), meant)).map((other) => other.file))];
        report({ ...site, severity: 'error', message: `"${site.statePath}" is written, but nothing reads it, while ${meant} is read (${readers.join(', ')}) and never gets this value; did you mean "${meant}"?` });
        continue;
      }
      report({ ...site, message: `"${site.statePath}" is written, but nothing reads it` });
    }
  },
};
