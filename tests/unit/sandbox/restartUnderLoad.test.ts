/**
 * kill -9 under load (issue #13): the real sandbox process (api/sandbox/main.ts) on a PGlite data directory — or, under
 * `npm run test:postgres`, on a PostgreSQL database — takes 30 concurrent save-sessions (every client saving its own
 * session again and again, half of them submitting an order with an Idempotency-Key and repeating it), is killed with
 * SIGKILL while requests are in flight, and is started again on the same data. The store opens cleanly, and every
 * acknowledged write is there: each session holds its last acknowledged save (or a later one that was in flight), each
 * acknowledged order exists, and its Idempotency-Key still answers with the first answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseLocation, type TestDatabaseLocation } from '../../harness/createTestDatabaseLocation';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const clients = 30;
/** Acknowledged saves before the kill: enough that many requests are in flight when it comes. */
const acknowledgedBeforeKill = 150;
const savePath = '/order/api/v1/order/save-session/fmg';
const day = 86_400_000;

/** A running sandbox process and its address. */
interface RunningSandbox {
  process: ChildProcess;
  baseUrl: string;
}

let location: TestDatabaseLocation | null = null;
const started: ChildProcess[] = [];
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await location?.remove();
});

/** Starts `node api/sandbox/main.ts` on the test's database; resolves once it listens (it prints its address). */
function startSandbox(): Promise<RunningSandbox> {
  const { DATABASE_URL: _inherited, ...env } = process.env;
  const database = location!.options.url ? { DATABASE_URL: location!.options.url } : { SANDBOX_DATA_DIR: location!.options.dataDir! };
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/sandbox/main.ts'], {
    cwd: repoRoot,
    env: { ...env, ...database, PORT: '0', HOST: '127.0.0.1', FUNNEL_DIST_DIR: '/nonexistent/funnel-dist', SANDBOX_EXPERIMENTS: 'control' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Funnel ready at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ process: child, baseUrl: `http://127.0.0.1:${port}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`The sandbox stopped before listening (${code ?? signal}):\n${output}`)));
  });
}

/** Kills the process with SIGKILL and waits until it is gone. */
async function killHard(sandbox: RunningSandbox): Promise<void> {
  const gone = new Promise((resolve) => sandbox.process.once('exit', resolve));
  sandbox.process.kill('SIGKILL');
  await gone;
}

async function post(baseUrl: string, path: string, body: Record<string, unknown>, key?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ AppName: 'FMG', ...body }),
  });
  return { status: response.status, body: await response.json() };
}

/** Weekdays from three days ahead (shop 004101 is open weekdays 08:00–17:00): one slot per submitting client. */
function slotsAhead(count: number): { date: string; startTime: string }[] {
  const slots: { date: string; startTime: string }[] = [];
  for (let offset = 3; slots.length < count; offset += 1) {
    const date = new Date(Date.now() + offset * day);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const hour of ['08', '09', '10', '11', '13']) slots.push({ date: date.toISOString().slice(0, 10), startTime: `${hour}:00` });
  }
  return slots.slice(0, count);
}

const orderOf = (client: number, step: number, slot?: { date: string; startTime: string }) => ({
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
  ...(slot ? { schedule: { date: slot.date, startTime: slot.startTime, endTime: null, routeCode: null } } : {}),
  customer: { firstName: `Step${step}`, lastName: `Load${client}`, emailAddress: `load${client}@example.com`, phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
});

/** What one client wrote and had acknowledged. */
interface ClientLog {
  savedSessionId: string | null;
  /** The step of the last acknowledged save, and the last step sent. */
  acknowledgedStep: number;
  sentStep: number;
  submission: { key: string; body: Record<string, unknown>; answer: Record<string, unknown> | null };
}

describe('kill -9 under 30 concurrent save-sessions, then a restart', () => {
  it('opens cleanly and keeps every acknowledged write', async () => {
    location = await createTestDatabaseLocation({ fromMigratedDump: true });
    const first = await startSandbox();
    const slots = slotsAhead(clients);
    const logs: ClientLog[] = Array.from({ length: clients }, () => ({
      savedSessionId: null,
      acknowledgedStep: 0,
      sentStep: 0,
      submission: { key: randomUUID(), body: {}, answer: null },
    }));
    let acknowledged = 0;
    /**
     * Set as the kill is sent. The clients go on sending until a request fails, so the kill always lands mid-load:
     * stopping them at the kill instead let a busy machine answer every request in flight first (no request cut off).
     */
    let killing = false;
    /** Requests the kill cut off: it must land mid-load. */
    let cutOff = 0;

    // Each client saves its session again and again; even clients submit at step 3 and then repeat that submission.
    const run = async (client: number) => {
      const log = logs[client]!;
      for (let step = 1; ; step += 1) {
        const submits = client % 2 === 0 && step >= 3;
        try {
          if (submits) {
            if (!log.savedSessionId) break;
            log.sentStep = 3;
            log.submission.body = {
              order: orderOf(client, 3, slots[client]),
              user: { lastPageVisited: 'step-3' },
              savedSessionId: log.savedSessionId,
              submitAfterSave: true,
            };
            const answer = await post(first.baseUrl, savePath, log.submission.body, log.submission.key);
            if (answer.status !== 200) throw new Error(`client ${client}'s submission answered ${answer.status}: ${JSON.stringify(answer.body)}`);
            log.submission.answer ??= answer.body;
            log.acknowledgedStep = 3;
          } else {
            log.sentStep = step;
            const answer = await post(first.baseUrl, savePath, {
              order: orderOf(client, step),
              user: { lastPageVisited: `step-${step}` },
              ...(log.savedSessionId ? { savedSessionId: log.savedSessionId } : {}),
            });
            if (answer.status !== 200) throw new Error(`client ${client}'s save ${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
            log.savedSessionId ??= answer.body.savedSessionId;
            log.acknowledgedStep = step;
          }
          acknowledged += 1;
        } catch (error) {
          // A request the kill cut off (or sent after it) is not acknowledged; anything else fails the test.
          if (!killing) throw error;
          cutOff += 1;
          break;
        }
      }
    };
    const load = Promise.all(Array.from({ length: clients }, (_, client) => run(client)));
    while (acknowledged < acknowledgedBeforeKill) await new Promise((resolve) => setTimeout(resolve, 10));
    killing = true;
    await killHard(first);
    await load;
    expect(cutOff).toBeGreaterThan(0);

    // The same data, a new process: it must start (crash recovery, migrations) and answer.
    const second = await startSandbox();
    try {
      expect((await fetch(`${second.baseUrl}/health`)).status).toBe(200);
      const problems: string[] = [];
      for (const [client, log] of logs.entries()) {
        if (!log.savedSessionId) continue;
        const loaded = await post(second.baseUrl, '/order/api/v1/order/load-session', { savedSessionId: log.savedSessionId });
        if (loaded.status !== 200) {
          problems.push(`client ${client}: its acknowledged session ${log.savedSessionId} answered ${loaded.status}`);
          continue;
        }
        if (log.submission.answer) {
          if (loaded.body.order.eon !== log.submission.answer.eon) problems.push(`client ${client}: order ${log.submission.answer.eon} is missing`);
          const again = await post(second.baseUrl, savePath, log.submission.body, log.submission.key);
          if (JSON.stringify(again) !== JSON.stringify({ status: 200, body: log.submission.answer })) {
            problems.push(`client ${client}: its Idempotency-Key answered ${again.status} ${JSON.stringify(again.body).slice(0, 120)}`);
          }
        } else {
          const step = Number(/^step-(\d+)$/.exec(loaded.body.user?.lastPageVisited ?? '')?.[1] ?? 0);
          if (step < log.acknowledgedStep || step > log.sentStep) {
            problems.push(`client ${client}: holds save ${step}, acknowledged ${log.acknowledgedStep} (sent up to ${log.sentStep})`);
          }
          if (loaded.body.order.customer.firstName !== `Step${step}`) problems.push(`client ${client}: its order and user state are from different saves`);
        }
      }
      expect(problems).toEqual([]);
      expect(logs.filter((log) => log.submission.answer).length).toBeGreaterThan(0);
      // And it takes new writes.
      expect((await post(second.baseUrl, savePath, { order: orderOf(99, 1) })).status).toBe(200);
    } finally {
      await killHard(second);
    }
  }, 90_000);
});
