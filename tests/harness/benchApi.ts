/**
 * `npm run bench:api`: the sandbox's start, memory and throughput (issue #12), side by side in one run with a bare
 * Fastify app answering the same route shape (tests/harness/bench/bareFastifyServer.mjs). Each server is its own
 * process, started as `npm start` starts the sandbox (api/sandbox/serve.mjs with sandboxNodeOptions: the compiled
 * server, built first if stale); autocannon drives it from this process over loopback:
 *
 * - start: from spawning the process to the first save-session answer, on an existing and on a new PGlite data
 *   directory (medians of BENCH_STARTS runs, default 3, taken in turns with the bare app's); with the CPU time the
 *   process had used by then, which the shared machine's load disturbs less than the wall time;
 * - RSS after 1,000 save-session requests (50 connections);
 * - save-session at 50 connections for BENCH_SECONDS (default 10) after those: req/s, p50, p99, non-2xx answers; on
 *   PGlite, and on PostgreSQL when POSTGRES_TEST_URL (or DATABASE_URL) names a server (a throwaway database there).
 *
 * Prints a table, and writes it to bench/results/api-latest.md. Asserts nothing (goals are judged from the figures).
 * BENCH_PORT: the port the servers listen on, one after the other (default: a free one each time).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sandboxNodeOptions } from '../../api/sandbox/sandboxNodeOptions';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(repoRoot, 'bench/results/api-latest.md');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const starts = Number(process.env.BENCH_STARTS ?? 3);
const port = process.env.BENCH_PORT ?? '0';
const connections = 50;
const warmRequests = 1000;
const postgresUrl = process.env.POSTGRES_TEST_URL || process.env.DATABASE_URL;
const savePath = '/order/api/v1/order/save-session/fmg';
/** A first save of a session, as the funnel sends it after the vehicle page. */
const saveBody = JSON.stringify({
  AppName: 'FMG',
  order: { vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 } },
  user: {},
  submitAfterSave: false,
  createUnscheduledStatusWorkOrderForPIA: false,
});

/** A server under measurement, listening. */
interface Running {
  child: ChildProcess;
  origin: string;
  /** Spawn to first save-session answer, and the process's CPU time then (ms). */
  startMs: number;
  startCpuMs: number;
}

/** How to start one of the servers. */
interface ServerCommand {
  argv: string[];
  env: Record<string, string>;
}

const bare: ServerCommand = { argv: [join(repoRoot, 'tests/harness/bench/bareFastifyServer.mjs')], env: {} };
const sandbox = (database: Record<string, string>): ServerCommand => ({
  argv: [...sandboxNodeOptions, join(repoRoot, 'api/sandbox/serve.mjs')],
  env: { FUNNEL_DIST_DIR: join(tmpdir(), 'bench-api-no-funnel-build'), ...database },
});

