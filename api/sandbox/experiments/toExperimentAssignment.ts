import type { ContractSchema } from '../../contract/OperationTypes';
import { toHashedUuid } from '../analytics/toHashedUuid';
import type { ExperimentDefinition, ExperimentVariation } from './ExperimentDefinition';

/** A seeded experiment with a device's variation, as the experiment calls answer it (SPEC §3; settings as JSON). */
export function toExperimentAssignment(
  definition: ExperimentDefinition,
  variation: ExperimentVariation,
  deviceId: string,
  isExposed: boolean,
): ContractSchema<'ExperimentAssignment'> {
  return {
    universeId: definition.universeId,
    universeName: definition.universeName,
    testId: definition.testId,
    variationId: variation.variationId,
    variationName: variation.variationName,
    assignmentId: toHashedUuid('assignment', deviceId.toLowerCase(), definition.testId, variation.variationId),
    isExposed,
    isActive: definition.isActive,
    // SPEC §3: settings are sent as a JSON string.
    settings: JSON.stringify(variation.settings),
  };
}
