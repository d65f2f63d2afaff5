import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { createJourney as createVisitor, type Journey, type JourneyOptions } from '../../engine/cli/journeys/createJourney';
import type { TestSandbox } from './createTestSandbox';
import { loadFunnelModel } from './loadFunnelModel';

export type { Journey, JourneyStop } from '../../engine/cli/journeys/createJourney';

let sharedModel: FunnelModel | null = null;

/** A new visitor against `sandbox` (engine/cli/journeys/createJourney), through the repo's funnel-config/ unless given. */
export function createJourney(
  sandbox: TestSandbox,
  options: { now: () => Date; model?: FunnelModel; loadPageDetails?: JourneyOptions['loadPageDetails'] },
): Journey {
  return createVisitor(sandbox, { ...options, model: options.model ?? (sharedModel ??= loadFunnelModel()) });
}
