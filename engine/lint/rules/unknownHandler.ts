import { virtualHandlers } from '../../compile/registry';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/** A page `handler` must name a virtual-route handler of engine/compile/registry.ts; a virtual route needs one (SPEC §2 virtual routes). */
export const unknownHandler: LintRule = {
  code: 'unknown-handler',
  description: 'A page handler is not registered in engine/compile/registry.ts, or a virtual route has none.',
  severity: 'error',
  check({ config, sources, report }) {
    const names = Object.keys(virtualHandlers);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      if (page.handler === undefined) {
        if (page.kind === 'virtual') {
          report({ file, path: ['kind'], message: `Virtual route "${page.id}" has no handler; add handler: one of ${names.join(', ')}` });
        }
      } else if (!names.includes(page.handler)) {
        report({ file, path: ['handler'], message: `Unknown handler "${page.handler}"${didYouMean(page.handler, names)}` });
      }
    }
  },
};
