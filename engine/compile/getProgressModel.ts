import type { FunnelStage } from '../config/types';
import type { CompiledPage, ProgressModel } from './FunnelModel';

/**
 * What the progress indicator needs (issue #14: it works out the path this visitor will pass), compiled into the model
 * the browser gets first (engine/compile/splitFunnelModel.ts leaves each screen's navigation out until it is entered):
 * the stages shown, in funnel.yaml's order, and for each staged screen the stage it counts under (a stage's
 * `progress:` names another, or false: none) with its `back` rules and those of the scenario its submit takes
 * (`submitScenario`, else `forward`), as destinations and conditions only; and each hand-off page (`handOffStages`,
 * a virtual route to another funnel) with the stages the visitor still passes there.
 */
export function getProgressModel(pages: Record<string, CompiledPage>, stages: Record<string, FunnelStage> = {}): ProgressModel {
  const stageOf = (stage: string | undefined): string | null => {
    const declared = stage ? stages[stage] : undefined;
    if (!stage || !declared || declared.progress === false) return null;
    return typeof declared.progress === 'string' && stages[declared.progress] ? declared.progress : stage;
  };
  // Issue #14: a path that leaves the funnel goes on with the stages its hand-off names (each shown as its stage is).
  const handOffOf = (page: CompiledPage): string[] =>
    [...new Set((page.handOffStages ?? []).map(stageOf).filter((stage): stage is string => stage !== null))];
  const shown = new Set([...Object.values(pages).map((page) => stageOf(page.stage)), ...Object.values(pages).flatMap(handOffOf)]);
  const progressPages: ProgressModel['pages'] = {};
  for (const page of Object.values(pages)) {
    const handOff = handOffOf(page);
    if (page.kind !== 'page' || !page.stage) {
      if (handOff.length > 0) progressPages[page.id] = { stage: null, back: [], forward: [], handOff };
      continue;
    }
    const rules = (scenario: string) => (page.navigation[scenario] ?? []).map((rule) => (rule.when ? { to: rule.to, when: rule.when } : { to: rule.to }));
    progressPages[page.id] = { stage: stageOf(page.stage), back: rules('back'), forward: rules(page.submitScenario ?? 'forward'), ...(handOff.length > 0 ? { handOff } : {}) };
  }
  return {
    stages: Object.entries(stages)
      .filter(([id]) => shown.has(id))
      .map(([id, stage]) => ({ id, title: stage.title })),
    pages: progressPages,
  };
}
