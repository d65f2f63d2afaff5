import pg from 'pg';
import type { SandboxDatabase, SqlRunner } from './SandboxDatabase';

/** Counts and sums come back as numbers, not strings, as they do from PGlite. */
const int8 = 20;
const numeric = 1700;
pg.types.setTypeParser(int8, (value) => Number(value));
pg.types.setTypeParser(numeric, (value) => Number(value));

/** SQLSTATEs after which a transaction is run again from the start: deadlock_detected, serialization_failure. */
const retriedCodes = new Set(['40P01', '40001']);
/** How many times a transaction is tried in all. */
const maxAttempts = 3;
/** Statements prepared once per connection and kept by name. */
const preparedStatement = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
/** At most this many (the sandbox's SQL is a fixed set of a few dozen). */
const maxPreparedStatements = 500;

/**
 * A PostgreSQL server through a `pg` connection pool (DATABASE_URL=postgres://user:password@host:port/db). A transaction
 * the server fails to break a deadlock is run again (up to 3 times in all), so racing requests get answers, not 500s.
 */
export async function createPostgresDatabase(connectionString: string): Promise<SandboxDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection can fail (the server restarts, an administrator ends it): the pool replaces it on next use.
  // Without a listener, Node would treat the error as unhandled and stop the sandbox.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection failed (${error.message}); it will be replaced.`));
  // Fail at start-up, with the server's own words, rather than on the first request.
  const client = await pool.connect();
  client.release();
  // The statements run again and again (SELECT, INSERT, UPDATE, DELETE, WITH) are prepared on each connection once,
  // by name, so the server parses and plans them once (issue #12), as PGlite's do (createPgliteDatabase).
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < maxPreparedStatements && preparedStatement.test(sql)) {
      name = `sandbox_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const runnerOf = (target: Pick<pg.Pool, 'query'>): SqlRunner => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      const name = nameOf(sql);
      const query = name === undefined ? { text: sql, values: params as unknown[] } : { name, text: sql, values: params as unknown[] };
      return (await target.query(query)).rows as Row[];
    },
  });
  return {
    kind: 'postgres',
    ...runnerOf(pool),
    transaction: async (work) => {
      for (let attempt = 1; ; attempt += 1) {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          const result = await work(runnerOf(connection));
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK');
          // The server broke a deadlock (or a serialization conflict) by failing this side: run the work again.
          if (attempt < maxAttempts && retriedCodes.has((error as { code?: string }).code ?? '')) continue;
          throw error;
        } finally {
          connection.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
