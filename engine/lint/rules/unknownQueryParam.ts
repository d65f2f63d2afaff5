import type { JsonPath } from '../../config/Diagnostic';
import type { NavigationRule } from '../../config/types';
import { queryValuesRead } from '../../compile/registry';
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
  description: "A navigation rule's query names a parameter the page it goes to does not read (nor SPEC §2's), or hands it a value the code never compares it with (piaResult: succes).",
  severity: 'error',
  check({ config, sources, report }) {
    const pages = new Map(config.pages.map((page) => [page.id, page]));
    const general: readonly string[] = knownQueryParameters;
    // A value the code never compares the parameter with is handed on and never acted on (`piaResult: succes`).
    const checkValue = (key: string, value: unknown, file: string, path: JsonPath): void => {
      const read = queryValuesRead[key];
      if (!read || !['string', 'number', 'boolean'].includes(typeof value)) return; // a {from} value: known at run time
      const text = String(value);
      const same = (known: string) => (read.anyCase ? known.toLowerCase() === text.toLowerCase() : known === text);
      if (read.values.some(same)) return;
      const closest = getClosestName(text, read.values) ?? read.values.find((known) => known.toLowerCase() === text.toLowerCase());
      report({
        file,
        path: [...path, 'query', key],
        message: `Query parameter ${key} is read as ${read.values.map((known) => `"${known}"`).join(' or ')} (${read.anyCase ? 'in any case; ' : ''}${read.meaning}), not "${text}"${closest !== undefined ? `; did you mean "${closest}"?` : ''}`,
      });
    };
    const checkRule = (rule: NavigationRule, file: string, path: JsonPath): void => {
      const target = pages.get(rule.to);
      if (!target || !rule.query) return; // unknown-page reports a missing one
      const own = getPageQueryReads(target);
      for (const [key, value] of Object.entries(rule.query)) {
        if (own.includes(key) || general.includes(key)) {
          checkValue(key, value, file, path);
          continue;
        }
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