/** Spawns a server and waits for its first save-session answer. */
async function start(command: ServerCommand): Promise<Running> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, command.argv, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...command.env, PORT: port, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const ready = /Funnel ready at http:\/\/localhost:(\d+)\//.exec(output);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command.argv.join(' ')} exited (${code}) before listening:\n${output}`)));
  });
  const answer = await fetch(origin + savePath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: saveBody });
  if (!answer.ok) throw new Error(`save-session answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
  return { child, origin, startMs: performance.now() - startedAt, startCpuMs: cpuMsOf(child.pid!) };
}

async function stop(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

/** User + system CPU time of a process so far (Linux /proc), in ms. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process (Linux /proc), in MiB. */
function rssMiBOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** Load over save-session: a fixed number of requests, or for a duration. */
function load(origin: string, amountOrSeconds: { amount: number } | { duration: number }) {
  return autocannon({
    url: origin + savePath,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: saveBody,
    connections,
    ...amountOrSeconds,
  });
}

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  rssMiB: number;
}

/** Starts a server, sends it the warm-up requests, reads its RSS, then measures save-session for `seconds`. */
async function measure(command: ServerCommand): Promise<Throughput> {
  const running = await start(command);
  try {
    const warm = await load(running.origin, { amount: warmRequests });
    const rssMiB = rssMiBOf(running.child.pid!);
    const result = await load(running.origin, { duration: seconds });
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: warm.non2xx + result.non2xx, rssMiB };
  } finally {
    await stop(running);
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

/** A throwaway database on the PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `sandbox_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// The compiled sandbox, built now if stale, so no start below includes a build.
if (spawnSync(process.execPath, [join(repoRoot, 'api/sandbox/build/buildCompiledSandbox.mjs')], { stdio: 'inherit' }).status !== 0) {
  throw new Error('cannot build the compiled sandbox');
}
const scratch = mkdtempSync(join(tmpdir(), 'bench-api-'));
try {
  const existingDir = join(scratch, 'existing');
  const times = { bare: [] as Running[], existing: [] as Running[], fresh: [] as Running[] };
  // The existing data directory: made by a first start (not measured).
  await stop(await start(sandbox({ SANDBOX_DATA_DIR: existingDir })));
  for (let round = 0; round < starts; round += 1) {
    for (const [key, command] of [
      ['bare', bare],
      ['existing', sandbox({ SANDBOX_DATA_DIR: existingDir })],
      ['fresh', sandbox({ SANDBOX_DATA_DIR: join(scratch, `new-${round}`) })],
    ] as const) {
      const running = await start(command);
      times[key].push(running);
      await stop(running);
    }
  }
  const bareLoad = await measure(bare);
  const pgliteLoad = await measure(sandbox({ SANDBOX_DATA_DIR: existingDir }));
  const postgresLoad = postgresUrl ? await withPostgresDatabase(postgresUrl, (url) => measure(sandbox({ DATABASE_URL: url }))) : null;

  const startOf = (runs: Running[]) => median(runs.map((run) => run.startMs)) / 1000;
  const cpuOf = (runs: Running[]) => median(runs.map((run) => run.startCpuMs)) / 1000;
  const s = (value: number) => `${value.toFixed(2)} s`;
  const ratio = (ours: number, reference: number) => {
    const value = ours / reference;
    return `${value >= 1 ? value.toFixed(1) : value.toPrecision(2)}×`;
  };
  const int = (value: number) => Math.round(value).toLocaleString('en-US');
  const latency = (result: Throughput) => `${result.p50} / ${result.p99} ms`;
  const rows: string[][] = [
    ['start, existing data dir: spawn → first save-session answer', s(startOf(times.existing)), s(startOf(times.bare)), ratio(startOf(times.existing), startOf(times.bare)), '≤ 3 s'],
    ['start, existing data dir: CPU time used by then', s(cpuOf(times.existing)), s(cpuOf(times.bare)), ratio(cpuOf(times.existing), cpuOf(times.bare)), ''],
    ['start, new data dir: spawn → first save-session answer', s(startOf(times.fresh)), s(startOf(times.bare)), ratio(startOf(times.fresh), startOf(times.bare)), '≤ 10 s'],
    ['start, new data dir: CPU time used by then', s(cpuOf(times.fresh)), s(cpuOf(times.bare)), ratio(cpuOf(times.fresh), cpuOf(times.bare)), ''],
    [`RSS after ${int(warmRequests)} save-session requests`, `${int(pgliteLoad.rssMiB)} MiB`, `${int(bareLoad.rssMiB)} MiB`, ratio(pgliteLoad.rssMiB, bareLoad.rssMiB), '≤ 200 MiB'],
    [`save-session, ${connections} connections, PGlite: req/s`, int(pgliteLoad.rps), int(bareLoad.rps), ratio(pgliteLoad.rps, bareLoad.rps), '≥ 1,000'],
    [`save-session, ${connections} connections, PGlite: p50 / p99`, latency(pgliteLoad), latency(bareLoad), '', 'p99 ≤ 50 ms'],
  ];
  if (postgresLoad) {
    rows.push(
      [`save-session, ${connections} connections, PostgreSQL: req/s`, int(postgresLoad.rps), int(bareLoad.rps), ratio(postgresLoad.rps, bareLoad.rps), '≥ 2,000'],
      [`save-session, ${connections} connections, PostgreSQL: p50 / p99`, latency(postgresLoad), latency(bareLoad), '', 'p99 ≤ 50 ms'],
    );
  }
  const failures = [pgliteLoad, bareLoad, postgresLoad].reduce((sum, result) => sum + (result?.non2xx ?? 0), 0);
  const machine = `Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
  const table = [
    `bench:api, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}; load average at the end ${loadavg()[0]!.toFixed(1)}`,
    `(medians of ${starts} starts; ${seconds} s of load per server${postgresUrl ? '' : '; PostgreSQL: set POSTGRES_TEST_URL'}; non-2xx answers: ${failures})`,
    '',
    '| measure | sandbox | bare Fastify | sandbox ÷ bare | goal |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
  console.log(table);
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(resultsFile, table);
  console.log(`Written to ${resultsFile.slice(repoRoot.length)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
