/**
 * Issue #15 config versions: a saved session records the config version it was saved under; loading one saved under
 * another version keeps the answers of pages that still exist (and data the config still writes), drops those of
 * removed pages, resumes where auto-route says, and records what it did in the decision trace.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { createInitialState, createInitialUser, type ApplicationUser, type FunnelState } from '../../../engine/domain/state';
import { toApiOrder } from '../../../engine/domain/toApiOrder';
import { applyConfigVersionRules } from '../../../engine/runtime/applyConfigVersionRules';
import { createFunnelRuntime, type EntryOutcome } from '../../../engine/runtime/createFunnelRuntime';
import { formatDecision } from '../../../engine/runtime/formatDecision';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const current = model.contentHash;
const older = 'a1b2c3d4e5f60718';

/** A saved user state with these page-data keys (each holding one answer) and this last page. */
const savedUser = (keys: string[], lastPageVisited: string | null = null): ApplicationUser => ({
  ...createInitialUser(),
  pageData: Object.fromEntries(keys.map((key) => [key, { answer: key }])),
  lastPageVisited,
});

describe('applyConfigVersionRules', () => {
  it.each([
    {
      name: 'the same version: nothing changes, nothing is recorded',
      user: savedUser(['vehicle', 'retired-page'], 'retired-page'),
      saved: current,
      expected: null,
    },
    {
      name: 'another version: answers of pages that still exist kept, those of removed pages dropped',
      user: savedUser(['vehicle', 'quote', 'retired-page', 'how-did-you-hear'], 'quote'),
      saved: older,
      expected: { saved: older, current, kept: ['quote', 'vehicle'], dropped: ['how-did-you-hear', 'retired-page'] },
    },
    {
      name: 'data the config still writes under a key that is no page (service-zip writes user.pageData.stages) is kept',
      user: savedUser(['stages', 'service-zip']),
      saved: older,
      expected: { saved: older, current, kept: ['service-zip', 'stages'], dropped: [] },
    },
    {
      name: 'a last page visited that no longer exists is cleared',
      user: savedUser(['retired-page'], 'retired-page'),
      saved: older,
      expected: { saved: older, current, kept: [], dropped: ['retired-page'], lastPageDropped: 'retired-page' },
    },
    {
      name: 'a session saved before versions were recorded gets the same rules',
      user: savedUser(['estimate', 'retired-page']),
      saved: null,
      expected: { saved: null, current, kept: ['estimate'], dropped: ['retired-page'] },
    },
  ])('$name', ({ user, saved, expected }) => {
    const { user: kept, change } = applyConfigVersionRules(user, model, saved);
    expect(change === null ? null : { ...change, summary: undefined }).toEqual(expected === null ? null : { ...expected, summary: undefined });
    const keys = expected ? expected.kept : Object.keys(user.pageData);
    expect(Object.keys(kept.pageData).sort()).toEqual([...keys].sort());
    // What is kept is kept whole.
    for (const key of keys) expect(kept.pageData[key]).toEqual(user.pageData[key]);
    expect(kept.lastPageVisited).toBe(expected?.lastPageDropped ? null : user.lastPageVisited);
  });
});

/** A visitor whose funnel cookie names a saved session, and a host answering load-session with `user`. */
function resume(user: Record<string, unknown>) {
  const order = toApiOrder(
    produce(createInitialState().order, (o) => {
      Object.assign(o.vehicle, { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan', carId: 7 });
    }),
  );
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' },
    'analytics.logCustomEvent': { logged: true },
    'order.loadSession': { savedSessionId: 'saved-1', savedSessionTimeout: '2027-01-06T12:00:00.000Z', order, user },
    'order.saveSession': { savedSessionId: 'saved-1' },
  });
  const initialState = produce(createInitialState(), (s: FunnelState) => void (s.cookie.SavedSessionId = 'saved-1'));
  const runtime = createFunnelRuntime({ model, ports, initialState });
  return { runtime, ports };
}

const redirectTo = (outcome: EntryOutcome) => (outcome.type === 'redirect' ? outcome.to : outcome.type);

describe('loading a session saved under another version', () => {
  const retired = { configVersion: older, lastPageVisited: 'retired-page', pageData: { vehicle: { year: 2012 }, 'retired-page': { colour: 'red' } }, eventBus: [] };

  it('drops the removed page’s answers, keeps the others, and resumes on the first page whose prerequisites hold', async () => {
    const { runtime } = resume(retired);
    expect(redirectTo(await runtime.enter('load-session'))).toBe('auto-route');
    const { user } = runtime.getState();
    expect(user.pageData).toEqual({ vehicle: { year: 2012 } });
    expect(user.lastPageVisited).toBeNull();
    // The vehicle is known and nothing else: vehicle-damage is the first page of the SPEC §2 order that holds.
    expect(redirectTo(await runtime.enter('auto-route'))).toBe('vehicle-damage');
  });

  it('records what it did in the decision trace, on the user’s event bus and in analytics', async () => {
    const { runtime, ports } = resume(retired);
    await runtime.enter('load-session');
    const decision = runtime.getDecisions().find((entry) => entry.kind === 'configVersion');
    expect(decision?.version).toMatchObject({ saved: older, current, kept: ['vehicle'], dropped: ['retired-page'], lastPageDropped: 'retired-page' });
    const line = `load-session: saved under config ${older.slice(0, 12)}, now ${current.slice(0, 12)}: dropped the answers of removed pages retired-page; kept 1 (last page retired-page cleared)`;
    expect(formatDecision(decision!)).toBe(line);
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'DECISION', subCategory: 'configVersion', eventValue: line });
    // Analytics goes once the entry is over (issue #12).
    await runtime.idle();
    const sent = ports.calls.filter((call) => call.operation === 'analytics.logCustomEvent').map((call) => call.params);
    expect(sent).toContainEqual(expect.objectContaining({ category: 'DECISION', action: 'configVersion', label: line, pageName: 'load-session' }));
  });

  it('records nothing when the session was saved under this version', async () => {
    const { runtime } = resume({ ...retired, configVersion: current });
    await runtime.enter('load-session');
    expect(runtime.getDecisions().map((entry) => entry.kind)).not.toContain('configVersion');
    expect(runtime.getState().user.pageData).toEqual(retired.pageData);
  });

  it('every save sends the version the funnel runs', async () => {
    const { runtime, ports } = resume(retired);
    await runtime.enter('load-session');
    await runtime.saveSession();
    const save = ports.calls.filter((call) => call.operation === 'order.saveSession').at(-1);
    expect((save?.params.user as { configVersion?: string }).configVersion).toBe(current);
  });
});
