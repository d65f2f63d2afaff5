import { fileURLToPath } from 'node:url';
import { createPgliteDatabase } from './createPgliteDatabase';
import { migrateDatabase } from './migrateDatabase';
import type { SandboxDatabase } from './SandboxDatabase';

/** Where `npm start` keeps the embedded database: survives restarts, ignored by git. */
export const defaultDataDir = fileURLToPath(new URL('../../../.sandbox-data/pglite', import.meta.url));

/** Which database to open. */
export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server through `pg`. Wins over `dataDir`. */
  url?: string;
  /** A PGlite data directory; `'memory'` for an in-memory database (tests). */
  dataDir?: string;
  /** A seeded PGlite data directory a new one starts from (createPgliteDatabase); main.ts passes the built one. */
  seedDir?: string;
}

/** Opens the database the options name and applies the migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<SandboxDatabase> {
  const db = options.url
    ? // `pg` loads only when a server is named (most runs use PGlite).
      await (await import('./createPostgresDatabase')).createPostgresDatabase(options.url)
    : await createPgliteDatabase({
        ...(options.dataDir === 'memory' ? {} : { dataDir: options.dataDir ?? defaultDataDir }),
        ...(options.seedDir ? { seedDir: options.seedDir } : {}),
      });
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
