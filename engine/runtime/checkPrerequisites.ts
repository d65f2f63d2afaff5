import type { FunnelModel } from '../compile/FunnelModel';
import { evaluateCondition, type ConditionContext, type ConditionResult } from './evaluateCondition';

/** Whether a page's prerequisites hold (SPEC §2 global rule 5; also used by auto-route). */
export function checkPrerequisites(model: FunnelModel, pageId: string, context: ConditionContext): ConditionResult {
  const page = model.pages[pageId];
  if (!page) return { value: false, reason: `no page named "${pageId}"` };
  if (!page.prerequisites) return { value: true, reason: 'no prerequisites' };
  return evaluateCondition(page.prerequisites, context);
}
