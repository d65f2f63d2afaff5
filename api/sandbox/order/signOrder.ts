import type { ContractSchema, OperationBody } from '../../contract/OperationTypes';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { createOrderStore } from './createOrderStore';
import { isSavedSessionExpired } from './isSavedSessionExpired';
import { toExpiredSessionError } from './toExpiredSessionError';

const store = createOrderStore();
/** The eight bytes every PNG file starts with. */
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * SPEC §7 signature: stores the customer's signature for a saved session (table signatures) and its
 * isRecalAckOptIn on the saved order. 404 naming savedSessionId when it names no live session; 400 naming
 * signatureImage when the image is not a PNG.
 */
export async function signOrder(context: SandboxContext, body: OperationBody<'order.sign'>): Promise<ContractSchema<'OrderSignature'>> {
  const now = context.now();
  const image = Buffer.from(body.signatureImage.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (image.length <= pngSignature.length || !image.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw new RequestError(400, 'signatureImage', 'signatureImage must be a PNG image (base64 of a file starting with the PNG signature).');
  }
  return context.db.transaction(async (tx) => {
    const session = await store.getSavedSession(tx, body.savedSessionId, true);
    if (!session) throw new RequestError(404, 'savedSessionId', `No saved session has the id "${body.savedSessionId}".`);
    if (isSavedSessionExpired(session, now)) throw toExpiredSessionError(session, 'savedSessionId');
    const signatureId = await store.insertSignature(
      tx,
      session.savedSessionId,
      { signedName: body.signedName, signatureImage: body.signatureImage, isRecalAckOptIn: body.isRecalAckOptIn ?? null },
      now,
    );
    if (body.isRecalAckOptIn !== undefined) {
      await store.updateSavedOrder(tx, session.savedSessionId, { ...session.order, isRecalAckOptIn: body.isRecalAckOptIn }, now);
    }
    return { signatureId: `S${signatureId}`, savedSessionId: session.savedSessionId, signedAt: now.toISOString() };
  });
}
