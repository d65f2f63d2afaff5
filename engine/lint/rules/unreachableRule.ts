import { getSequenceDirection } from '../../compile/getSequenceDirection';
import { isSequenceReference } from '../../compile/isSequenceReference';
import type { FunnelConfig, NavigationEntry, NavigationRule } from '../../config/types';
import { sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/**
 * A rule after an unconditional rule of the same scenario never applies (the first matching rule wins, SPEC §2). A
 * `{ sequence }` entry always matches when the `after` (forward) or `before` (back) rules it ends with include one
 * without a condition; the `after` and `before` lists of sequences.yaml are checked the same way.
 */
export const unreachableRule: LintRule = {
  code: 'unreachable-rule',
  description: 'A navigation rule follows an unconditional rule of the same scenario, so it never applies.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (!Array.isArray(value)) continue;
        const catchAll = value.findIndex((entry) => alwaysMatches(entry, scenario, config));
        if (catchAll < 0) continue;
        const matched = value[catchAll]!;
        const why = isSequenceReference(matched)
          ? `rule ${catchAll + 1} (sequence "${matched.sequence}") always ends in a rule without condition`
          : `rule ${catchAll + 1} has no condition and always matches first`;
        for (let index = catchAll + 1; index < value.length; index += 1) {
          report({
            file: sources.getPageFile(page.id),
            path: ['navigation', scenario, index],
            message: `Rule ${index + 1} of scenario "${scenario}" never applies: ${why}`,
          });
        }
      }
    }
    for (const [name, sequence] of Object.entries(config.sequences ?? {})) {
      for (const part of ['after', 'before'] as const) {
        const value = sequence[part];
        if (!Array.isArray(value)) continue;
        const catchAll = value.findIndex((rule) => rule.when === undefined);
        if (catchAll < 0) continue;
        for (let index = catchAll + 1; index < value.length; index += 1) {
          report({
            file: sequencesFile,
            path: ['sequences', name, part, index],
            message: `Rule ${index + 1} of sequence "${name}" ${part} never applies: rule ${catchAll + 1} has no condition and always matches first`,
          });
        }
      }
    }
  },
};

/** Whether an entry matches whatever the state: a rule without `when`, or a sequence that ends in one. */
function alwaysMatches(entry: NavigationEntry, scenario: string, config: FunnelConfig): boolean {
  if (!isSequenceReference(entry)) return entry.when === undefined;
  const sequence = config.sequences?.[entry.sequence];
  if (!sequence) return false;
  const ends: NavigationRule | NavigationRule[] = getSequenceDirection(entry, scenario) === 'forward' ? sequence.after : sequence.before;
  return (Array.isArray(ends) ? ends : [ends]).some((rule) => rule.when === undefined);
}
