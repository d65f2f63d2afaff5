import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { addDonationPart } from '../order/addDonationPart';
import { loadOrderSession } from '../order/loadOrderSession';
import { registerOrderQueries } from '../order/registerOrderQueries';
import { saveOrderProgress } from '../order/saveOrderProgress';
import { saveOrderSession } from '../order/saveOrderSession';
import { seedReferralCases } from '../order/seedReferralCases';
import { signOrder } from '../order/signOrder';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The order calls of SPEC §7 (api/contract/paths/order.yaml): save-session (and submission), load-session,
 * save-progress, sign and add-donation-part, over the sandbox database. Seeds the referral cases of
 * api/sandbox/data/referrals.ts when it registers. GET /sandbox/orders reads the submitted orders back (tests, testers).
 */
export const orderRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  await seedReferralCases(context);
  const register = createOperationRegistrar(app, context.contract);

  register('order.saveSession', async ({ body }) => saveOrderSession(context, body));
  register('order.loadSession', async ({ body }) => loadOrderSession(context, body));
  register('order.saveProgress', async ({ body }) => saveOrderProgress(context, body));
  register('order.sign', async ({ body }) => signOrder(context, body));
  register('order.addDonationPart', async ({ body }) => addDonationPart(context, body));
  registerOrderQueries(app, context.db);
};
