import type { DiffItem, FunnelDiff } from './diffFunnelConfigs';

/** The sign of a change, as in a unified diff. */
const signs = { added: '+', removed: '-', changed: '~' } as const;

/** The sections of the report, in order. */
const sections = [
  ['pages', 'Pages'],
  ['edges', 'Edges'],
  ['bindings', 'Bindings'],
  ['other', 'Other settings (funnel.yaml, cascades.yaml)'],
] as const;

/**
 * `funnel diff` for people (a pull request's review): the two versions, then each section with its counts and one
 * line per item (`+` added, `-` removed, `~` changed, then where it is written), its details indented below.
 * Sections without differences are left out.
 */
export function toDiffText(diff: FunnelDiff, oldDir: string, newDir: string): string {
  const lines = [`funnel diff ${oldDir} → ${newDir}`, `Config version ${diff.oldVersion.slice(0, 12)} → ${diff.newVersion.slice(0, 12)}`];
  const total = sections.reduce((sum, [key]) => sum + diff[key].length, 0);
  if (total === 0) return `${lines.join('\n')}\nNo differences in pages, edges, bindings or settings.\n`;
  for (const [key, title] of sections) {
    const items = diff[key];
    if (items.length === 0) continue;
    lines.push('', `${title}: ${toCounts(items)}`);
    for (const item of items) {
      lines.push(`  ${signs[item.change]} ${item.label}${item.at ? `  (${item.at})` : ''}`);
      for (const detail of item.details) lines.push(`      ${detail}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `1 added, 2 changed`: the counts that are not zero. */
function toCounts(items: DiffItem[]): string {
  return (['added', 'removed', 'changed'] as const)
    .map((change) => [change, items.filter((item) => item.change === change).length] as const)
    .filter(([, count]) => count > 0)
    .map(([change, count]) => `${count} ${change}`)
    .join(', ');
}
