import { relative } from 'node:path';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import { getContentHash } from '../../../engine/compile/getContentHash';
import { parseFunnelConfig, type ConfigFile } from '../../../engine/config/parseFunnelConfig';
import { getJourneyCoverageKey, readJourneyCoverage, toJourneyCoverageReport, writeJourneyCoverage } from '../../../engine/cli/journeys/journeyCoverageReport';
import { locateNavigationEdges } from '../../../engine/cli/journeys/locateNavigationEdges';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import { readConfigDir, readJourneyFiles } from '../../../engine/cli/readConfigDir';
import type { StudioCoverage } from './StudioTypes';
import type { StudioSource } from './toStudioMap';

/** Where the studio reads the config's files: its directory, and where it keeps the journeys' coverage between runs. */
export interface StudioSourceOptions {
  configDir: string;
  /** The folder of the journeys' coverage reports (`funnel test` writes them there too); none: kept in memory only. */
  cacheDir?: string;
  /** Shown instead of the absolute config directory (relative to the repository). */
  displayRoot?: string;
}

/** What the studio reads besides the model: the positions of pages and edges, and the journeys' coverage. */
export interface StudioSources {
  /** Positions and stages, when the config directory holds the config the sandbox serves (the same content hash). */
  getSource(model: FunnelModel): StudioSource | null;
  /** The journeys of the config directory run against `model` (as `funnel test` runs them), once per version of both. */
  getCoverage(model: FunnelModel): Promise<StudioCoverage>;
}

/**
 * The studio's access to funnel-config/ (issue #15): the sandbox serves a compiled model, which does not say where
 * things are written nor which journeys exist, so the studio reads the config directory for that, checking that it
 * holds the same config (content hash). The journeys run in process on a sandbox of their own (engine/cli), the first
 * time they are asked for (a few seconds); the result is kept by the versions of the config and the journeys, in
 * memory and in `cacheDir`.
 */
export function createStudioSources(options: StudioSourceOptions): StudioSources {
  let positions: { version: string; value: StudioSource | null } | null = null;
  const coverage = new Map<string, Promise<StudioCoverage>>();
  const configDirShown = options.displayRoot ? relative(options.displayRoot, options.configDir) || '.' : options.configDir;

  const readPositions = (model: FunnelModel): StudioSource | null => {
    const parsed = parseFunnelConfig(readConfigDir(options.configDir));
    if (!parsed.config || getContentHash(parsed.config) !== model.contentHash) return null;
    const pages = new Map<string, { file: string; line: number }>();
    for (const page of parsed.config.pages) {
      const file = parsed.sources.getPageFile(page.id);
      pages.set(page.id, { file, line: parsed.sources.getRange(file, ['id']).start.line + 1 });
    }
    const edges = new Map(locateNavigationEdges(parsed.config, parsed.sources).map((edge) => [edge.key, { file: edge.file, line: edge.range.start.line + 1 }]));
    const pageStages = new Map(parsed.config.pages.filter((page) => page.stage !== undefined).map((page) => [page.id, page.stage!]));
    return { configDir: configDirShown, pages, edges, stages: parsed.config.funnel.stages ?? {}, pageStages };
  };

  return {
    getSource: (model) => {
      if (positions?.version !== model.contentHash) {
        let value: StudioSource | null = null;
        try {
          value = readPositions(model);
        } catch {
          // A config directory that cannot be read: the map is drawn without positions.
        }
        positions = { version: model.contentHash, value };
      }
      return positions.value;
    },
    getCoverage: (model) => {
      const journeys = readJourneyFiles(options.configDir);
      const key = getJourneyCoverageKey(model, journeys);
      let pending = coverage.get(key);
      if (!pending) {
        const kept = options.cacheDir ? readJourneyCoverage(key, options.cacheDir) : null;
        pending = kept
          ? Promise.resolve(kept)
          : runJourneys(model, journeys).then((report) => {
              if (options.cacheDir) writeJourneyCoverage(key, report, options.cacheDir);
              return report;
            });
        // A failed run is not kept: the next request runs the journeys again.
        pending.catch(() => coverage.delete(key));
        coverage.set(key, pending);
      }
      return pending;
    },
  };
}

/** Runs every journey as `funnel test` does and reports the edges and pages each took. */
async function runJourneys(model: FunnelModel, files: ConfigFile[]): Promise<StudioCoverage> {
  // Loaded when first needed (and not at start-up: they bring a sandbox of their own, which registers this file).
  const [{ startJourneySandbox }, { runJourney }] = await Promise.all([import('../../../engine/cli/startJourneySandbox'), import('../../../engine/cli/journeys/runJourney')]);
  const sandbox = await startJourneySandbox(model);
  const runs: Parameters<typeof toJourneyCoverageReport>[1] = [];
  try {
    for (const file of files) {
      const parsed = parseJourneyFile(file);
      if (!parsed.journey) runs.push({ file: file.path, result: null, invalid: parsed.diagnostics.map((d) => d.message).join('; ') });
      else runs.push({ file: file.path, result: await runJourney(parsed, model, sandbox) });
    }
  } finally {
    await sandbox.close();
  }
  return toJourneyCoverageReport(model, runs);
}
