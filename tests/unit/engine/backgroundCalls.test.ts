/**
 * Issue #12: analytics and experiment exposures are held while a page transition is under way (a submit, the next
 * page's entry) and sent, in the order asked for, once it is over and the next frame has painted; the host's flush
 * (the page goes away) sends them at once. The queue alone, then a real runtime over memory ports whose frames and
 * page calls come only when the test says.
 */
import { describe, expect, it } from 'vitest';
import { createBackgroundCalls } from '../../../engine/runtime/createBackgroundCalls';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import type { OperationName } from '../../../engine/domain/operations';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** Lets pending promise callbacks and zero-delay timers run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A paint port whose frames come when the test draws one. */
function createFrames() {
  const waiting: Array<() => void> = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Paints a frame: whatever waited for one goes on. */
    draw: async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await settle();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('the background calls', () => {
  it('holds what is asked for during a transition until it ends and a frame paints, then sends it in order', async () => {
    const frames = createFrames();
    const background = createBackgroundCalls({ nextPaint: frames.next });
    const sent: string[] = [];
    const end = background.begin();
    const first = background.run(async () => sent.push('first'));
    const second = background.run(async () => sent.push('second'));
    await settle();
    await frames.draw();
    expect(sent).toEqual([]);
    end();
    await settle();
    expect(sent).toEqual([]);
    await frames.draw();
    expect(sent).toEqual(['first', 'second']);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('waits again for a transition that starts before the frame paints', async () => {
    const frames = createFrames();
    const background = createBackgroundCalls({ nextPaint: frames.next });
    const sent: string[] = [];
    void background.run(async () => sent.push('event'));
    await settle();
    const end = background.begin();
    await frames.draw();
    expect(sent).toEqual([]);
    end();
    await settle();
    await frames.draw();
    expect(sent).toEqual(['event']);
  });

  it('sends everything held at once when flushed, and passes a failed send on', async () => {
    const frames = createFrames();
    const background = createBackgroundCalls({ nextPaint: frames.next });
    background.begin();
    const sent: string[] = [];
    void background.run(async () => sent.push('page view'));
    const failing = background.run(() => Promise.reject(new Error('offline')));
    background.flush();
    expect(sent).toEqual(['page view']);
    await expect(failing).rejects.toThrow('offline');
  });
});

describe('a runtime in the browser (with frames)', () => {
  /** Page p goes forward to after; after's entry call (vehicle.years) answers when the test says. */
  function setUp() {
    const ports = createMemoryPorts();
    const frames = createFrames();
    const held: Array<() => void> = [];
    const memoryApi = ports.api;
    ports.api = {
      call: (operation: OperationName, params: Record<string, unknown> = {}) => {
        if (operation !== 'vehicle.years') return memoryApi.call(operation, params);
        ports.calls.push({ operation, params });
        return new Promise((resolve) => held.push(() => resolve({ years: [2020] })));
      },
    };
    ports.paint = { next: frames.next };
    const pages = [
      testPage({ id: 'p', navigation: { forward: [{ to: 'after' }] } }),
      testPage({ id: 'after', load: [{ call: 'vehicle.years', into: 'user.pageData.after.years' }] }),
    ];
    const runtime = createFunnelRuntime({ model: createTestModel(pages), ports });
    /** Draws frames until the runtime has nothing in flight (what p's entry sent is out and answered). */
    const drawUntilIdle = async () => {
      let idle = false;
      void runtime.idle().then(() => (idle = true));
      while (!idle) await frames.draw();
    };
    const analyticsSent = () => ports.calls.filter((call) => call.operation.startsWith('analytics.log')).map((call) => `${call.operation} ${String(call.params.pageName)}`);
    return { runtime, ports, frames, drawUntilIdle, analyticsSent, answerYears: () => held.splice(0).forEach((answer) => answer()) };
  }

  it('sends the analytics of a submit and of the next page after that page is entered and painted, in order', async () => {
    const { runtime, ports, frames, drawUntilIdle, analyticsSent, answerYears } = setUp();
    expect(await runtime.enter('p')).toEqual({ type: 'render', pageId: 'p' });
    await drawUntilIdle();
    ports.calls.length = 0;

    const outcome = await runtime.submit('p', {});
    expect(outcome.type).toBe('navigate');
    const entering = runtime.enter('after');
    await settle();
    await frames.draw();
    // The page's call is out; the decision of the submit is not (the visitor is still waiting for the page).
    expect(ports.calls.map((call) => call.operation)).toContain('vehicle.years');
    expect(analyticsSent()).toEqual([]);

    answerYears();
    expect(await entering).toEqual({ type: 'render', pageId: 'after' });
    await settle();
    expect(analyticsSent()).toEqual([]);
    await frames.draw();
    await frames.draw();
    const sent = analyticsSent();
    // The submit's navigation decision first, then the page view of the page shown.
    expect(sent[0]).toBe('analytics.logCustomEvent p');
    expect(sent).toContain('analytics.logPageView after');
    expect(sent.indexOf('analytics.logPageView after')).toBeGreaterThan(0);
  });

  it('sends what it holds at once when the host flushes (the page goes away)', async () => {
    const { runtime, ports, drawUntilIdle, analyticsSent } = setUp();
    await runtime.enter('p');
    await drawUntilIdle();
    ports.calls.length = 0;
    await runtime.submit('p', {});
    const entering = runtime.enter('after');
    await settle();
    expect(analyticsSent()).toEqual([]);
    runtime.flush();
    // No frame has painted: the flush alone sent it.
    await settle();
    expect(analyticsSent()[0]).toBe('analytics.logCustomEvent p');
    void entering;
  });
});
