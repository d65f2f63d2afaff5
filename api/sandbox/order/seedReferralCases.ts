import type { ContractSchema } from '../../contract/OperationTypes';
import { referrals, type ReferralCase } from '../data/referrals';
import { getStateOfZip } from '../data/getStateOfZip';
import { toCatalogVehicle } from '../catalog/toCatalogVehicle';
import type { SandboxContext } from '../SandboxContext';
import { createOrderStore, type SavedSessionRecord } from './createOrderStore';
import { toCrmCustomerId } from './toCrmCustomerId';
import { toHashedId } from './toHashedId';
import { toLoadedOrder } from './toLoadedOrder';

type Order = ContractSchema<'Order'>;

const store = createOrderStore();
/** Seeded sessions do not expire (the expired case excepted), so testers can use them any day. */
const neverExpires = '9999-12-31T00:00:00.000Z';

/**
 * Inserts the seeded referral cases (api/sandbox/data/referrals.ts) that are missing (INSERT … ON CONFLICT DO
 * NOTHING), with the submitted case's order: run when the order plugin registers. A case changed by a tester stays
 * changed; delete its rows to get it back at the next start. When every case is there (any start but the first: a new
 * data directory starts from a seeded copy, api/sandbox/db/createSeedSnapshot.ts) one query checks it and nothing is
 * written.
 */
export async function seedReferralCases(context: Pick<SandboxContext, 'db' | 'catalog'>): Promise<void> {
  const sessionIds = referrals.map((referral) => referral.savedSessionId);
  const eons = referrals.flatMap((referral) => (referral.submittedAs ? [referral.submittedAs.eon] : []));
  const [present] = await context.db.query<{ sessions: number; orders: number }>(
    `SELECT (SELECT count(*) FROM saved_sessions WHERE saved_session_id = ANY($1::text[]))::int AS sessions,
       (SELECT count(*) FROM orders WHERE eon = ANY($2::text[]))::int AS orders`,
    [sessionIds, eons],
  );
  if (present && present.sessions === sessionIds.length && present.orders === eons.length) return;
  await context.db.transaction(async (tx) => {
    for (const referral of referrals) {
      const session = toSeededSession(context, referral);
      const createdAt = new Date(referral.referralDate);
      const order = referral.submittedAs
        ? {
            ...referral.submittedAs,
            savedSessionId: referral.savedSessionId,
            customerPortalLoginToken: toHashedId(`portal|${referral.submittedAs.eon}|${referral.savedSessionId}`, 'hex'),
            order: session.order,
            affiliateCookies: null,
            settledTenderAmount: 0,
            status: 'Submitted' as const,
          }
        : null;
      session.order = toLoadedOrder(session, order);
      await store.insertSavedSession(tx, { ...session, eon: null }, createdAt);
      if (order) await store.insertOrder(tx, { ...order, order: session.order }, createdAt);
    }
  });
}

function toSeededSession(context: Pick<SandboxContext, 'catalog'>, referral: ReferralCase): SavedSessionRecord {
  const { year, make, model, style } = referral.vehicle;
  const found = context.catalog.findVehicle(year, make, model, style);
  const vehicle: NonNullable<Order['vehicle']> = found ? toCatalogVehicle(found) : { year, make, model, style };
  const order: Order = {
    referralNumber: referral.referralNumber,
    vehicle,
    damage: referral.damage,
    serviceLocation: { zipCode: referral.zipCode, state: getStateOfZip(referral.zipCode) },
    payment: referral.payment,
    policy: referral.policy,
    ...referral.extra,
  };
  return {
    savedSessionId: referral.savedSessionId,
    referralNumber: referral.referralNumber,
    referralSequenceNumber: `9${referral.referralNumber.padStart(9, '0').slice(-6)}`,
    referralDate: referral.referralDate,
    referralCorrelationId: toHashedId(`referral|${referral.referralNumber}`, 'uuid'),
    parentAccountNumber: referral.parentAccountNumber,
    crmCustomerId: toCrmCustomerId(order.customer),
    eon: null,
    order,
    user: null,
    expiresAt: referral.isExpired ? '2000-02-15T15:00:00.000Z' : neverExpires,
  };
}
