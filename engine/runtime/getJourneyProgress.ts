import type { FunnelModel } from '../compile/FunnelModel';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';

/** The progress indicator's stages (issue #14): those of the pages this visitor passes, in order, and the current one. */
export interface JourneyProgress {
  stages: Array<{ id: string; title: string }>;
  /** The index of the current page's stage in `stages`. */
  current: number;
}

/** How far the path is followed each way (a guard against a cycle the lint rules would report). */
const maxSteps = 40;

/**
 * The stages of the journey this visitor will actually pass (issue #14, deliverable 4): from the current page, the
 * way back (its `back` rules, as the Back button would go, SPEC §2) and the way forward (the rules its submit takes,
 * given the answers so far: the first rule whose condition holds, as navigation decides it), each page counted under
 * its stage (model.progress, from funnel.yaml `stages` and each page's `stage:`). The stages are listed in the order
 * funnel.yaml declares them, each once. A path that reaches a hand-off to another funnel (the heritage hand-off,
 * SPEC §2) goes on with the stages the hand-off page names (`handOffStages`): the visitor still passes them, there.
 * Null on a page without a stage shown (virtual routes, the confirmation, return-user). A condition that cannot be
 * evaluated ends the path there.
 */
export function getJourneyProgress(model: FunnelModel, pageId: string, context: ConditionContext): JourneyProgress | null {
  const { stages, pages } = model.progress;
  const currentStage = pages[pageId]?.stage ?? null;
  if (currentStage === null) return null;

  const next = (id: string, way: 'back' | 'forward'): string | null => {
    for (const rule of pages[id]?.[way] ?? []) {
      try {
        if (!rule.when || evaluateCondition(rule.when, context).value) return rule.to;
      } catch {
        return null;
      }
    }
    return null;
  };
  const passed = new Set<string>([currentStage]);
  for (const way of ['back', 'forward'] as const) {
    const seen = new Set<string>([pageId]);
    let at: string | null = pageId;
    for (let step = 0; step < maxSteps && at !== null; step += 1) {
      at = next(at, way);
      if (at === null || seen.has(at) || !pages[at]) break;
      seen.add(at);
      const stage = pages[at]!.stage;
      if (stage !== null) passed.add(stage);
      // A hand-off to another funnel: the stages the visitor still passes there (issue #14), not the end of the order.
      if (way === 'forward') for (const later of pages[at]!.handOff ?? []) passed.add(later);
    }
  }
  const shown = stages.filter((stage) => passed.has(stage.id));
  return { stages: shown, current: shown.findIndex((stage) => stage.id === currentStage) };
}
