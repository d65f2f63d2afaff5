import { experiments } from '../data/experiments';
import type { ExperimentDefinition } from './ExperimentDefinition';

const byTestId = new Map(experiments.map((definition) => [definition.testId.toLowerCase(), definition]));

/** The seeded experiment with this testId (any case), or undefined. */
export function getExperimentDefinition(testId: string): ExperimentDefinition | undefined {
  return byTestId.get(testId.toLowerCase());
}
