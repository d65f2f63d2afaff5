import type { NavigationEntry, PageConfig, SequenceConfig, SequenceReference } from '../config/types';
import type { CompiledNavigationRule } from './FunnelModel';
import { getSequenceDirection } from './getSequenceDirection';
import { isSequenceReference } from './isSequenceReference';

/**
 * A page's navigation as the runtime reads it: scenario → rules tried in order, each `{ sequence }` entry replaced,
 * where it stands, by the ordinary rules it means for this page (funnel-config/sequences.yaml). A sequence that does
 * not exist throws an Error naming the page and scenario, or with `ignoreUnknown` (the linter, whose unknown-sequence
 * rule reports it with its position) stands for no rules.
 */
export function expandNavigation(
  page: PageConfig,
  sequences: Record<string, SequenceConfig> = {},
  ignoreUnknown = false,
): Record<string, CompiledNavigationRule[]> {
  const navigation: Record<string, CompiledNavigationRule[]> = {};
  for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
    const entries: NavigationEntry[] = Array.isArray(value) ? value : [value];
    navigation[scenario] = entries.flatMap((entry) => {
      if (!isSequenceReference(entry)) return [entry];
      const sequence = Object.hasOwn(sequences, entry.sequence) ? sequences[entry.sequence] : undefined;
      if (!sequence) {
        if (ignoreUnknown) return [];
        throw new Error(`Page "${page.id}" scenario "${scenario}" goes through sequence "${entry.sequence}", which funnel-config/sequences.yaml does not declare`);
      }
      return toSequenceRules(page.id, entry, scenario, sequence);
    });
  }
  return navigation;
}

/**
 * The rules a sequence stands for on one page. Forward: each later step (every step, from a page outside the
 * sequence) in order, then `after`. Back: each earlier step (every step, from a page outside) nearest first, then
 * `before`. A step's rule holds when its `when` does, so empty stages are skipped (SPEC §2 question pages).
 */
function toSequenceRules(pageId: string, reference: SequenceReference, scenario: string, sequence: SequenceConfig): CompiledNavigationRule[] {
  const direction = getSequenceDirection(reference, scenario);
  const position = sequence.steps.findIndex((step) => step.page === pageId);
  const inSequence = position >= 0;
  const candidates =
    direction === 'forward'
      ? sequence.steps.slice(inSequence ? position + 1 : 0)
      : sequence.steps.slice(0, inSequence ? position : sequence.steps.length).reverse();
  const origin = `sequence "${reference.sequence}"`;
  const stepRules = candidates.map((step): CompiledNavigationRule => {
    const why = direction === 'forward' ? 'the next step that applies' : 'the earlier step that applies';
    // Marked as a step, so the decision trace can tell a skipped stage from another rule not taken.
    const rule: CompiledNavigationRule = { to: step.page, note: withOrigin(step.note, `${origin}, ${why}`), sequence: reference.sequence };
    if (step.when !== undefined) rule.when = step.when;
    return rule;
  });
  const ends = direction === 'forward' ? sequence.after : sequence.before;
  const where = direction === 'forward' ? 'after its last step' : 'before its first step';
  const endRules = (Array.isArray(ends) ? ends : [ends]).map((rule) => ({ ...rule, note: withOrigin(rule.note, `${origin}, ${where}`) }));
  return [...stepRules, ...endRules];
}

/** A rule's note followed by where the rule comes from: "With part questions. (sequence "questions", …)". */
function withOrigin(note: string | undefined, origin: string): string {
  return note ? `${note} (${origin})` : `From ${origin}.`;
}
