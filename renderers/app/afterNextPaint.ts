/**
 * Resolves once the browser has had the chance to paint (the next frame), or after a task where nothing paints (a
 * hidden tab, a test without frames). Issue #12: the click is answered before a submit's work starts, and the calls
 * nobody waits for go after the page they led to is drawn.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(next);
    else next();
  });
}

/**
 * Resolves once the browser is idle: the page drawn, no script waiting to run (issue #12: the calls nobody waits for
 * go then, not in the middle of drawing the page a click led to), or after `timeoutMilliseconds` at the latest. A
 * hidden tab draws nothing: it resolves at once. Without requestIdleCallback (Safari), after the next frame.
 */
export function afterIdle(timeoutMilliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') setTimeout(resolve, 0);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMilliseconds });
    else void afterNextPaint().then(resolve);
  });
}

/**
 * Resolves once what is committed now has been painted and shown, and the browser is idle after it: the frame after
 * the next one has begun, by which time the next one is on the screen. Issue #12: the work nobody waits for
 * (analytics, exposures, the frame's extras on the first load) starts after the page it follows is on the screen: an
 * idle moment comes before the frame that draws a commit, and that frame is shown a little after its paint task.
 * Resolves `timeoutMilliseconds` after the call at the latest: a tab hidden meanwhile draws no frame until it is shown
 * again, and what waits must not wait for that.
 */
export function afterShown(timeoutMilliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMilliseconds);
    void afterNextPaint()
      .then(afterNextPaint)
      .then(() => afterIdle(timeoutMilliseconds))
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
