import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * A page's `stage` must be a stage funnel.yaml `stages` declares (issue #15: the studio's flow map groups pages by
 * stage); once stages are declared, a screen without one is a warning (the map draws it apart, under "Other").
 * Virtual routes and the bailout page have no stage: the map draws them apart anyway.
 */
export const pageStage: LintRule = {
  code: 'page-stage',
  description: 'A page names a stage funnel.yaml stages does not declare, or (a warning) a screen has none while funnel.yaml declares stages.',
  severity: 'error',
  check({ config, sources, report }) {
    const declared = Object.keys(config.funnel.stages ?? {});
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
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
