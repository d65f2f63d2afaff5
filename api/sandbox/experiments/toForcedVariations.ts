import { RequestError } from '../http/RequestError';
import type { AssignmentOptions } from './assignVariations';
import { getExperimentDefinition } from './getExperimentDefinition';
import { getVariation } from './getVariation';

/**
 * The sandbox-only `forcedVariations` of a run (testId → variationId or variationName, any case) resolved against the
 * seeded experiments; an unknown test or variation is a 400 naming `forcedVariations.<testId>`.
 */
export function toForcedVariations(forcedVariations: Record<string, string> | null | undefined): AssignmentOptions['forced'] {
  const forced: AssignmentOptions['forced'] = new Map();
  for (const [testId, wanted] of Object.entries(forcedVariations ?? {})) {
    const field = `forcedVariations.${testId}`;
    const definition = getExperimentDefinition(testId);
    if (!definition) throw new RequestError(400, field, `There is no experiment "${testId}" to force; see the sandbox's experiment list.`);
    const variation = getVariation(definition, wanted);
    if (!variation) {
      const known = definition.variations.map((candidate) => `${candidate.variationId} (${candidate.variationName})`).join(', ');
      throw new RequestError(400, field, `The experiment "${definition.testId}" has no variation "${wanted}"; it has ${known}.`);
    }
    forced.set(definition.testId, { definition, variation });
  }
  return forced;
}
