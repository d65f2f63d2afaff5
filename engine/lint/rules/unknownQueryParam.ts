import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationRule } from '../../config/types';
import { knownQueryParameters } from '../../domain/queryParameters';
import { didYouMeanContaining } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getNavigationRules } from '../getNavigationRules';
import { getPageQueryReads } from '../getPageQueryReads';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/**
 * A navigation rule's `query:` hands values to the page it goes to: each key must be one that page's code reads (its
 * renderer, handler or entry guards: engine/compile/registry.ts) or a SPEC §2 parameter the funnel reads on any page
 * (engine/domain/queryParameters.ts). Any other key is read by nothing (`piaErorr: "true"`: the payment page never
 * says the payment failed). The code reads keys case-insensitively, so another case works but is a warning.
 */
export const unknownQueryParam: LintRule = {
  code: 'unknown-query-param',
  description: "A navigation rule's query names a parameter the page it goes to does not read (nor SPEC §2's).",
  severity: 'error',
  check({ config, sources, report }) {
    const pages = new Map(config.pages.map((page) => [page.id, page]));
    const general: readonly string[] = knownQueryParameters;
    const checkRule = (rule: NavigationRule, file: string, path: JsonPath): void => {
      const target = pages.get(rule.to);
      if (!target || !rule.query) return; // unknown-page reports a missing one
      const own = getPageQueryReads(target);
      for (const key of Object.keys(rule.query)) {
        if (own.includes(key) || general.includes(key)) continue;
        const sameLetters = [...own, ...general].find((name) => name.toLowerCase() === key.toLowerCase());
        if (sameLetters !== undefined) {
          report({ file, path: [...path, 'query', key], onKey: true, severity: 'warning', message: `Page "${rule.to}" reads query parameter "${sameLetters}" (in any case, so "${key}" works); did you mean "${sameLetters}", as the page reads it?` });
          continue;
        }
        const closest = getClosestName(key, own) ?? getClosestName(key, general);
        const containing = didYouMeanContaining(key, [...own, ...general]);
        const reads = own.length > 0 ? `it reads ${own.map((name) => `"${name}"`).join(', ')}` : 'its code reads none of its own';
        report({
          file,
          path: [...path, 'query', key],
          onKey: true,
          message: `Page "${rule.to}" reads no query parameter "${key}", so nothing sees it${closest !== undefined ? `; did you mean "${closest}"?` : containing || ` (${reads}, besides SPEC §2's)`}`,
        });
      }
    };
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { rule, path } of getNavigationRules(page)) checkRule(rule, file, path);
    }
    for (const { rule, path } of getSequenceRules(config)) checkRule(rule, sequencesFile, path);
  },
};
