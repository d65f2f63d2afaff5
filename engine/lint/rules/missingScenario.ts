import { entryGuards, virtualHandlers } from '../../compile/registry';
import type { JsonPath } from '../../config/Diagnostic';
import type { PageConfig } from '../../config/types';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/**
 * Every scenario something can trigger on a page must be declared in its navigation: the scenarios of its entry
 * guards and handler (per engine/compile/registry.ts), its actions, and its submit (SPEC §2 navigation table). A
 * page without a renderer or form fields (a guard-only page) has no default submit.
 */
export const missingScenario: LintRule = {
  code: 'missing-scenario',
  description: "A guard, handler, action or submit of a page can trigger a scenario its navigation does not declare.",
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const declared = new Set(Object.keys(page.navigation ?? {}));
      const require = (scenario: string, by: string, path: JsonPath): void => {
        if (declared.has(scenario)) return;
        report({ file, path, message: `${by} can trigger scenario "${scenario}", but navigation does not declare it${didYouMean(scenario, declared)}` });
      };
      (page.guards ?? []).forEach((guard, index) => {
        const scenarios: readonly string[] = (entryGuards as Record<string, readonly string[]>)[guard] ?? [];
        for (const scenario of scenarios) require(scenario, `Entry guard "${guard}"`, ['guards', index]);
      });
      if (page.handler !== undefined) {
        const scenarios: readonly string[] = (virtualHandlers as Record<string, readonly string[]>)[page.handler] ?? [];
        for (const scenario of scenarios) require(scenario, `Handler "${page.handler}"`, ['handler']);
      }
      (page.buttons ?? []).forEach((action, index) => {
        require(action.scenario, `Button "${action.label}"`, ['buttons', index, 'scenario']);
      });
      if (page.submitScenario !== undefined) require(page.submitScenario, 'Submit', ['submitScenario']);
      else if (page.kind === 'page' && !page.terminal && (hasFormFields(page) || page.renderer !== undefined)) {
        require('forward', 'Submit', ['navigation']);
      }
    }
  },
};

function hasFormFields(page: PageConfig): boolean {
  const properties = page.fields?.schema['properties'];
  return properties !== null && typeof properties === 'object' && Object.keys(properties).length > 0;
}
