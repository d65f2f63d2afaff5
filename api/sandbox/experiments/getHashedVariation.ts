import { createHash } from 'node:crypto';
import type { ExperimentDefinition, ExperimentVariation } from './ExperimentDefinition';

/**
 * The variation a device gets in a test before anything is stored: a hash of deviceId and testId picks a point in
 * the sum of the variation weights. Deterministic, so a fresh database assigns the same variation.
 */
export function getHashedVariation(definition: ExperimentDefinition, deviceId: string): ExperimentVariation {
  const total = definition.variations.reduce((sum, variation) => sum + variation.weight, 0);
  const digest = createHash('sha256').update(`${deviceId.toLowerCase()}:${definition.testId}`).digest();
  let point = digest.readUInt32BE(0) % total;
  for (const variation of definition.variations) {
    if (point < variation.weight) return variation;
    point -= variation.weight;
  }
  return definition.variations[0]!;
}
