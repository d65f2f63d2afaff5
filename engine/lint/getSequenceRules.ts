import type { JsonPath } from '../config/Diagnostic';
import type { FunnelConfig, NavigationRule } from '../config/types';

/** The file sequences are declared in. */
export const sequencesFile = 'sequences.yaml';

/** A rule written in sequences.yaml: a step (its page as `to`), or an `after` or `before` rule. */
export interface LocatedSequenceRule {
  sequence: string;
  /** A step's page is the rule's `to`, its `when` and `note` the rule's. */
  rule: NavigationRule;
  part: 'step' | 'after' | 'before';
  /** JSON path of the step or rule in sequences.yaml. */
  path: JsonPath;
  /** JSON path of the page it goes to (`page` of a step, `to` of a rule). */
  toPath: JsonPath;
}

/** Every step and every `after`/`before` rule of every sequence, in order, with where it is written. */
export function getSequenceRules(config: FunnelConfig): LocatedSequenceRule[] {
  const rules: LocatedSequenceRule[] = [];
  for (const [name, sequence] of Object.entries(config.sequences ?? {})) {
    sequence.steps.forEach((step, index) => {
      const path = ['sequences', name, 'steps', index];
      const rule: NavigationRule = { to: step.page };
      if (step.when !== undefined) rule.when = step.when;
      if (step.note !== undefined) rule.note = step.note;
      rules.push({ sequence: name, rule, part: 'step', path, toPath: [...path, 'page'] });
    });
    for (const part of ['after', 'before'] as const) {
      const value = sequence[part];
      const list = Array.isArray(value) ? value : [value];
      list.forEach((rule, index) => {
        const path = Array.isArray(value) ? ['sequences', name, part, index] : ['sequences', name, part];
        rules.push({ sequence: name, rule, part, path, toPath: [...path, 'to'] });
      });
    }
  }
  return rules;
}
