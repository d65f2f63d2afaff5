import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the visit's first page has been drawn and the browser was idle after it (issue #12). What the frame adds
 * around the pages (the order summary's code, the chat, cross-tab sharing) waits for it, so its scripts are neither
 * fetched nor run while the first page's own scripts, calls and render are under way on a slow phone or network.
 */
export interface FirstPageDrawn {
  isDrawn(): boolean;
  subscribe(listener: () => void): () => void;
  /**
   * The frame has committed a page, or the first load ended without one (an error): the first call counts, and the
   * first page is drawn once the browser has painted it and is idle.
   */
  pageCommitted(): void;
}

/** The host's signal (main.tsx). `afterPaint`: resolves once what was committed is painted and the browser idle. */
export function createFirstPageDrawn(afterPaint: () => Promise<void>): FirstPageDrawn {
  let drawn = false;
  let committed = false;
  const listeners = new Set<() => void>();
  const markDrawn = () => {
    drawn = true;
    for (const listener of [...listeners]) listener();
  };
  return {
    isDrawn: () => drawn,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pageCommitted: () => {
      if (committed) return;
      committed = true;
      void afterPaint().then(markDrawn, markDrawn);
    },
  };
}

/** Without a host's signal (tests, a page rendered alone) the first page counts as drawn. */
const alreadyDrawn: FirstPageDrawn = { isDrawn: () => true, subscribe: () => () => undefined, pageCommitted: () => undefined };

export const FirstPageDrawnContext = createContext<FirstPageDrawn>(alreadyDrawn);

/**
 * Whether the first page has been drawn; `hasPage`: the frame shows a page now. Re-renders once when it is, in a
 * transition: what that brings in (the summary, the chat) is drawn in slices, not in one long task.
 */
export function useFirstPageDrawn(hasPage: boolean): boolean {
  const signal = useContext(FirstPageDrawnContext);
  const [drawn, setDrawn] = useState(signal.isDrawn);
  useEffect(() => {
    if (hasPage) signal.pageCommitted();
  }, [signal, hasPage]);
  useEffect(() => {
    const update = () => startTransition(() => setDrawn(signal.isDrawn()));
    update();
    return signal.subscribe(update);
  }, [signal]);
  return drawn;
}
