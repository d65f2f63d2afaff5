/**
 * Issue #12: the save of an answered page that nobody waits for (SPEC §4: every answered page is saved, in sequence)
 * is queued at the submit but sent once the page it leads to is drawn, beside the held analytics; a later save or a
 * submission replaces it (every save sends the whole state); the host's flush (the page goes away) sends it at once.
 * The saver alone with a fake API, then a real runtime over memory ports whose frames come when the test says.
 */
import { describe, expect, it } from 'vitest';
import { createSaveSender } from '../../../engine/runtime/createSaveSender';
import { createSessionSaver } from '../../../engine/runtime/createSessionSaver';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** Lets pending promise callbacks and zero-delay timers run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A promise the test settles. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function setUpSaver() {
  let state: FunnelState = createInitialState();
  state = { ...state, user: { ...state.user, savedSessionId: 'saved-1' } };
  const sent: Array<{ firstName: unknown; submit: unknown }> = [];
  const saver = createSessionSaver({
    api: {
      call: async (_operation, params = {}) => {
        const order = params.order as { customer: { firstName: unknown } };
        sent.push({ firstName: order.customer.firstName, submit: params.submitAfterSave });
        return { savedSessionId: 'saved-1' };
      },
    },
    getState: () => state,
    update: () => undefined,
    uuid: () => 'key-1',
    loadSender: async () => createSaveSender,
  });
  const setFirstName = (firstName: string) => {
    state = { ...state, order: { ...state.order, customer: { ...state.order.customer, firstName } } };
  };
  return { saver, sent, setFirstName };
}

describe('a held save', () => {
  it('is sent once what it waits for settles, with the state of then', async () => {
    const { saver, sent, setFirstName } = setUpSaver();
    const painted = gate();
    setFirstName('Ada');
    const saving = saver.save({ pageName: 'p' }, painted.promise);
    await settle();
    expect(sent).toEqual([]);
    setFirstName('Grace');
    painted.open();
    expect((await saving).type).toBe('saved');
    expect(sent).toEqual([{ firstName: 'Grace', submit: false }]);
  });

  it('is replaced by a later save: one call, which carries the whole state', async () => {
    const { saver, sent, setFirstName } = setUpSaver();
    const painted = gate();
    setFirstName('Ada');
    const held = saver.save({ pageName: 'p' }, painted.promise);
    setFirstName('Grace');
    const later = saver.save({ pageName: 'q' });
    await expect(held).resolves.toEqual({ type: 'saved', answer: {} });
    expect((await later).type).toBe('saved');
    painted.open();
    await settle();
    expect(sent).toEqual([{ firstName: 'Grace', submit: false }]);
  });

  it('is dropped by the flush a submission makes first, and the submission saves what it held', async () => {
    const { saver, sent, setFirstName } = setUpSaver();
    setFirstName('Ada');
    void saver.save({ pageName: 'p' }, new Promise(() => undefined));
    await expect(saver.flush({ pageName: 'confirmation' })).resolves.toEqual({ type: 'saved', answer: {} });
    expect(sent).toEqual([]);
    await saver.save({ pageName: 'confirmation', submitAfterSave: true });
    expect(sent).toEqual([{ firstName: 'Ada', submit: true }]);
  });

  it('goes at once when the host sends what is held (the page goes away)', async () => {
    const { saver, sent } = setUpSaver();
    const saving = saver.save({ pageName: 'p' }, new Promise(() => undefined));
    saver.sendHeld();
    expect((await saving).type).toBe('saved');
    expect(sent).toHaveLength(1);
  });
});

describe('a runtime in the browser (with frames) saving an answered page', () => {
  function setUp() {
    const ports = createMemoryPorts({ 'order.saveSession': { savedSessionId: 'saved-1' } });
    const frames: Array<() => void> = [];
    ports.paint = { next: () => new Promise<void>((resolve) => frames.push(resolve)) };
    const draw = async () => {
      for (const resolve of frames.splice(0)) resolve();
      await settle();
    };
    const pages = [testPage({ id: 'p', navigation: { forward: [{ to: 'after' }] } }), testPage({ id: 'after' })];
    const runtime = createFunnelRuntime({ model: createTestModel(pages), ports });
    runtime.update((draft) => {
      draft.order.vehicle.year = 2012;
      draft.user.savedSessionId = 'saved-1';
    });
    const saves = () => ports.calls.filter((call) => call.operation === 'order.saveSession');
    return { runtime, ports, draw, saves };
  }

  it('sends the save after the next page is entered and painted', async () => {
    const { runtime, draw, saves } = setUp();
    await runtime.enter('p');
    for (let frame = 0; frame < 4; frame += 1) await draw();
    expect(saves()).toEqual([]);

    expect((await runtime.submit('p', {})).type).toBe('navigate');
    expect(await runtime.enter('after')).toEqual({ type: 'render', pageId: 'after' });
    await settle();
    expect(saves()).toEqual([]);
    await draw();
    await draw();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.params.user).toMatchObject({ lastPageVisited: 'after' });
  });

  it("drops it when the next page's entry resets the state (an expired saved session): no save of the cleared state", async () => {
    const { runtime, draw, saves } = setUp();
    await runtime.enter('p');
    await runtime.submit('p', {});
    // The saved session expires before the next page is entered (SPEC §2 global rule 3 resets the state there).
    runtime.update((draft) => void (draft.user.savedSessionTimeout = '2000-01-01T00:00:00.000Z'));
    await runtime.enter('after');
    expect(runtime.getState().order.vehicle.year).toBeNull();
    for (let frame = 0; frame < 4; frame += 1) await draw();
    expect(saves()).toEqual([]);
  });

  it('sends it at once when the host flushes', async () => {
    const { runtime, saves } = setUp();
    await runtime.enter('p');
    await runtime.submit('p', {});
    expect(saves()).toEqual([]);
    runtime.flush();
    await settle();
    expect(saves()).toHaveLength(1);
  });
});
