import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * A page's `stage` must be a stage funnel.yaml `stages` declares (issue #15: the studio's flow map groups pages by
 * stage); once stages are declared, a screen without one is a warning (the map draws it apart, under "Other").
 * Virtual routes and the bailout page have no stage: the map draws them apart anyway. A hand-off page's
 * `handOffStages` (the stages the visitor still passes in the other funnel, counted by the progress indicator, issue
 * #14) must be declared stages too.
 */
export const pageStage: LintRule = {
  code: 'page-stage',
  description: 'A page names a stage funnel.yaml stages does not declare (its stage, or one of its handOffStages), a stage shows its screens as (progress) an undeclared one, itself, or one that is itself shown as another or not at all, or (warnings) a screen has none while funnel.yaml declares stages, or a declared stage has no page.',
  severity: 'error',
  check({ config, sources, report }) {
    const declared = Object.keys(config.funnel.stages ?? {});
    // Issue #14: a stage's `progress:` counts its screens under another stage, which must be declared.
    for (const [id, stage] of Object.entries(config.funnel.stages ?? {})) {
      if (typeof stage.progress === 'string' && !declared.includes(stage.progress)) {
        report({ file: 'funnel.yaml', path: ['stages', id, 'progress'], message: `Stage "${id}" is shown as "${stage.progress}", which stages does not declare${didYouMean(stage.progress, declared)}` });
      }
      if (stage.progress === id) {
        report({ file: 'funnel.yaml', path: ['stages', id, 'progress'], message: `Stage "${id}" is shown as itself: leave progress out (or name the stage its screens count under)` });
        continue;
      }
      // Shown as a stage that is itself shown as another, or not shown at all: the indicator does not follow a chain,
      // so it would show the middle stage after all, as a stage of its own.
      const target = typeof stage.progress === 'string' ? config.funnel.stages?.[stage.progress] : undefined;
      if (target !== undefined && target.progress !== undefined) {
        const fix = typeof target.progress === 'string' ? `write progress: ${target.progress}` : 'write progress: false to leave its screens without the indicator too';
        const how = typeof target.progress === 'string' ? `is itself shown as "${target.progress}"` : 'the indicator does not show (progress: false)';
        report({ file: 'funnel.yaml', path: ['stages', id, 'progress'], message: `Stage "${id}" is shown as "${stage.progress}", which ${how}: the indicator would show "${stage.progress}" for these screens after all; ${fix}` });
      }
    }
    // A declared stage no page is in, no hand-off passes and no stage is shown as: the flow map and the progress
    // name a stage no visitor is ever in (usually a page's `stage:` left on the old name).
    const named = new Set([...config.pages.flatMap((page) => [page.stage, ...(page.handOffStages ?? [])]), ...Object.values(config.funnel.stages ?? {}).map((stage) => (typeof stage.progress === 'string' ? stage.progress : undefined))]);
    for (const id of declared) {
      if (named.has(id)) continue;
      const unstaged = config.pages.filter((page) => page.kind === 'page' && page.stage === undefined).map((page) => page.id);
      report({ file: 'funnel.yaml', path: ['stages', id], onKey: true, severity: 'warning', message: `Stage "${id}" is declared, but no page is in it (no page's stage:, handOffStages or a stage's progress names it): no visitor is ever in it${unstaged.length > 0 ? `; pages without a stage: ${unstaged.join(', ')}` : ''}` });
    }
    checkStageOrder(config, report);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      // Issue #14: the stages a hand-off page says the visitor still passes in the other funnel are declared ones.
      (page.handOffStages ?? []).forEach((stage, index) => {
        if (declared.includes(stage)) return;
        const known = declared.length > 0 ? `funnel.yaml stages declares ${declared.join(', ')}` : 'funnel.yaml declares no stages';
        report({ file, path: ['handOffStages', index], message: `Unknown stage "${stage}" after the hand-off (${known})${didYouMean(stage, declared)}` });
      });
      if (page.stage === undefined) {
        if (declared.length > 0 && page.kind === 'page') {
          report({
            file,
            path: ['id'],
            severity: 'warning',
            message: `Page "${page.id}" has no stage: add \`stage:\` (one of ${declared.join(', ')}) so the studio's flow map groups it`,
          });
        }
      } else if (!declared.includes(page.stage)) {
        const known = declared.length > 0 ? `funnel.yaml stages declares ${declared.join(', ')}` : 'funnel.yaml declares no stages';
        report({ file, path: ['stage'], message: `Unknown stage "${page.stage}" (${known})${didYouMean(page.stage, declared)}` });
      }
    }
  },
};

/**
 * The progress indicator shows the stages in the order funnel.yaml lists them (a stage with `progress:` under the one
 * it names): a stage whose screens all come before another's (their `step:`) must be shown before it, or the marker
 * goes back while the visitor goes on (`contact` listed after `payment`; `location` shown as `quote`, before the
 * question pages shown as `damage`). Told once per stage, at the stage to move or its `progress:`.
 */
function checkStageOrder(config: Parameters<LintRule['check']>[0]['config'], report: Parameters<LintRule['check']>[0]['report']): void {
  const stages = config.funnel.stages ?? {};
  const order = Object.keys(stages);
  const shownAs = (id: string): string | undefined => {
    const progress = stages[id]?.progress;
    return progress === false ? undefined : typeof progress === 'string' ? progress : id;
  };
  const steps = new Map<string, { first: number; last: number; firstPage: string; lastPage: string }>();
  for (const page of config.pages) {
    if (page.kind !== 'page' || page.stage === undefined || typeof page.step !== 'number' || !order.includes(page.stage)) continue;
    const known = steps.get(page.stage);
    if (!known) steps.set(page.stage, { first: page.step, last: page.step, firstPage: page.id, lastPage: page.id });
    else {
      if (page.step < known.first) Object.assign(known, { first: page.step, firstPage: page.id });
      if (page.step > known.last) Object.assign(known, { last: page.step, lastPage: page.id });
    }
  }
  const told = new Set<string>();
  for (const [early, before] of steps) {
    for (const [late, after] of steps) {
      const [earlyShown, lateShown] = [shownAs(early), shownAs(late)];
      if (before.last >= after.first || earlyShown === undefined || lateShown === undefined || earlyShown === lateShown) continue;
      if (order.indexOf(earlyShown) < order.indexOf(lateShown) || told.has(early)) continue;
      told.add(early);
      const why = `its screens come first (${before.lastPage} is step ${before.last}, ${after.firstPage} of "${late}" step ${after.first}), so the progress indicator would go back from "${stages[earlyShown]?.title ?? earlyShown}" to "${stages[lateShown]?.title ?? lateShown}" as the visitor goes on`;
      if (earlyShown !== early) report({ file: 'funnel.yaml', path: ['stages', early, 'progress'], message: `Stage "${early}" is shown as "${earlyShown}", which is listed after "${lateShown}", but ${why}; show it as a stage listed before "${lateShown}"` });
      else if (lateShown !== late) report({ file: 'funnel.yaml', path: ['stages', late, 'progress'], message: `Stage "${late}" is shown as "${lateShown}", which is listed before "${early}", but "${early}"'s ${why.replace(/^its /, '')}; show it as a stage listed after "${early}"` });
      else report({ file: 'funnel.yaml', path: ['stages', early], onKey: true, message: `Stage "${early}" is listed after "${late}", but ${why}; list "${early}" before "${late}"` });
    }
  }
}
