import type { FunnelStage } from '../config/types';
import type { CompiledPage, ProgressModel } from './FunnelModel';

/**
 * What the progress indicator needs (issue #14: it works out the path this visitor will pass), compiled into the model
 * the browser gets first (engine/compile/splitFunnelModel.ts leaves each screen's navigation out until it is entered):
 * the stages shown, in funnel.yaml's order, and for each staged screen the stage it counts under (a stage's
 * `progress:` names another, or false: none) with its `back` rules and those of the scenario its submit takes
 * (`submitScenario`, else `forward`), as destinations and conditions only.
 */
export function getProgressModel(pages: Record<string, CompiledPage>, stages: Record<string, FunnelStage> = {}): ProgressModel {
  const stageOf = (stage: string | undefined): string | null => {
    const declared = stage ? stages[stage] : undefined;
    if (!stage || !declared || declared.progress === false) return null;
    return typeof declared.progress === 'string' && stages[declared.progress] ? declared.progress : stage;
  };
  const shown = new Set(Object.values(pages).map((page) => stageOf(page.stage)));
  const progressPages: ProgressModel['pages'] = {};
  for (const page of Object.values(pages)) {
    if (page.kind !== 'page' || !page.stage) continue;
    const rules = (scenario: string) => (page.navigation[scenario] ?? []).map((rule) => (rule.when ? { to: rule.to, when: rule.when } : { to: rule.to }));
    progressPages[page.id] = { stage: stageOf(page.stage), back: rules('back'), forward: rules(page.submitScenario ?? 'forward') };
  }
  return {
    stages: Object.entries(stages)
      .filter(([id]) => shown.has(id))
      .map(([id, stage]) => ({ id, title: stage.title })),
    pages: progressPages,
  };
}
