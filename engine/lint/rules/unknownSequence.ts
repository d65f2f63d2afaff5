import { isSequenceReference } from '../../compile/isSequenceReference';
import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationEntry } from '../../config/types';
import { didYouMean } from '../didYouMean';
import type { LintRule } from '../LintRule';

/** Every sequence a page's navigation goes through (`{ sequence: <name> }`) must be declared in sequences.yaml (DESIGN principle 1). */
export const unknownSequence: LintRule = {
  code: 'unknown-sequence',
  description: 'A navigation entry goes through a sequence that sequences.yaml does not declare.',
  severity: 'error',
  check({ config, sources, report }) {
    const names = Object.keys(config.sequences ?? {});
    const known = new Set(names);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const checkEntry = (scenario: string, entry: NavigationEntry, path: JsonPath) => {
        if (!isSequenceReference(entry) || known.has(entry.sequence)) return;
        const declared = names.length > 0 ? `which sequences.yaml does not declare${didYouMean(entry.sequence, names)}` : 'but there is no sequences.yaml declaring sequences';
        report({ file, path: [...path, 'sequence'], message: `Scenario "${scenario}" goes through sequence "${entry.sequence}", ${declared}` });
      };
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (Array.isArray(value)) value.forEach((entry, index) => checkEntry(scenario, entry, ['navigation', scenario, index]));
        else checkEntry(scenario, value, ['navigation', scenario]);
      }
    }
  },
};
