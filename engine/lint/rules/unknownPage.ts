import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean as suggest } from '../didYouMean';
import { getMisnamedPages } from '../getMisnamedPages';
import { getNavigationRules } from '../getNavigationRules';
import { getSequenceRules, sequencesFile } from '../getSequenceRules';
import type { LintRule } from '../LintRule';

/**
 * Every page a navigation `to`, a sequence step or `after`/`before` rule, an auto-route `order` entry, `funnel.entry`,
 * `funnel.firstPage` or `funnel.submittedPage` names must exist (DESIGN principles 1, 4). A name no page has is
 * reported at each place that names it, and each report lists the other places (a deleted page: every referrer).
 */
export const unknownPage: LintRule = {
  code: 'unknown-page',
  description: 'A navigation destination, sequence step, auto-route order entry, entry, firstPage or submittedPage names no page; or firstPage is no screen, or submittedPage no terminal screen.',
  severity: 'error',
  check({ config, sources, report: reportNow }) {
    const known = new Set(config.pages.map((page) => page.id));
    // A page whose id is not its file's name (page-id-mismatch, at its id): a name that is its file's is that page,
    // and its mistyped id is no suggestion for anything else.
    const misnamed = getMisnamedPages(config, sources);
    const ids = config.pages.map((page) => page.id).filter((id) => !misnamed.has(id));
    const didYouMean = (name: string, candidates: string[]): string => {
      const owner = [...misnamed].find(([, fileId]) => fileId === name)?.[0];
      return owner !== undefined ? ` (pages/${name}.yaml declares id "${owner}": see there)` : suggest(name, candidates);
    };
    const found: Array<{ id: string; file: string; path: JsonPath; message: string }> = [];
    /** Kept until every place is known, so each report can name the others. */
    const report = (id: string, problem: { file: string; path: JsonPath; message: string }) => found.push({ id, ...problem });
    for (const key of ['entry', 'firstPage', 'submittedPage'] as const) {
      const id = config.funnel[key];
      if (!known.has(id)) {
        report(id, { file: 'funnel.yaml', path: [key], message: `${key} "${id}" is not a page${didYouMean(id, ids)}` });
      }
    }
    // The first page is a screen the error route and restart land on (a virtual route there would send them round);
    // the submitted page is the terminal screen navigation is locked to once the order is placed (SPEC §2 rule 4).
    const screens = config.pages.filter((page) => page.kind === 'page');
    const first = config.pages.find((page) => page.id === config.funnel.firstPage);
    if (first && first.kind !== 'page') {
      const entry = screens.find((page) => page.id === config.funnel.entry);
      reportNow({ file: 'funnel.yaml', path: ['firstPage'], message: `firstPage "${first.id}" is ${first.kind === 'virtual' ? 'a virtual route' : `a ${first.kind} page`}, not a screen: the error route and restart land there${entry ? `; did you mean "${entry.id}", the entry?` : ''}` });
    }
    const submitted = config.pages.find((page) => page.id === config.funnel.submittedPage);
    if (submitted && (submitted.kind !== 'page' || submitted.terminal !== true)) {
      const terminal = screens.filter((page) => page.terminal === true).map((page) => page.id);
      reportNow({ file: 'funnel.yaml', path: ['submittedPage'], message: `submittedPage "${submitted.id}" is not a terminal screen (kind page, terminal: true): once the order is submitted the visitor is held on it (SPEC §2 global rule 4)${terminal.length > 0 ? `; did you mean ${terminal.map((id) => `"${id}"`).join(' or ')}?` : ''}` });
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { scenario, rule, path } of getNavigationRules(page)) {
        if (!known.has(rule.to)) {
          report(rule.to, {
            file,
            path: [...path, 'to'],
            message: `Scenario "${scenario}" goes to "${rule.to}", which is not a page${didYouMean(rule.to, ids)}`,
          });
        }
      }
      (page.order ?? []).forEach((id, index) => {
        if (!known.has(id)) {
          report(id, { file, path: ['order', index], message: `Auto-route order names "${id}", which is not a page${didYouMean(id, ids)}` });
        }
      });
    }
    for (const { sequence, rule, part, toPath } of getSequenceRules(config)) {
      if (known.has(rule.to)) continue;
      const what = part === 'step' ? `A step of sequence "${sequence}" is "${rule.to}"` : `The ${part} rule of sequence "${sequence}" goes to "${rule.to}"`;
      report(rule.to, { file: sequencesFile, path: toPath, message: `${what}, which is not a page${didYouMean(rule.to, ids)}` });
    }
    for (const place of found) {
      const others = found
        .filter((other) => other.id === place.id && other !== place)
        .map((other) => `${other.file}:${sources.getRange(other.file, other.path).start.line + 1}`);
      const also = others.length > 0 ? ` (also named at ${others.join(', ')})` : '';
      reportNow({ file: place.file, path: place.path, message: `${place.message}${also}` });
    }
  },
};
