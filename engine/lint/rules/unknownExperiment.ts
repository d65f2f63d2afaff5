import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/** A page's `experiments` entries must be setting keys declared in funnel.yaml experimentSettings (SPEC §9). */
export const unknownExperiment: LintRule = {
  code: 'unknown-experiment',
  description: 'A page lists an experiment setting key that funnel.yaml experimentSettings does not declare.',
  severity: 'error',
  check({ config, sources, report }) {
    const keys = Object.keys(config.funnel.experimentSettings);
    for (const page of config.pages) {
      (page.experiments ?? []).forEach((key, index) => {
        if (keys.includes(key)) return;
        report({
          file: sources.getPageFile(page.id),
          path: ['experiments', index],
          message: `Unknown experiment setting "${key}" (not in funnel.yaml experimentSettings)${didYouMean(key, keys)}`,
        });
      });
    }
  },
};
