/** Runs SQL: the part of a database a transaction also offers. Parameters are `$1, $2…`; rows come back as objects. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The sandbox's database (issue: "a real database"): embedded PostgreSQL (PGlite) by default, a PostgreSQL server
 * through `pg` when DATABASE_URL is set. The same SQL runs on both. Pass JSON as `JSON.stringify(value)` cast with
 * `$n::jsonb`, and cast counts to `::int`, so both drivers hand back the same JavaScript values.
 */
export interface SandboxDatabase extends SqlRunner {
  /** Which engine answers: for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On PostgreSQL, `work` runs
   * again when the server fails the transaction to break a deadlock, so it must not keep state across attempts.
   */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
