import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent';
import { getFunnelPageName } from '../content/getFunnelPageName';
import { experiments } from '../data/experiments';
import { assignVariations } from '../experiments/assignVariations';
import type { ExperimentDefinition } from '../experiments/ExperimentDefinition';
import { getExperimentDefinition } from '../experiments/getExperimentDefinition';
import { getExposedTestIds } from '../experiments/getExposedTestIds';
import { isTriggeredBy } from '../experiments/isTriggeredBy';
import { toExperimentAssignment } from '../experiments/toExperimentAssignment';
import { toForcedVariations } from '../experiments/toForcedVariations';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The experiment calls of SPEC §7 (api/contract/paths/experiments.yaml): run the active experiments of a trigger for
 * a device, each with the device's stable variation, and log exposures. Experiments are seeded in
 * api/sandbox/data/experiments.ts; assignments live in experiment_assignments, exposures in analytics_events.
 */
export const experimentsRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const { db } = context;
  const register = createOperationRegistrar(app, context.contract);

  register('experiments.run', async ({ body }) => {
    const deviceId = body.deviceId.toLowerCase();
    let pageName: string | null = null;
    if (body.triggerEvent === 'PageEntry') {
      if (!body.triggerValue) {
        throw new RequestError(400, 'triggerValue', 'A PageEntry run needs the page entered in triggerValue, such as "quote".');
      }
      // Any screen of the compiled funnel-config (a page added with YAML only too).
      pageName = getFunnelPageName(context.getModel(), body.triggerValue);
      if (!pageName) {
        throw new RequestError(400, 'triggerValue', `"${body.triggerValue}" is not a page of the funnel (funnel-config), such as "quote".`);
      }
    }
    const order = toExperimentOrder(body.experimentOrder ?? []);
    const forced = toForcedVariations(body.forcedVariations);
    const triggered = experiments
      .filter((definition) => definition.isActive && isTriggeredBy(definition, body.triggerEvent, pageName))
      .sort((a, b) => order(a) - order(b));
    const variations = await assignVariations(db, deviceId, triggered, { forced, now: context.now(), mode: context.experimentAssignment });
    const exposed = await getExposedTestIds(db, [deviceId], null);
    return triggered.map((definition) =>
      toExperimentAssignment(definition, variations.get(definition.testId)!, deviceId, exposed.has(definition.testId)),
    );
  });

  register('experiments.logExposure', async ({ body }) => {
    const deviceId = body.deviceId.toLowerCase();
    const definition = getExperimentDefinition(body.testId);
    if (!definition) throw new RequestError(404, 'testId', `There is no experiment "${body.testId}".`);
    if (!definition.isActive) throw new RequestError(409, 'testId', `The experiment "${definition.testId}" is not active, so no device sees it.`);
    const variation = definition.variations.find((candidate) => candidate.variationId.toLowerCase() === body.variationId.toLowerCase());
    if (!variation) {
      const known = definition.variations.map((candidate) => candidate.variationId).join(', ');
      throw new RequestError(404, 'variationId', `The experiment "${definition.testId}" has no variation "${body.variationId}"; it has ${known}.`);
    }
    const now = context.now();
    const assigned = (await assignVariations(db, deviceId, [definition], { forced: new Map(), now, mode: context.experimentAssignment })).get(definition.testId)!;
    if (assigned.variationId !== variation.variationId) {
      throw new RequestError(
        409,
        'variationId',
        `The device is assigned variation ${assigned.variationId} of "${definition.testId}", not ${variation.variationId}; log the variation the run answered.`,
      );
    }
    const eventId = await recordAnalyticsEvent(db, {
      kind: 'experiment-exposure',
      sessionKey: body.sessionKey ?? null,
      userId: body.userId ?? null,
      pageName: body.pageName ?? null,
      payload: { ...body, deviceId, testId: definition.testId, variationId: variation.variationId },
      at: now,
    });
    return { logged: true as const, eventId };
  });
};

/**
 * The rank of each experiment under `experimentOrder` (testIds first, in their order; the rest after, in seed order);
 * an unknown testId is a 400 naming its index.
 */
function toExperimentOrder(experimentOrder: readonly string[]): (definition: ExperimentDefinition) => number {
  const rank = new Map<string, number>();
  experimentOrder.forEach((testId, index) => {
    const definition = getExperimentDefinition(testId);
    if (!definition) throw new RequestError(400, `experimentOrder[${index}]`, `There is no experiment "${testId}" to order.`);
    if (!rank.has(definition.testId)) rank.set(definition.testId, index);
  });
  return (definition) => rank.get(definition.testId) ?? experimentOrder.length + experiments.indexOf(definition);
}
