/**
 * Issue #12: the calls nobody waits for (analytics, experiment exposures) are held while a page transition is under
 * way (a submit, a page's entry) and sent once it is over and the page it led to has painted. On a slow phone their
 * requests and answers took the main thread in the middle of the transition (service-zip → quote: ten of them). They
 * are sent in the order they were asked for; `flush` sends them at once (the page goes away).
 */
export interface BackgroundCalls {
  /** Runs `send` once no transition is under way and the next frame has painted; settles as `send` does. */
  run<T>(send: () => Promise<T>): Promise<T>;
  /** A transition starts; the returned function ends it (calling it again does nothing). */
  begin(): () => void;
  /**
   * A submit leads to another page: the calls stay held until the next transition (that page's entry) begins, or the
   * next frame paints if none does.
   */
  holdUntilNextTransition(): void;
  /** Starts every held call now. */
  flush(): void;
}

export interface BackgroundCallOptions {
  /** Resolves once the next frame has painted (the host's paint port); without one, after the current microtasks. */
  nextPaint?(): Promise<void>;
}

export function createBackgroundCalls(options: BackgroundCallOptions = {}): BackgroundCalls {
  let transitions = 0;
  const held: Array<() => void> = [];
  const transitionWaiters: Array<() => void> = [];
  let releasing = false;
  /** Ends the hold of holdUntilNextTransition. */
  let endHandOver: (() => void) | null = null;

  const noTransition = () => (transitions === 0 ? Promise.resolve() : new Promise<void>((resolve) => transitionWaiters.push(resolve)));
  const nextPaint = () => (options.nextPaint ? options.nextPaint().catch(() => undefined) : Promise.resolve());
  const flush = () => {
    for (const start of held.splice(0)) start();
  };
  const begin = () => {
    transitions += 1;
    endHandOver?.();
    endHandOver = null;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      transitions -= 1;
      if (transitions === 0) for (const resolve of transitionWaiters.splice(0)) resolve();
    };
  };
  /** Waits for a quiet moment after a painted frame (a transition that starts meanwhile is waited for too), then sends. */
  const release = async () => {
    if (releasing) return;
    releasing = true;
    try {
      while (held.length > 0) {
        await noTransition();
        await nextPaint();
        if (transitions === 0) flush();
      }
    } finally {
      releasing = false;
    }
  };

  return {
    run: <T,>(send: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        held.push(() => {
          try {
            send().then(resolve, reject);
          } catch (error) {
            reject(error);
          }
        });
        void release();
      }),
    begin,
    holdUntilNextTransition: () => {
      const end = begin();
      endHandOver = end;
      void nextPaint().then(end);
    },
    flush,
  };
}
