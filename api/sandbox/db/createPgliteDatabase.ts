import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Mutex, parse, PGlite, protocol } from '@electric-sql/pglite';
import { createGroupedTransactions } from './createGroupedTransactions';
import type { SandboxDatabase } from './SandboxDatabase';

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
 * Embedded PostgreSQL (PGlite, WASM): nothing to install. One connection; transactions run one at a time, those that
 * queue up meanwhile committed together (createGroupedTransactions), and a query outside a transaction waits for them.
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
  // One group of transactions (createGroupedTransactions), or one statement outside any, at a time.
  const turn = new Mutex();
  return {
    kind: 'pglite',
    pglite,
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      turn.runExclusive(async () => ((await execute(sql, params, { inTransaction: false }))?.rows ?? []) as Row[]),
    transaction: createGroupedTransactions(execute, turn),
    close: () => pglite.close(),
  };
}

/**
 * How a statement runs: in a transaction (the files are synced at COMMIT), and the statements without parameters that
 * go first in the same round trip (BEGIN, SAVEPOINT…).
 */
interface RunOptions {
  inTransaction: boolean;
  prefix?: string[];
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
  /** The name a statement is kept prepared under (a new one when `prepare` and there is room), and whether it is new. */
  const nameOf = (text: string, prepare: boolean): { name: string; isNew: boolean } => {
    const known = names.get(text);
    if (known !== undefined) return { name: known, isNew: false };
    if (!prepare || names.size >= maxPreparedStatements) return { name: '', isNew: false };
    return { name: `sandbox_${(made += 1)}`, isNew: true };
  };
  return async (sql: string, params: readonly unknown[], options: RunOptions) => {
    const parts: Uint8Array[] = [];
    /** The statements parsed under a new name in this round trip, in order: kept once their Parse completed. */
    const parsed: [text: string, name: string][] = [];
    const add = (text: string, prepare: boolean): string => {
      const { name, isNew } = nameOf(text, prepare);
      if (name === '' || isNew) parts.push(serialize.parse({ name, text }));
      if (isNew) parsed.push([text, name]);
      return name;
    };
    // The prefix (BEGIN, SAVEPOINT, RELEASE…: a handful of texts) is prepared too.
    for (const text of options.prefix ?? []) {
      const prefixName = add(text, true);
      parts.push(serialize.bind({ statement: prefixName }), serialize.execute({}));
    }
    const name = add(sql, preparedStatement.test(sql));
    parts.push(
      serialize.bind({ statement: name, values: params.map(toParameterText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { messages } = await pglite.runExclusive(() =>
      pglite.execProtocol(concat(parts), { syncToFs: !options.inTransaction, throwOnError: false }),
    );
    // PostgreSQL answers each Parse in order until an error (only the last statement's may be unnamed): the first ones
    // that completed are prepared.
    const completed = messages.filter((message) => message.name === 'parseComplete').length;
    for (const [text, kept] of parsed.slice(0, completed)) names.set(text, kept);
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
