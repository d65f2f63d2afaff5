import type { ContractSchema, OperationBody } from '../../contract/OperationTypes';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { createOrderStore } from './createOrderStore';
import { isSavedSessionExpired } from './isSavedSessionExpired';
import { toExpiredSessionError } from './toExpiredSessionError';
import { toLoadedOrder } from './toLoadedOrder';
import { toSavedSessionId } from './toSavedSessionId';

const store = createOrderStore();

/**
 * SPEC §7 load session: the saved session, found by savedSessionId, else by referralNumber (whose day must be
 * referralDate's when one is given; SPEC §5 the client trims it to yyyy-mm-dd): its order, the user state its last save
 * sent, its id and its timeout (what resuming needs, SPEC §4). 404 naming the field that matched nothing, or that
 * found a session whose 45 days (SPEC §9) have run out.
 */
export async function loadOrderSession(
  context: SandboxContext,
  body: OperationBody<'order.loadSession'>,
): Promise<ContractSchema<'OrderLoadedSession'>> {
  const { db } = context;
  const savedSessionId = toSavedSessionId(body.savedSessionId);
  const referralNumber = body.referralNumber?.trim() || null;

  let field: string;
  let session;
  if (savedSessionId) {
    field = 'savedSessionId';
    session = await store.getSavedSession(db, savedSessionId);
    if (!session) throw new RequestError(404, field, `No saved session has the id "${savedSessionId}".`);
  } else if (referralNumber) {
    field = 'referralNumber';
    session = await store.getSavedSessionByReferral(db, referralNumber);
    if (!session) throw new RequestError(404, field, `No saved session has the referral number ${referralNumber}.`);
    const day = body.referralDate?.slice(0, 10);
    if (day && day !== session.referralDate.slice(0, 10)) {
      throw new RequestError(404, 'referralDate', `Referral ${referralNumber} was not made on ${day}; check the referral date.`);
    }
  } else {
    throw new RequestError(400, 'savedSessionId', 'Give savedSessionId, or referralNumber (with its referralDate), to load a session.');
  }
  if (isSavedSessionExpired(session, context.now())) throw toExpiredSessionError(session, field);

  const loaded = toLoadedOrder(session, await store.getOrder(db, session.savedSessionId));
  const parentAccountNumber = body.parentAccountNumber?.trim();
  if (parentAccountNumber && !loaded.payment?.parentAccountNumber) loaded.payment = { ...loaded.payment, parentAccountNumber };
  return {
    savedSessionId: session.savedSessionId,
    savedSessionTimeout: session.expiresAt,
    order: loaded,
    user: session.user,
  };
}
