/**
 * SPEC §7 signature, headless: once the order is placed, the customer may sign the work authorisation on the
 * confirmation (confirmation.yaml action sign, as its renderer runs it): the signature is stored with the order's saved
 * session, and the recalibration acknowledgement with the order. The real runtime, API client and sandbox
 * (api/sandbox/test-values/order.md).
 */
import { describe, expect, it } from 'vitest';
import { fromStoredSnapshot } from '../../../engine/domain/fromStoredSnapshot';
import { submittedSnapshotKey } from '../../../engine/domain/toSubmittedSnapshot';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A 1×1 PNG, as the signature box gives it. */
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A 2012 Avalon windshield priced on the real quote, booked at shop 004101 on Thursday at `startTime`, paid later: on the confirmation. */
async function confirmed(startTime: string): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  expect(await answerAvalonToZip(journey)).toMatchObject({ pageId: 'quote' });
  journey.runtime.update((draft) => {
    draft.order.payment.isInsurance = false;
    Object.assign(draft.order.serviceLocation, { appointmentType: 'Inshop' });
    draft.order.serviceLocation.provider = {
      providerNumber: '004101',
      address: { streetAddress: '2150 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: null },
    };
    Object.assign(draft.order.schedule, { date: '2026-12-03', startTime, endTime: null, jobMinMinutes: 60, jobMaxMinutes: 90 });
    Object.assign(draft.order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', phoneNumber: null });
    Object.assign(draft.order.payment, { paymentChoice: 'Later', isPia: false });
  });
  await journey.runtime.saveSession();
  expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
  expect(journey.runtime.getState().session.isSubmitted).toBe(true);
  return journey;
}

describe('the work authorisation signed on the confirmation (SPEC §7 signature)', () => {
  it('stores the signature with the saved session, and the recalibration acknowledgement with the order', async () => {
    const journey = await confirmed('10:00');
    const savedSessionId = journey.runtime.getState().submitted!.user.savedSessionId!;
    const sign = { signedName: ' Pat Doe ', signatureImage: png, isRecalAckOptIn: true };
    expect(await journey.runtime.runAction('confirmation', 'sign', sign)).toEqual({ type: 'done' });

    const signatures = await sandbox.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM signatures WHERE saved_session_id = $1', [savedSessionId]);
    expect(signatures.map((row) => row.payload)).toEqual([{ signedName: 'Pat Doe', signatureImage: png, isRecalAckOptIn: true }]);
    const [saved] = await sandbox.db.query<{ order_data: { isRecalAckOptIn: boolean } }>('SELECT order_data FROM saved_sessions WHERE saved_session_id = $1', [
      savedSessionId,
    ]);
    expect(saved?.order_data.isRecalAckOptIn).toBe(true);

    // The tab's submitted order says it is signed, and by whom.
    const snapshot = fromStoredSnapshot(journey.ports.sessionStore.get(submittedSnapshotKey) ?? null)!;
    expect(snapshot.order.isRecalAckOptIn).toBe(true);
    expect(snapshot.user.pageData.confirmation).toMatchObject({ signedName: 'Pat Doe', signature: { signatureId: expect.stringMatching(/^S\d+$/), savedSessionId } });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    [{ signedName: '', signatureImage: png }, 'signedName', 'Type your full name'],
    [{ signedName: 'Pat Doe', signatureImage: null }, 'signatureImage', 'Sign in the box, or sign with your typed name'],
  ])('a missing name or signature is refused at its field, nothing stored', async (input, field, message) => {
    const journey = await confirmed(input.signedName ? '11:00' : '12:00');
    const savedSessionId = journey.runtime.getState().submitted!.user.savedSessionId!;
    expect(await journey.runtime.runAction('confirmation', 'sign', { ...input, isRecalAckOptIn: false })).toEqual({ type: 'invalid', field, message });
    expect(await sandbox.db.query('SELECT id FROM signatures WHERE saved_session_id = $1', [savedSessionId])).toEqual([]);
  });

  it('without a submitted order in this tab there is nothing to sign for', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.runtime.runAction('confirmation', 'sign', { signedName: 'Pat Doe', signatureImage: png, isRecalAckOptIn: false })).toEqual({
      type: 'invalid',
      field: null,
      message: 'There is no submitted order in this browser tab to sign for.',
    });
  });
});
