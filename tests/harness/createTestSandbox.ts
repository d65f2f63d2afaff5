import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApiClient } from '../../api/client/createApiClient';
import { loadContract, type Contract } from '../../api/contract/loadContract';
import type { OperationId } from '../../api/contract/OperationTypes';
import { createSandbox } from '../../api/sandbox/createSandbox';
import type { SandboxDatabase } from '../../api/sandbox/db/SandboxDatabase';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import type { ApiCallError } from '../../engine/runtime/ports';
import { createInjectAdapter } from '../../api/client/createInjectAdapter';
import { createTestDatabase } from './createTestDatabase';
import { getContractViolation } from './getContractViolation';

/** An answer of the sandbox: status and parsed JSON body. */
export interface SandboxAnswer<Body = any> {
  status: number;
  body: Body;
}

export interface TestSandbox {
  app: FastifyInstance;
  db: SandboxDatabase;
  contract: Contract;
  /**
   * Calls an operation the way the funnel does (api/client: path params filled, AppName added, indexed query), and
   * fails the test when the answer does not match the contract's response schema for its status.
   */
  call<Body = any>(operation: OperationId, params?: Record<string, unknown>): Promise<SandboxAnswer<Body>>;
  close(): Promise<void>;
}

export interface TestSandboxOptions {
  /** The sandbox's clock. */
  now?: () => Date;
  /** Reuse a database (restart tests); by default each sandbox gets a fresh one, closed with it. */
  db?: SandboxDatabase;
  /** The funnel build to serve (default: none). */
  distDir?: string;
  /**
   * How unforced experiment variations are assigned. Default `control`: journeys take the default path unless a test
   * forces a variation; the sandbox's own experiment tests use `hashed`, as `npm start` does.
   */
  experimentAssignment?: 'hashed' | 'control';
  /** The compiled funnel the sandbox serves (default: the repo's funnel-config/). */
  model?: FunnelModel;
}

/** A ready sandbox over a fresh test database (createTestDatabase), with `call` going through the real API client. */
export async function createTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const db = options.db ?? (await createTestDatabase());
  const app = createSandbox({
    distDir: options.distDir ?? '/nonexistent/funnel-dist',
    database: db,
    now: options.now,
    experimentAssignment: options.experimentAssignment ?? 'control',
    model: options.model,
  });
  await app.ready();
  const contract = loadContract();
  const client = createApiClient({
    applicationName: 'FMG',
    getContext: () => ({}) as never,
    adapter: createInjectAdapter(app),
  });
  return {
    app,
    db,
    contract,
    call: async (operation, params = {}) => {
      let answer: SandboxAnswer;
      try {
        answer = { status: 200, body: await client.call(operation as never, params) };
      } catch (error) {
        const failure = error as ApiCallError;
        if (!failure.response) throw error;
        answer = { status: failure.response.status, body: failure.response.data };
      }
      const violation = getContractViolation(contract, operation, answer.status, answer.body);
      if (violation) throw new Error(`${operation} answered ${answer.status} outside the contract: ${violation}\n${JSON.stringify(answer.body).slice(0, 500)}`);
      return answer;
    },
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** How long a sandbox may take to start: it compiles the whole contract, slow on a busy 2-core machine. */
const startTimeoutMs = 60_000;

/**
 * A sandbox for the tests of one file: created before they run, closed after. Use it inside tests and hooks
 * (`sandbox.call(…)`); it is not there yet while the file is being collected.
 */
export function useTestSandbox(options: TestSandboxOptions = {}): TestSandbox {
  let current: TestSandbox | null = null;
  beforeAll(async () => {
    current = await createTestSandbox(options);
  }, startTimeoutMs);
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestSandbox => {
    if (!current) throw new Error('The test sandbox is not started yet: use it inside a test or a hook.');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get contract() {
      return get().contract;
    },
    call: (operation, params) => get().call(operation, params),
    close: () => get().close(),
  };
}
