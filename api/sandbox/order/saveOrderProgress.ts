import type { ContractSchema, OperationBody } from '../../contract/OperationTypes';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { createOrderStore } from './createOrderStore';
import { isSavedSessionExpired } from './isSavedSessionExpired';
import { toExpiredSessionError } from './toExpiredSessionError';
import { toSavedSessionId } from './toSavedSessionId';

const store = createOrderStore();

/**
 * SPEC §7 save quote (save-progress): stores the quote as sent (table saved_quotes), keyed by its referral number
 * (the saved session's when only savedSessionId is given). 404 naming savedSessionId when it names no saved session,
 * or one whose 45 days (SPEC §9) have run out.
 */
export async function saveOrderProgress(
  context: SandboxContext,
  body: OperationBody<'order.saveProgress'>,
): Promise<ContractSchema<'OrderSavedQuote'>> {
  const now = context.now();
  const savedSessionId = toSavedSessionId(body.savedSessionId);
  let referralNumber = body.referralNumber?.trim() || null;
  if (savedSessionId) {
    const session = await store.getSavedSession(context.db, savedSessionId);
    if (!session) throw new RequestError(404, 'savedSessionId', `No saved session has the id "${savedSessionId}".`);
    if (isSavedSessionExpired(session, now)) throw toExpiredSessionError(session, 'savedSessionId');
    referralNumber ??= session.referralNumber;
  }
  const { AppName: _appName, ...quote } = body;
  const quoteId = await store.insertQuote(context.db, referralNumber, quote, now);
  return { quoteId: `Q${quoteId}`, savedAt: now.toISOString() };
}
