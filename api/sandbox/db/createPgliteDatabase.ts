import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Mutex, parse, PGlite, protocol, TransactionAbortedError } from '@electric-sql/pglite';
import type { SandboxDatabase, SqlRunner } from './SandboxDatabase';

/** Where a PGlite database comes from. */
export interface PgliteOptions {
  /** Keep the data in this directory between runs; omitted, the database lives in memory. */
  dataDir?: string;
  /** Start from this dumped data directory (tests start from a migrated copy). */
  loadDataDir?: Blob;
  /**
   * A seeded data directory (api/sandbox/db/createSeedSnapshot.ts, built into .cache/sandbox/pglite-seed) that a new
   * database starts from: `dataDir`, when it holds no database yet, as a copy of it; an in-memory one from its tar
   * (`<seedDir>.tar.gz`). Ignored when missing: the database is then made by initdb, as without it.
   */
  seedDir?: string;
}

/** A PGlite-backed database; `pglite` is exposed for dumping its data directory. */
export type PgliteDatabase = SandboxDatabase & { pglite: PGlite };

/**
 * PostgreSQL settings of the embedded server, sized for the sandbox (issue #12: the sandbox within 200 MiB). PGlite's
 * defaults are a server's: 128 MB of shared buffers, which the WASM heap fills as pages are read and never gives
 * back, and shared memory for 100 connections where PGlite has one. The sandbox's tables are a few MB: with 4 MB of
 * buffers and room for 10 connections PostgreSQL touches 13 MiB of the WASM heap over 3,000 saves (8 MB: 17; the
 * defaults: over 150). A page not in the buffers is read from the data directory (the OS caches it). Nothing here
 * changes what is stored or when a write is acknowledged.
 */
const memorySettings = ['shared_buffers=4MB', 'max_connections=10'];

/**
 * Embedded PostgreSQL (PGlite, WASM): nothing to install. One connection; transactions run one at a time, and a query
 * outside a transaction waits for the running one.
 *
 * Each query is one round trip into PostgreSQL (createStatementRunner; PGlite's own `query` makes six, one per message
 * plus one to learn the parameters' types: issue #12 measured a fifth of the sandbox's CPU in them under load), and
 * the statements it runs again and again are prepared once. Parameters are sent as text with their types left to
 * PostgreSQL to infer from the SQL, as `pg` does for a PostgreSQL server (toParameterText), so the same SQL runs the
 * same way on both.
 */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let loadDataDir = options.loadDataDir;
  if (options.dataDir) {
    const isNew = !existsSync(join(options.dataDir, 'PG_VERSION'));
    if (isNew && options.seedDir && existsSync(join(options.seedDir, 'PG_VERSION'))) {
      cpSync(options.seedDir, options.dataDir, { recursive: true });
    }
    mkdirSync(options.dataDir, { recursive: true });
  } else if (!loadDataDir && options.seedDir && existsSync(`${options.seedDir}.tar.gz`)) {
    loadDataDir = new Blob([readFileSync(`${options.seedDir}.tar.gz`)], { type: 'application/x-gzip' });
  }
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...memorySettings.flatMap((setting) => ['-c', setting])],
  });

  const execute = createStatementRunner(pglite);
  const run = async <Row>(sql: string, params: readonly unknown[], options: RunOptions): Promise<Row[]> =>
    ((await execute(sql, params, options))?.rows ?? []) as Row[];
  // One transaction, or one statement outside any, at a time.
  const turn = new Mutex();
  return {
    kind: 'pglite',
    pglite,
    query: (sql, params = []) => turn.runExclusive(() => run(sql, params, { inTransaction: false })),
    transaction: (work) =>
      turn.runExclusive(async () => {
        // BEGIN goes with the transaction's first statement, in the same round trip.
        const state = { begun: false };
        const runner: SqlRunner = { query: (sql, params = []) => run(sql, params, { inTransaction: true, begin: state }) };
        let result;
        try {
          result = await work(runner);
        } catch (error) {
          if (state.begun) await run('ROLLBACK', [], { inTransaction: false });
          throw error;
        }
        if (!state.begun) return result;
        // A transaction that failed (a statement's error the work caught) ends in a rollback, not a commit.
        const committed = await execute('COMMIT', [], { inTransaction: false });
        if (committed?.command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      }),
    close: () => pglite.close(),
  };
}

/** How a statement runs: in a transaction (the files are synced at COMMIT), and whether BEGIN must go first. */
interface RunOptions {
  inTransaction: boolean;
  begin?: { begun: boolean };
}

/** Statements prepared once and kept by name: the queries the sandbox runs again and again. */
const preparedStatement = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
/** At most this many statements are kept prepared (the sandbox's SQL is a fixed set of a few dozen). */
const maxPreparedStatements = 500;

/**
 * Runs one statement in one round trip into PostgreSQL: Parse (the first time only, for a statement kept prepared),
 * Bind, Describe, Execute and Sync sent together. A SELECT, INSERT, UPDATE, DELETE or WITH is prepared under a name
 * the first time and then only bound and executed: PostgreSQL parses and plans it once (issue #12: most of the cost
 * of the sandbox's small statements), as a server keeps a client's prepared statements.
 */
function createStatementRunner(pglite: PGlite) {
  const names = new Map<string, string>();
  let made = 0;
  const { serialize } = protocol;
  return async (sql: string, params: readonly unknown[], options: RunOptions) => {
    const parts: Uint8Array[] = [];
    if (options.begin && !options.begin.begun) {
      parts.push(serialize.parse({ text: 'BEGIN' }), serialize.bind({}), serialize.execute({}));
      options.begin.begun = true;
    }
    let name = names.get(sql);
    const isNew = name === undefined && names.size < maxPreparedStatements && preparedStatement.test(sql);
    if (isNew) name = `sandbox_${(made += 1)}`;
    if (name === undefined || isNew) parts.push(serialize.parse({ name: name ?? '', text: sql }));
    parts.push(
      serialize.bind({ statement: name ?? '', values: params.map(toParameterText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { messages } = await pglite.runExclusive(() =>
      pglite.execProtocol(concat(parts), { syncToFs: !options.inTransaction, throwOnError: false }),
    );
    if (isNew && messages.some((message) => message.name === 'parseComplete')) names.set(sql, name!);
    const failure = messages.find((message) => message.name === 'error');
    if (failure) throw failure;
    const results = parse.parseResults(messages, pglite.parsers);
    return results[results.length - 1];
  };
}

/** Concatenates protocol messages. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * A parameter as the text PostgreSQL reads for it, as `pg` prepares it (utils.prepareValue): null stays null, a Date
 * is sent as its ISO time, an array as an array literal, any other object as JSON, anything else as its string.
 */
export function toParameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return toArrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return toArrayLiteral(value);
    const text = toParameterText(value)!;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
