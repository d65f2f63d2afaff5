import type { ContractSchema } from '../../contract/OperationTypes';
import { experiments } from '../data/experiments';
import type { SqlRunner } from '../db/SandboxDatabase';
import { getExposedTestIds } from './getExposedTestIds';
import { toExperimentAssignment } from './toExperimentAssignment';

/**
 * The experiments a user's devices are assigned (SPEC §7 experiments for user): the devices of the user's analytics
 * sessions and logged exposures; per test the most recent assignment among them; isExposed when an exposure of the
 * test was logged for one of the devices or the user. In the order of api/sandbox/data/experiments.ts.
 */
export async function getUserExperiments(db: SqlRunner, userId: string): Promise<ContractSchema<'ExperimentAssignment'>[]> {
  const user = userId.toLowerCase();
  const devices = await db.query<{ device_id: string }>(
    `SELECT device_id FROM analytics_sessions WHERE user_id = $1
     UNION
     SELECT payload->>'deviceId' AS device_id FROM analytics_events WHERE kind = 'experiment-exposure' AND user_id = $1`,
    [user],
  );
  const deviceIds = devices.map((row) => row.device_id).filter((id): id is string => typeof id === 'string');
  if (deviceIds.length === 0) return [];
  const assignments = await db.query<{ device_id: string; test_id: string; variation_id: string }>(
    `SELECT device_id, test_id, variation_id
     FROM experiment_assignments
     WHERE device_id = ANY($1::text[])
     ORDER BY created_at DESC, device_id`,
    [deviceIds],
  );
  const latest = new Map<string, { deviceId: string; variationId: string }>();
  for (const row of assignments) {
    if (!latest.has(row.test_id)) latest.set(row.test_id, { deviceId: row.device_id, variationId: row.variation_id });
  }
  const exposed = await getExposedTestIds(db, deviceIds, user);
  return experiments.flatMap((definition) => {
    const assignment = latest.get(definition.testId);
    const variation = definition.variations.find((candidate) => candidate.variationId === assignment?.variationId);
    if (!assignment || !variation) return [];
    return [toExperimentAssignment(definition, variation, assignment.deviceId, exposed.has(definition.testId))];
  });
}
