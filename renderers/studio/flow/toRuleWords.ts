import type { StudioEdge } from '../../../api/sandbox/studio/StudioTypes';

/** The words a rule's label line says: its scenario (unless forward) and its condition in words. */
export function toRuleWords(rule: StudioEdge): string {
  if (rule.scenario === 'auto-route') return `auto-route: ${rule.summary ?? ''}`;
  const scenario = rule.scenario === 'forward' ? '' : rule.scenario;
  const words = rule.summary ?? (rule.scenario === 'forward' ? 'forward' : '');
  return scenario && words ? `${scenario}: ${words}` : scenario || words;
}
