/**
 * `npm run bench:api`: the sandbox's throughput on loopback (issue #3), measured with autocannon at 50 concurrent
 * connections: requests per second and p50/p99 latency for a vehicle lookup (catalog, no database) and for
 * save-session (a database write per request). Runs on a throwaway PGlite database, or on DATABASE_URL when set.
 * Prints figures; asserts nothing. BENCH_SECONDS sets each run's length (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createSandbox } from '../../api/sandbox/createSandbox';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const app = createSandbox({
  distDir: '/nonexistent/funnel-dist',
  database: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const url = `http://127.0.0.1:${port}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';

/** A minimal first save of a session: the vehicle chosen on the first page. */
const saveSessionBody = JSON.stringify({
  AppName: 'FMG',
  order: { vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1 } },
  user: {},
  submitAfterSave: false,
  createUnscheduledStatusWorkOrderForPIA: false,
});

const scenarios = [
  { name: 'vehicle lookup   GET  /vehicle/api/v1/vehicle/lookup/…', method: 'GET' as const, path: '/vehicle/api/v1/vehicle/lookup/2020/Honda/Civic/4%20Door%20Sedan' },
  { name: 'save session     POST /order/api/v1/order/save-session/fmg', method: 'POST' as const, path: '/order/api/v1/order/save-session/fmg', body: saveSessionBody },
];

console.log(`Sandbox API on loopback, ${connections} connections, ${seconds} s per call, database: ${database}, Node ${process.version}`);
console.log(`${'call'.padEnd(60)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
for (const scenario of scenarios) {
  const result = await autocannon({
    url: url + scenario.path,
    method: scenario.method,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  console.log(
    `${scenario.name.padEnd(60)} ${String(Math.round(result.requests.average)).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`,
  );
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
