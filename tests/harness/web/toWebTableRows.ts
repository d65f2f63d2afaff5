import type { BenchApp } from './benchApps';
import type { CompressedKind, CompressionFigures } from './measureCompression';
import type { JourneyRun } from './measureJourney';
import type { SandboxFigures } from './measureSandbox';
import type { ThrottledLoadRun } from './measureThrottledLoads';
import { median } from './median';
import type { LighthouseRun } from './runLighthouse';

/** Everything measured of one app, run by run. */
export interface AppFigures {
  app: BenchApp;
  journeys: JourneyRun[];
  loads: ThrottledLoadRun[];
  lighthouse: LighthouseRun[];
  compression: CompressionFigures | null;
}

/** One row of the table: a cell per app, the ratios, the goal and whether ours meets it. */
export interface WebTableRow {
  measure: string;
  ours: string;
  floor: string;
  peer: string;
  oursFloor: string;
  oursPeer: string;
  goal: string;
  pass: '✓' | '✗' | '—';
}

/** An Event Timing duration: null (no entry at the 16 ms threshold) counts as 16, an upper bound. */
const durationOf = (duration: number | null) => duration ?? 16;

/** The value, worst and median of a list (NaN when empty). */
const worst = (values: number[]) => (values.length === 0 ? Number.NaN : Math.max(...values));

