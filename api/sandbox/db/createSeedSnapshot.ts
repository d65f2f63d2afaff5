import { loadVehicleCatalog } from '../catalog/loadVehicleCatalog';
import { seedReferralCases } from '../order/seedReferralCases';
import { createPgliteDatabase } from './createPgliteDatabase';
import { migrateDatabase } from './migrateDatabase';

/**
 * Makes the sandbox's database as a new data directory holds it once migrated and seeded, in `dataDir` (a PGlite data
 * directory; it must not hold one yet), and returns it as a gzipped tar as well (for in-memory databases). Built once
 * (api/sandbox/build): a sandbox on a new data directory starts from a copy of it (well under a second) instead of
 * running initdb, every migration and the seeds (several seconds, and hundreds of MiB while initdb runs).
 */
export async function createSeedSnapshot(dataDir: string): Promise<Uint8Array> {
  const db = await createPgliteDatabase({ dataDir });
  try {
    await migrateDatabase(db);
    await seedReferralCases({ db, catalog: loadVehicleCatalog() });
    // Everything in the data files: the copies start without WAL to replay.
    await db.query('CHECKPOINT');
    return new Uint8Array(await (await db.pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}
