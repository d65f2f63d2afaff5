import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShown } from '../../renderers/app/afterNextPaint';

/**
 * When the work nobody waits for starts (issue #12): analytics, exposures and the first load's extras (summary, chat,
 * cross-tab code) go once the page is on the screen and the browser idle, and never wait past their bound.
 */
describe('afterShown', () => {
  let frames: Array<() => void>;
  let idles: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const drawFrame = async () => {
    for (const callback of frames.splice(0)) callback();
    await vi.advanceTimersByTimeAsync(0);
  };

  it('resolves once the frame after the next has begun and the browser is idle, not before', async () => {
    let done = false;
    void afterShown(1200).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    // The next frame paints the commit: an idle moment before it, or right after it, is too soon.
    await drawFrame();
    expect(done).toBe(false);
    expect(idles).toHaveLength(0);
    // The frame after it has begun: the page is on the screen; now the first idle moment.
    await drawFrame();
    expect(done).toBe(false);
    expect(idles).toHaveLength(1);
    idles.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves at its bound when no frame comes (a tab hidden meanwhile)', async () => {
    let done = false;
    void afterShown(1200).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
