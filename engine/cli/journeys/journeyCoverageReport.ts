import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FunnelModel } from '../../compile/FunnelModel';
import { getContentHash } from '../../compile/getContentHash';
import type { ConfigFile } from '../../config/parseFunnelConfig';
import type { JourneyResult } from './runJourney';

/** One journey as run: its name and file, and where it failed. */
export interface CoveredJourney {
  name: string;
  file: string;
  passed: boolean;
  /** The first step that failed, `file:line:column  message`. */
  failure?: string;
}

/** The journeys and the navigation edges (toNavigationEdgeKey) each took: `funnel test`'s coverage, kept for the studio. */
export interface JourneyCoverageReport {
  version: string;
  journeys: CoveredJourney[];
  /** Edge key → the names of the journeys that took it (absent: none did). */
  edges: Record<string, string[]>;
  /** Page id → the names of the journeys that entered or left it. */
  pages: Record<string, string[]>;
  covered: number;
  total: number;
}

/** Where the reports are kept between runs (gitignored): `funnel test` writes one, the studio reads it. */
export const journeyCoverageDir = fileURLToPath(new URL('../../../.cache/studio/', import.meta.url));

/** The key of a report: the config version and the journeys' text (either changed: run them again). */
export function getJourneyCoverageKey(model: FunnelModel, journeys: readonly ConfigFile[]): string {
  return getContentHash({ version: model.contentHash, journeys: journeys.map(({ path, text }) => ({ path, text })) });
}

/**
 * The coverage report of journey runs (issue #15: the studio draws it on the flow map): per edge the journeys that
 * took it, per page the journeys that entered or left it, and the counts `funnel test` prints.
 */
export function toJourneyCoverageReport(model: FunnelModel, runs: Array<{ file: string; result: JourneyResult | null; invalid?: string }>): JourneyCoverageReport {
  const report: JourneyCoverageReport = { version: model.contentHash, journeys: [], edges: {}, pages: {}, covered: 0, total: 0 };
  for (const { file, result, invalid } of runs) {
    if (!result) {
      report.journeys.push({ name: file, file, passed: false, failure: invalid ?? 'not a valid journey' });
      continue;
    }
    const failure = result.failure ? `${file}:${result.failure.range.start.line + 1}:${result.failure.range.start.character + 1}  ${result.failure.message.split('\n')[0]}` : undefined;
    report.journeys.push({ name: result.name, file, passed: !failure, ...(failure ? { failure } : {}) });
    for (const edge of result.taken) {
      (report.edges[edge] ??= []).push(result.name);
      const [from, scenario, index] = edge.split('|') as [string, string, string];
      const to = scenario === 'auto-route' ? model.pages[from]?.order?.[Number(index)] : model.pages[from]?.navigation[scenario]?.[Number(index)]?.to;
      for (const page of [from, to]) {
        if (page && !report.pages[page]?.includes(result.name)) (report.pages[page] ??= []).push(result.name);
      }
    }
  }
  report.total = Object.values(model.pages).reduce(
    (sum, page) => sum + Object.values(page.navigation).reduce((count, rules) => count + rules.length, 0) + (page.order?.length ?? 0),
    0,
  );
  report.covered = Object.keys(report.edges).length;
  return report;
}

/** The report kept for `key`, or null. */
export function readJourneyCoverage(key: string, dir = journeyCoverageDir): JourneyCoverageReport | null {
  try {
    return JSON.parse(readFileSync(join(dir, `coverage-${key}.json`), 'utf8')) as JourneyCoverageReport;
  } catch {
    return null;
  }
}

/** Keeps a report for `key` (written whole, then renamed: a reader never sees half of one); a failure is ignored. */
export function writeJourneyCoverage(key: string, report: JourneyCoverageReport, dir = journeyCoverageDir): void {
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `coverage-${key}.json`);
    writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(report));
    renameSync(`${file}.${process.pid}.tmp`, file);
  } catch {
    // Not kept: the studio runs the journeys itself.
  }
}
