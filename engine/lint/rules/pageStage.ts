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
