/**
 * SPEC §4 saved sessions, through the real runtime and sandbox: every answered page is saved, in sequence, into one
 * saved session (the first save is awaited, so later ones update it); the answer's identity fields reach the state and
 * the funnel cookie; a submission refused with 409 comes back to the page to tell, without a bail-out.
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const savedSessions = async () =>
  (await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_sessions WHERE referral_number LIKE $1', ['3%']))[0]!.n;

async function throughEstimate(): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' });
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  return journey;
}

describe('saving the session (SPEC §4)', () => {
  it('saves every answered page into one saved session, and keeps its id, timeout and referral data', async () => {
    const before = await savedSessions();
    const journey = await throughEstimate();
    await journey.runtime.saveSession(); // waits for the queue: every page's save has ended
    expect(await savedSessions()).toBe(before + 1);
    const state = journey.runtime.getState();
    expect(state.user.savedSessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.cookie.SavedSessionId).toBe(state.user.savedSessionId);
    // SPEC §9: 45 days after the last save.
    expect(Date.parse(state.user.savedSessionTimeout!)).toBe(now.getTime() + 45 * 86_400_000);
    expect(state.order.referralNumber).toMatch(/^\d{9}$/);
    const stored = await sandbox.db.query<{ order_data: { damage: { glassToReplace: unknown } }; user_data: { lastPageVisited: string } }>(
      'SELECT order_data, user_data FROM saved_sessions WHERE saved_session_id = $1',
      [state.user.savedSessionId],
    );
    expect(stored[0]?.order_data.damage.glassToReplace).toEqual([{ location: 'Windshield', name: 'Front' }]);
    expect(stored[0]?.user_data.lastPageVisited).toBe('service-zip'); // the page the visitor is on now
    expect(journey.bailOuts).toEqual([]);
  });

  it('runs saves one after the other, each with the state of its turn', async () => {
    const journey = await throughEstimate();
    journey.runtime.update((draft) => void (draft.order.customer.firstName = 'First'));
    const first = journey.runtime.saveSession();
    journey.runtime.update((draft) => void (draft.order.customer.firstName = 'Second'));
    const second = journey.runtime.saveSession();
    expect((await first).type).toBe('saved');
    expect((await second).type).toBe('saved');
    const stored = await sandbox.db.query<{ order_data: { customer: { firstName: string } } }>(
      'SELECT order_data FROM saved_sessions WHERE saved_session_id = $1',
      [journey.runtime.getState().user.savedSessionId],
    );
    expect(stored[0]?.order_data.customer.firstName).toBe('Second');
  });

  it('a submission the sandbox refuses with 409 comes back to tell, with no bail-out', async () => {
    const journey = await throughEstimate();
    journey.runtime.update((draft) => {
      Object.assign(draft.order.serviceLocation, { zipCode: '85016', appointmentType: 'Inshop' });
      draft.order.serviceLocation.provider.providerNumber = '004101';
      Object.assign(draft.order.schedule, { date: '2026-12-03', startTime: '20:00' });
      Object.assign(draft.order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com' });
      draft.order.payment.paymentChoice = 'Later';
    });
    const outcome = await journey.runtime.saveSession({ submitAfterSave: true });
    expect(outcome).toEqual({ type: 'conflict', field: 'order.schedule.startTime', message: expect.stringMatching(/no longer offered/) });
    expect(journey.runtime.getState().order.eon).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });
});
