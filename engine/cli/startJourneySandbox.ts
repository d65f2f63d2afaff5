import { createPgliteDatabase } from '../../api/sandbox/db/createPgliteDatabase';
import { migrateDatabase } from '../../api/sandbox/db/migrateDatabase';
import { createSandbox } from '../../api/sandbox/createSandbox';
import type { FunnelModel } from '../compile/FunnelModel';
import type { JourneySandbox } from './journeys/runJourney';

/**
 * The sandbox `funnel test` runs journeys against: in process (requests go through Fastify's inject), over a fresh
 * in-memory PGlite database migrated once per run, serving `model`, on a clock each journey sets. Journeys share it,
 * each as a device of its own (starting a database per journey would cost more than a journey).
 */
export async function startJourneySandbox(model: FunnelModel): Promise<JourneySandbox & { close(): Promise<void> }> {
  const db = await createPgliteDatabase();
  await migrateDatabase(db);
  let now = new Date();
  const app = createSandbox({ distDir: '/nonexistent/funnel-dist', database: db, now: () => now, experimentAssignment: 'control', model });
  await app.ready();
  return {
    app,
    setNow: (time) => {
      now = time;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
