import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { idempotencyKeyHeader, withIdempotencyKey } from '../http/withIdempotencyKey';
import { addDonationPart } from '../order/addDonationPart';
import { loadOrderSession } from '../order/loadOrderSession';
import { registerOrderQueries } from '../order/registerOrderQueries';
import { saveOrderProgress } from '../order/saveOrderProgress';
import { saveOrderSession } from '../order/saveOrderSession';
import { seedReferralCases } from '../order/seedReferralCases';
import { signOrder } from '../order/signOrder';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The order calls of SPEC §7 (api/contract/paths/order.yaml): save-session (and submission, once per Idempotency-Key),
 * load-session, save-progress, sign and add-donation-part, over the sandbox database. Seeds the referral cases of
 * api/sandbox/data/referrals.ts when it registers. GET /sandbox/orders reads the submitted orders back (tests, testers).
 */
export const orderRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  await seedReferralCases(context);
  const register = createOperationRegistrar(app, context.contract);

  register('order.saveSession', async ({ body, request, reply }) => {
    // Issue #13: a save sent with an Idempotency-Key is carried out once; a repeat gets the first answer again.
    const key = request.headers[idempotencyKeyHeader.toLowerCase()];
    if (typeof key !== 'string') return saveOrderSession(context, body);
    const answer = await context.db.transaction((tx) =>
      withIdempotencyKey(tx, { operation: 'order.saveSession', key, body, now: context.now() }, () => saveOrderSession(context, body, tx)),
    );
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    // The stored JSON text, so a repeat gets the very same bytes as the first answer.
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
  });
  register('order.loadSession', async ({ body }) => loadOrderSession(context, body));
  register('order.saveProgress', async ({ body }) => saveOrderProgress(context, body));
  register('order.sign', async ({ body }) => signOrder(context, body));
  register('order.addDonationPart', async ({ body }) => addDonationPart(context, body));
  registerOrderQueries(app, context.db);
};