const kib = (bytes: number) => (Number.isNaN(bytes) ? '—' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const seconds = (value: number) => (Number.isNaN(value) ? '—' : `${(value / 1000).toFixed(2)} s`);
const ratio = (ours: number, other: number) => (Number.isNaN(ours) || Number.isNaN(other) || other <= 0 ? '—' : `${(ours / other).toFixed(2)}×`);
const verdict = (value: number, ok: (value: number) => boolean): WebTableRow['pass'] => (Number.isNaN(value) ? '—' : ok(value) ? '✓' : '✗');

/** The per-run figure of every app, medianed over runs. */
function perApp(apps: AppFigures[], pick: (figures: AppFigures) => number[]): number[] {
  return apps.map((figures) => median(pick(figures)));
}

/** A numeric row: formatted cells, ratios against floor and peer, the goal and the verdict for ours. */
function numericRow(measure: string, values: number[], format: (value: number) => string, goal: string, ok: ((value: number) => boolean) | null, ratios = true): WebTableRow {
  const [ours = Number.NaN, floor = Number.NaN, peer = Number.NaN] = values;
  return {
    measure,
    ours: format(ours),
    floor: format(floor),
    peer: format(peer),
    oursFloor: ratios ? ratio(ours, floor) : '—',
    oursPeer: ratios ? ratio(ours, peer) : '—',
    goal,
    pass: ok ? verdict(ours, ok) : '—',
  };
}

/** The compression cell of one kind: brotli count, gzip fallback count. */
function compressionCell(compression: CompressionFigures | null, kind: CompressedKind): { text: string; ok: boolean | null } {
  const figures = compression?.kinds[kind];
  if (!figures) return { text: '—', ok: null };
  if (figures.checked === 0) return { text: figures.small > 0 ? `all ${figures.small} < 1 KiB` : 'none sent', ok: null };
  const ok = figures.brotli === figures.checked && figures.gzip === figures.gzipChecked;
  return { text: `br ${figures.brotli}/${figures.checked}, gzip fallback ${figures.gzip}/${figures.gzipChecked}`, ok };
}

/** A row whose cells are texts. */
function textRow(measure: string, cells: Array<{ text: string; ok: boolean | null }>, goal: string): WebTableRow {
  const [ours, floor, peer] = cells;
  return { measure, ours: ours!.text, floor: floor!.text, peer: peer!.text, oursFloor: '—', oursPeer: '—', goal, pass: ours!.ok === null ? '—' : ours!.ok ? '✓' : '✗' };
}

/** Per run: every select's and Continue's Event Timing duration. */
const inpOf = (run: JourneyRun, kinds: Array<'select' | 'continue' | 'other'>) => run.interactions.filter((entry) => kinds.includes(entry.kind)).map((entry) => durationOf(entry.duration));

/**
 * Issue #12's table from the figures: one row per measure, ours beside the floor and the peer (apps in that order),
 * medians over the runs; the sandbox rows beside a bare Fastify server (in the floor column).
 */
export function toWebTableRows(apps: AppFigures[], sandbox: SandboxFigures | null): WebTableRow[] {
  const rows: WebTableRow[] = [];
  rows.push(numericRow('JS for the first render (gzip; every script loaded before the first page is usable)', perApp(apps, (f) => f.journeys.map((run) => run.firstRenderScripts.gzipBytes)), kib, '≤ 125 KiB', (v) => v <= 125 * 1024));
  rows.push(numericRow('… of which brotli on the wire', perApp(apps, (f) => f.journeys.map((run) => run.firstRenderScripts.transferredBytes)), kib, '—', null));
  rows.push(numericRow('JS for the whole journey (gzip)', perApp(apps, (f) => f.journeys.map((run) => run.journeyScripts.gzipBytes)), kib, '≤ 200 KiB', (v) => v <= 200 * 1024));
  rows.push(numericRow('CSS for the whole journey (gzip)', perApp(apps, (f) => f.journeys.map((run) => run.journeyStyles.gzipBytes)), kib, '≤ 15 KiB', (v) => v <= 15 * 1024, false));
  const kindTitles: Record<CompressedKind, string> = { script: 'JS', style: 'CSS', html: 'HTML', json: 'JSON' };
  for (const kind of ['script', 'style', 'html', 'json'] as const) {
    rows.push(textRow(`Compression: ${kindTitles[kind]} (responses ≥ 1 KiB)`, apps.map((f) => compressionCell(f.compression, kind)), 'brotli, gzip fallback'));
  }
  rows.push(
    textRow(
      'Hashed assets: Cache-Control a year, immutable',
      apps.map((f) => (f.compression ? { text: `${f.compression.assets.yearImmutable}/${f.compression.assets.checked}`, ok: f.compression.assets.checked > 0 && f.compression.assets.yearImmutable === f.compression.assets.checked } : { text: '—', ok: null })),
      'all',
    ),
  );
  rows.push(
    textRow(
      'index.html revalidated (no-cache)',
      apps.map((f) => (f.compression ? { text: `${f.compression.html.revalidated}/${f.compression.html.checked}`, ok: f.compression.html.checked > 0 && f.compression.html.revalidated === f.compression.html.checked } : { text: '—', ok: null })),
      'all',
    ),
  );
  rows.push(numericRow('API rounds before the first page is usable (slow 4G, 4× CPU)', perApp(apps, (f) => f.loads.map((run) => run.apiRounds)), (v) => (Number.isNaN(v) ? '—' : String(v)), '≤ 1', (v) => v <= 1, false));
  rows.push(numericRow('Lighthouse 12 mobile: performance score (first page)', perApp(apps, (f) => f.lighthouse.map((run) => run.score)), (v) => (Number.isNaN(v) ? '—' : String(Math.round(v))), '100', (v) => v >= 100));
  rows.push(numericRow('Lighthouse 12 mobile: LCP (first page)', perApp(apps, (f) => f.lighthouse.map((run) => run.lcp)), seconds, '≤ 1.5 s', (v) => v <= 1500));
  rows.push(numericRow('Lighthouse 12 mobile: TBT (first page)', perApp(apps, (f) => f.lighthouse.map((run) => run.tbt)), ms, '—', null));
  rows.push(numericRow('Scripted LCP, 4× CPU + slow 4G: first page, new visitor', perApp(apps, (f) => f.loads.map((run) => run.firstPageLcp)), seconds, '—', null));
  const checkpointLcp = (index: number) => perApp(apps, (f) => f.loads.map((run) => (f.app.checkpoints[index] ? run.checkpointLcp[f.app.checkpoints[index]!] ?? Number.NaN : Number.NaN)));
  rows.push(numericRow('Scripted LCP, 4× CPU + slow 4G: quote reached by the journey, reloaded (floor page 2, peer page 3)', checkpointLcp(0), seconds, '≤ 2.0 s', (v) => v <= 2000));
  rows.push(numericRow('Scripted LCP, 4× CPU + slow 4G: schedule reached by the journey, reloaded', checkpointLcp(1), seconds, '≤ 2.0 s', (v) => v <= 2000));
  rows.push(numericRow('INP at 4× CPU, every select and Continue: worst', perApp(apps, (f) => f.journeys.map((run) => worst(inpOf(run, ['select', 'continue'])))), ms, '≤ 100 ms', (v) => v <= 100));
  rows.push(numericRow('INP at 4× CPU, every select and Continue: median', perApp(apps, (f) => f.journeys.map((run) => median(inpOf(run, ['select', 'continue'])))), ms, '≤ 100 ms', (v) => v <= 100));
  rows.push(numericRow('INP at 4× CPU, other interactions (radios, checkboxes, typing): worst', perApp(apps, (f) => f.journeys.map((run) => worst(inpOf(run, ['other'])))), ms, '—', null));
  rows.push(numericRow('Click → next page rendered, 4× CPU, API on loopback: median over the transitions', perApp(apps, (f) => f.journeys.map((run) => median(run.transitions.map((t) => t.clickToPaint)))), ms, '≤ 300 ms', (v) => v <= 300));
  rows.push(numericRow('Click → next page rendered: slowest transition', perApp(apps, (f) => f.journeys.map((run) => worst(run.transitions.map((t) => t.clickToPaint)))), ms, '≤ 300 ms', (v) => v <= 300));
  rows.push(numericRow('Local-storage writes per page transition: median', perApp(apps, (f) => f.journeys.map((run) => median(run.transitions.map((t) => t.storageWrites)))), (v) => (Number.isNaN(v) ? '—' : String(v)), '≤ 1', (v) => v <= 1, false));
  rows.push(numericRow('Local-storage writes per page transition: most', perApp(apps, (f) => f.journeys.map((run) => worst(run.transitions.map((t) => t.storageWrites)))), (v) => (Number.isNaN(v) ? '—' : String(v)), '≤ 1', (v) => v <= 1, false));
  rows.push(numericRow('Session-storage writes per page transition: most', perApp(apps, (f) => f.journeys.map((run) => worst(run.transitions.map((t) => t.sessionStorageWrites)))), (v) => (Number.isNaN(v) ? '—' : String(v)), '—', null, false));
  const thousands = (v: number) => (Number.isNaN(v) ? '—' : `${(v / 1000).toFixed(1)} k`);
  rows.push(numericRow('Characters written to local and session storage per transition: median', perApp(apps, (f) => f.journeys.map((run) => median(run.transitions.map((t) => t.storageChars)))), thousands, '—', null, false));
  rows.push(numericRow('Cross-tab posts per transition: median', perApp(apps, (f) => f.journeys.map((run) => median(run.transitions.map((t) => t.broadcastPosts)))), (v) => (Number.isNaN(v) ? '—' : String(v)), '—', null, false));
  // "Carry what changed, not the whole state": less than one copy of the state (the longest value stored) per transition.
  const stateCopy = median(apps[0]?.journeys.map((run) => run.longestStorageWrite) ?? []);
  rows.push(
    numericRow(
      `Cross-tab characters per transition: median (ours' stored state: ${thousands(stateCopy)})`,
      perApp(apps, (f) => f.journeys.map((run) => median(run.transitions.map((t) => t.broadcastChars)))),
      thousands,
      '< one state copy',
      (v) => v < stateCopy,
      false,
    ),
  );
  if (sandbox) {
    const sandboxRow = (measure: string, ours: number, bare: number, format: (v: number) => string, goal: string, ok: ((v: number) => boolean) | null): WebTableRow => ({
      ...numericRow(measure, [ours, bare, Number.NaN], format, goal, ok),
      oursPeer: '—',
    });
    rows.push(sandboxRow('Sandbox start → first answer, new data dir (floor: bare Fastify)', median(sandbox.startNew), median(sandbox.bareStart), seconds, '≤ 10 s', (v) => v <= 10_000));
    rows.push(sandboxRow('Sandbox start → first answer, existing data dir (floor: bare Fastify)', median(sandbox.startExisting), median(sandbox.bareStart), seconds, '≤ 3 s', (v) => v <= 3_000));
    rows.push(sandboxRow('Sandbox memory (RSS) after 1,000 requests (floor: bare Fastify)', sandbox.rssMiB, sandbox.bareRssMiB, (v) => (Number.isNaN(v) ? '—' : `${Math.round(v)} MiB`), '≤ 200 MiB', (v) => v <= 200));
    const refused = sandbox.saveSession.non2xx > 0 ? `, ${sandbox.saveSession.non2xx} answers not 2xx` : '';
    rows.push(sandboxRow(`save-session at 50 connections, PGlite: req/s (${sandbox.saveSession.seconds} s${refused})`, sandbox.saveSession.requestsPerSecond, Number.NaN, (v) => (Number.isNaN(v) ? '—' : String(Math.round(v))), '≥ 1,000', (v) => v >= 1000));
    rows.push(sandboxRow('save-session at 50 connections, PGlite: p99', sandbox.saveSession.p99, Number.NaN, ms, '≤ 50 ms', (v) => v <= 50));
  }
  return rows;
}
