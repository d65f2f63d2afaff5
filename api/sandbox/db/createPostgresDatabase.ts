import pg from 'pg';
import type { SandboxDatabase, SqlRunner } from './SandboxDatabase';

/** Counts and sums come back as numbers, not strings, as they do from PGlite. */
const int8 = 20;
const numeric = 1700;
pg.types.setTypeParser(int8, (value) => Number(value));
pg.types.setTypeParser(numeric, (value) => Number(value));

/** A PostgreSQL server through a `pg` connection pool (DATABASE_URL=postgres://user:password@host:port/db). */
export async function createPostgresDatabase(connectionString: string): Promise<SandboxDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, with the server's own words, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const runnerOf = (target: Pick<pg.Pool, 'query'>): SqlRunner => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query(sql, params as unknown[])).rows as Row[],
  });
  return {
    kind: 'postgres',
    ...runnerOf(pool),
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(runnerOf(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
