import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createTempDir, removeTempDirs } from './createTempDir';
import { startProcess, stopProcess, waitUntilAnswering, type StartedProcess } from './startedProcesses';

/** The sandbox rows of issue #12's table, beside a bare Fastify server started the same way. */
export interface SandboxFigures {
  /** Milliseconds from spawning the server to its first /health answer, one per run. */
  startNew: number[];
  startExisting: number[];
  /** VmRSS (MiB) after 1,000 requests (the vehicle page, a vehicle lookup, save-session in turns). */
  rssMiB: number;
  saveSession: { seconds: number; requestsPerSecond: number; p50: number; p99: number; non2xx: number };
  bareStart: number[];
  bareRssMiB: number;
}

/** A minimal first save of a session (as `npm run bench:api`): the vehicle chosen on the first page. */
const saveSessionBody = JSON.stringify({
  AppName: 'FMG',
  order: { vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1 } },
  user: {},
  submitAfterSave: false,
  createUnscheduledStatusWorkOrderForPIA: false,
});
const saveSession = { method: 'POST' as const, path: '/order/api/v1/order/save-session/fmg', headers: { 'content-type': 'application/json' }, body: saveSessionBody };
const requestMix = [{ method: 'GET' as const, path: '/fmg/vehicle' }, { method: 'GET' as const, path: '/vehicle/api/v1/vehicle/lookup/2020/Honda/Civic/4%20Door%20Sedan' }, saveSession];

/** The server of a bare Fastify app answering /health: the floor of start-up time and memory. */
const bareFastify = (port: number) =>
  `import Fastify from 'fastify'; const app = Fastify(); app.get('/health', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' }); process.once('SIGTERM', () => app.close().then(() => process.exit(0)));`;

/** The process's resident memory in MiB, from /proc. */
function readRssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

/** Sends exactly `amount` requests (the entries of `requests` in turns) over 10 connections. */
async function sendRequests(url: string, requests: autocannon.Request[], amount: number): Promise<void> {
  const result = await autocannon({ url, connections: 10, amount, requests });
  if (result.errors > 0) throw new Error(`${result.errors} of ${amount} requests to ${url} failed.`);
}

/** Spawns a server and times it to its first /health answer. */
async function startTimed(label: string, argv: string[], env: Record<string, string>, port: number): Promise<{ started: StartedProcess; milliseconds: number }> {
  const since = performance.now();
  const started = startProcess(label, argv, { ...env, PORT: String(port) });
  const milliseconds = await waitUntilAnswering(started, `http://127.0.0.1:${port}/health`, since);
  return { started, milliseconds };
}

/**
 * Issue #12's sandbox rows, measured on the server `npm start` runs (`serverArgv`): its start with a new data directory
 * and with that directory again (`runs` times each, in turns), then on the last one the memory after 1,000 requests
 * and save-session throughput at 50 connections (autocannon, `saveSessionSeconds`). A bare Fastify server, spawned the
 * same way, gives the floor of start-up and memory. Every process is stopped before this returns or throws.
 */
export async function measureSandbox(options: { serverArgv: string[]; port: number; barePort: number; runs: number; saveSessionSeconds: number }): Promise<SandboxFigures> {
  const { serverArgv, port, barePort, runs, saveSessionSeconds } = options;
  const url = `http://127.0.0.1:${port}`;
  const figures: SandboxFigures = {
    startNew: [],
    startExisting: [],
    rssMiB: Number.NaN,
    saveSession: { seconds: saveSessionSeconds, requestsPerSecond: Number.NaN, p50: Number.NaN, p99: Number.NaN, non2xx: 0 },
    bareStart: [],
    bareRssMiB: Number.NaN,
  };
  const dataRoot = createTempDir('bench-web-sandbox-');
  try {
    for (let run = 0; run < runs; run += 1) {
      const env = { SANDBOX_DATA_DIR: join(dataRoot, `pglite-${run}`), SANDBOX_EXPERIMENTS: 'control', HOST: '127.0.0.1' };
      const fresh = await startTimed('sandbox (new data dir)', serverArgv, env, port);
      figures.startNew.push(fresh.milliseconds);
      await stopProcess(fresh.started);
      const again = await startTimed('sandbox (existing data dir)', serverArgv, env, port);
      figures.startExisting.push(again.milliseconds);
      if (run < runs - 1) {
        await stopProcess(again.started);
        continue;
      }
      try {
        await sendRequests(url, requestMix, 1_000);
        figures.rssMiB = readRssMiB(again.started.pid);
        const result = await autocannon({ url: url + saveSession.path, method: 'POST', headers: saveSession.headers, body: saveSession.body, connections: 50, duration: saveSessionSeconds });
        figures.saveSession = { seconds: saveSessionSeconds, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
      } finally {
        await stopProcess(again.started);
      }
    }
    for (let run = 0; run < runs; run += 1) {
      const bare = await startTimed('bare Fastify', [process.execPath, '--input-type=module', '-e', bareFastify(barePort)], {}, barePort);
      figures.bareStart.push(bare.milliseconds);
      try {
        if (run === runs - 1) {
          await sendRequests(`http://127.0.0.1:${barePort}`, [{ method: 'GET', path: '/health' }], 1_000);
          figures.bareRssMiB = readRssMiB(bare.started.pid);
        }
      } finally {
        await stopProcess(bare.started);
      }
    }
  } finally {
    removeTempDirs(dataRoot);
  }
  return figures;
}
