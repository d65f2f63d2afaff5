/**
 * `npm run bench:web` (issue #12): builds the funnel as `npm start` does, starts the sandbox the same way
 * (SANDBOX_DATA_DIR=memory, SANDBOX_EXPERIMENTS=control) beside two reference apps built from tests/bench-fixtures
 * (the floor: react + react-dom + react-router; the peer: a SurveyJS survey), and measures issue #12's table side by
 * side in one run: JS and CSS sizes from the network, compression and caching headers, API rounds, Lighthouse 12,
 * scripted LCP, INP and click → next page at 4× CPU, storage writes and cross-tab posts, and the sandbox's start-up,
 * memory and save-session throughput. Prints the table and writes it to bench/results/web-latest.md.
 *
 * Environment: BENCH_RUNS (runs of each measure, default 3), BENCH_SAVE_SECONDS (save-session load, default 10),
 * BENCH_SKIP (comma list of parts to leave out: sandbox, lighthouse). Ports: 4183 (sandbox), 4193 (floor), 4194
 * (peer), 4195 (bare Fastify). Figures only: asserts no goal; exits 1 when something could not be measured (the table
 * still shows the rest, and why).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { buildFixture } from '../bench-fixtures/buildFixture';
import { floorApp, ourApp, peerApp } from './web/benchApps';
import { createTempDir, removeTempDirs } from './web/createTempDir';
import { formatWebReport, type BenchContext } from './web/formatWebReport';
import { measureCompression } from './web/measureCompression';
import { measureJourney } from './web/measureJourney';
import { measureSandbox, type SandboxFigures } from './web/measureSandbox';
import { measureThrottledLoads } from './web/measureThrottledLoads';
import { readStartCommand } from './web/readStartCommand';
import { runLighthouse } from './web/runLighthouse';
import { killAllProcessesNow, startProcess, stopAllProcesses, waitUntilAnswering } from './web/startedProcesses';
import { toWebTableRows, type AppFigures } from './web/toWebTableRows';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const saveSessionSeconds = Math.max(1, Number(process.env.BENCH_SAVE_SECONDS ?? 10));
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()).filter(Boolean));
const ports = { sandbox: 4183, floor: 4193, peer: 4194, bare: 4195 };
const resultsFile = join(repoRoot, 'bench', 'results', 'web-latest.md');
const chromiumPath = '/usr/bin/chromium';
/** As playwright.config.ts launches Chromium. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const startedAt = performance.now();
/** Progress on stderr; the table goes to stdout. */
const progress = (line: string) => console.error(`[bench:web ${Math.round((performance.now() - startedAt) / 1000)} s] ${line}`);

