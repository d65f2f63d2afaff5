import { isEmptyUuid } from '../analytics/isEmptyUuid';
import { toHashedUuid } from '../analytics/toHashedUuid';
import type { SqlRunner } from '../db/SandboxDatabase';
import type { ExperimentDefinition, ExperimentVariation } from './ExperimentDefinition';
import { getHashedVariation } from './getHashedVariation';

/** How a test nobody forced is assigned: by the hash (the real demo), or always its control, the first variation. */
export type ExperimentAssignmentMode = 'hashed' | 'control';

/** What assignVariations needs besides the tests: forced variations by testId, the sandbox's clock and mode. */
export interface AssignmentOptions {
  forced: Map<string, { definition: ExperimentDefinition; variation: ExperimentVariation }>;
  now: Date;
  /** Default hashed; end-to-end and journey tests run with control so a device takes the default path. */
  mode?: ExperimentAssignmentMode;
}

/**
 * The device's variation of each test, by testId (SPEC §3: a device keeps its variation). Forced variations first
 * replace the device's stored assignments (every forced test, run now or not); a test with no stored assignment gets
 * the hashed one (getHashedVariation) or, in control mode, the control (first) variation, stored; a stored one is
 * kept. An all-zero deviceId (SPEC §4 empty id) stores nothing: forced, else hashed (or control).
 */
export async function assignVariations(
  db: SqlRunner,
  deviceId: string,
  definitions: readonly ExperimentDefinition[],
  options: AssignmentOptions,
): Promise<Map<string, ExperimentVariation>> {
  const device = deviceId.toLowerCase();
  const at = options.now.toISOString();
  const pick = (definition: ExperimentDefinition): ExperimentVariation =>
    options.mode === 'control' ? definition.variations[0]! : getHashedVariation(definition, device);
  const result = new Map<string, ExperimentVariation>();
  if (isEmptyUuid(device)) {
    for (const definition of definitions) {
      result.set(definition.testId, options.forced.get(definition.testId)?.variation ?? pick(definition));
    }
    return result;
  }

  for (const { definition, variation } of options.forced.values()) {
    await db.query(
      `INSERT INTO experiment_assignments (device_id, test_id, variation_id, assignment_id, created_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz)
       ON CONFLICT (device_id, test_id)
       DO UPDATE SET variation_id = EXCLUDED.variation_id, assignment_id = EXCLUDED.assignment_id, created_at = EXCLUDED.created_at`,
      [device, definition.testId, variation.variationId, toHashedUuid('assignment', device, definition.testId, variation.variationId), at],
    );
  }

  const stored = await getStoredVariations(db, device);
  for (const definition of definitions) {
    if (stored.has(definition.testId)) continue;
    const variation = pick(definition);
    await db.query(
      `INSERT INTO experiment_assignments (device_id, test_id, variation_id, assignment_id, created_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz)
       ON CONFLICT (device_id, test_id) DO NOTHING`,
      [device, definition.testId, variation.variationId, toHashedUuid('assignment', device, definition.testId, variation.variationId), at],
    );
  }
  // Read again: a concurrent first run for the same device may have stored its assignment first; that one stands.
  const settled = definitions.some((definition) => !stored.has(definition.testId)) ? await getStoredVariations(db, device) : stored;
  for (const definition of definitions) {
    const variationId = settled.get(definition.testId);
    const variation = definition.variations.find((candidate) => candidate.variationId === variationId);
    // A stored variation the seed no longer has falls back to the hashed (or control) one.
    result.set(definition.testId, variation ?? pick(definition));
  }
  return result;
}

/** The device's stored assignments: testId → variationId. */
async function getStoredVariations(db: SqlRunner, deviceId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ test_id: string; variation_id: string }>(
    'SELECT test_id, variation_id FROM experiment_assignments WHERE device_id = $1',
    [deviceId],
  );
  return new Map(rows.map((row) => [row.test_id, row.variation_id]));
}
