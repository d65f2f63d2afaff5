import { rendererNames } from '../../compile/registry';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/** A page `renderer` must name a custom renderer of engine/compile/registry.ts (DESIGN principle 1). */
export const unknownRenderer: LintRule = {
  code: 'unknown-renderer',
  description: 'A page renderer is not registered in engine/compile/registry.ts.',
  severity: 'error',
  check({ config, sources, report }) {
    const names: readonly string[] = rendererNames;
    for (const page of config.pages) {
      if (page.renderer === undefined || names.includes(page.renderer)) continue;
      report({
        file: sources.getPageFile(page.id),
        path: ['renderer'],
        message: `Unknown renderer "${page.renderer}"${didYouMean(page.renderer, names)}`,
      });
    }
  },
};
