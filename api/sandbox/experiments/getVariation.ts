import type { ExperimentDefinition, ExperimentVariation } from './ExperimentDefinition';

/** The test's variation whose variationId, or else variationName, is `idOrName` (any case), or undefined. */
export function getVariation(definition: ExperimentDefinition, idOrName: string): ExperimentVariation | undefined {
  const wanted = idOrName.toLowerCase();
  return (
    definition.variations.find((variation) => variation.variationId.toLowerCase() === wanted) ??
    definition.variations.find((variation) => variation.variationName.toLowerCase() === wanted)
  );
}