// Whatever happens, no server or browser the bench started outlives it, and its temporary directories go. (Playwright
// kills the Chromium it launched when the process exits; its own signal handlers are off, so these run.)
let interrupted = false;
process.once('exit', () => {
  killAllProcessesNow();
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping what the bench started`);
    void stopAllProcesses().finally(() => process.exit(130));
  });
}

/** Fails when something already listens on `port`: the bench would measure it instead of its own server. */
async function assertPortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) throw new Error(`Port ${port} is already in use: stop what listens there (the bench uses ${Object.values(ports).join(', ')}).`);
}

/** Runs the build steps of `npm start`, quietly unless one fails. */
function runBuildSteps(steps: string[]): void {
  const env = { ...process.env, PATH: `${join(repoRoot, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
  for (const step of steps) {
    progress(`build: ${step}`);
    const result = spawnSync('sh', ['-c', step], { cwd: repoRoot, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`The build step "${step}" failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** Where and how: machine, versions, load. */
function describeMachine(minutes: number): BenchContext {
  const chromiumVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim() || 'Chromium (version unknown)';
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: (JSON.parse(readFileSync(join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version,
    loadAverage: loadAtStart,
    runs,
    minutes,
  };
}

/** What could not be measured: the table shows — there, the report lists why, and the exit code is 1. */
const failures: string[] = [];

/** Runs one measure; a failure is recorded and the bench goes on with the others. */
async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  if (interrupted) throw new Error('Interrupted.');
  try {
    return await measure();
  } catch (error) {
    if (interrupted) throw new Error('Interrupted.');
    const message = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3).join(' ');
    failures.push(`${what}: ${message}`);
    progress(`${what} failed: ${message}`);
    return null;
  }
}

const loadAtStart = loadavg().map((value) => value.toFixed(2)).join(' ');
const tempRoot = createTempDir('bench-web-');
let browser: Browser | null = null;
let exitCode = 0;
try {
  for (const port of Object.values(ports)) await assertPortFree(port);
  const start = readStartCommand(join(repoRoot, 'package.json'));
  runBuildSteps(start.buildSteps);

  let sandbox: SandboxFigures | null = null;
  if (!skip.has('sandbox')) {
    progress(`sandbox: start with a new and an existing data dir, ${runs} runs; memory; save-session for ${saveSessionSeconds} s`);
    sandbox = await attempt('sandbox rows', () => measureSandbox({ serverArgv: start.serverArgv, port: ports.sandbox, barePort: ports.bare, runs, saveSessionSeconds }));
  }

  progress('web: starting the sandbox (memory) and building the reference apps');
  const sandboxSince = performance.now();
  const webSandbox = startProcess('sandbox (memory)', start.serverArgv, { PORT: String(ports.sandbox), SANDBOX_DATA_DIR: 'memory', SANDBOX_EXPERIMENTS: 'control' });
  await buildFixture('floor', join(tempRoot, 'floor'));
  await buildFixture('peer', join(tempRoot, 'peer'));
  const fixtureServers = (['floor', 'peer'] as const).map((name) => ({
    name,
    since: performance.now(),
    server: startProcess(`${name} server`, [process.execPath, '--import', 'tsx', join(repoRoot, 'tests/bench-fixtures/serveFixture.ts'), join(tempRoot, name), String(ports[name])]),
  }));
  await waitUntilAnswering(webSandbox, `http://127.0.0.1:${ports.sandbox}/health`, sandboxSince);
  for (const { name, server, since } of fixtureServers) await waitUntilAnswering(server, `http://127.0.0.1:${ports[name]}/health`, since);

  const apps: AppFigures[] = [ourApp(`http://localhost:${ports.sandbox}`), floorApp(`http://localhost:${ports.floor}`), peerApp(`http://localhost:${ports.peer}`)].map((app) => ({
    app,
    journeys: [],
    loads: [],
    lighthouse: [],
    compression: null,
  }));

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  for (let run = 0; run < runs; run += 1) {
    for (const figures of apps) {
      const journey = await attempt(`journey ${run + 1} of ${figures.app.title}`, () => measureJourney(browser!, figures.app, run));
      if (!journey) continue;
      figures.journeys.push(journey);
      const clicks = journey.transitions.map((t) => Math.round(t.clickToPaint)).join('/');
      progress(`journey ${run + 1}/${runs} ${figures.app.title}: first render ${(journey.firstRenderScripts.gzipBytes / 1024).toFixed(1)} KiB gzip, click → painted ${clicks} ms`);
    }
  }
  for (const figures of apps) {
    const first = figures.journeys[0];
    if (first) figures.compression = await attempt(`compression of ${figures.app.title}`, () => measureCompression(first.responses));
  }
  for (let run = 0; run < runs; run += 1) {
    for (const figures of apps) {
      const load = await attempt(`slow 4G run ${run + 1} of ${figures.app.title}`, () => measureThrottledLoads(browser!, figures.app, run));
      if (!load) continue;
      figures.loads.push(load);
      const lcps = Object.entries(load.checkpointLcp).map(([name, value]) => `${name} ${Math.round(value)} ms`).join(', ');
      progress(`slow 4G ${run + 1}/${runs} ${figures.app.title}: ${load.apiRounds} API rounds, LCP first page ${Math.round(load.firstPageLcp)} ms, ${lcps}`);
    }
  }
  await browser.close();
  browser = null;

  if (!skip.has('lighthouse')) {
    for (let run = 0; run < runs; run += 1) {
      for (const figures of apps) {
        const result = await attempt(`Lighthouse run ${run + 1} of ${figures.app.title}`, () => runLighthouse(figures.app.origin + figures.app.firstPath));
        if (!result) continue;
        figures.lighthouse.push(result);
        progress(`lighthouse ${run + 1}/${runs} ${figures.app.title}: score ${result.score}, LCP ${Math.round(result.lcp)} ms`);
      }
    }
  }

  const report = formatWebReport(describeMachine((performance.now() - startedAt) / 60_000), toWebTableRows(apps, sandbox), apps, failures);
  if (interrupted) throw new Error('Interrupted.');
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(resultsFile, report);
  console.log(report);
  progress(`written to ${resultsFile}`);
  if (failures.length > 0) exitCode = 1;
} catch (error) {
  console.error(`bench:web could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await stopAllProcesses();
  removeTempDirs();
}
process.exit(exitCode);
