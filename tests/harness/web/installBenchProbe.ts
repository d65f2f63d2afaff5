/** What the probe records in the page, read by the bench with `page.evaluate(() => window.__benchProbe)`. */
export interface BenchProbe {
  /**
   * Storage.prototype.setItem calls: `writes` to local storage (issue #12's "local-storage writes"), `sessionWrites` to
   * session storage (this tab's: external parameters, the submitted order), the characters written to either (key +
   * value), the longest value.
   */
  storage: { writes: number; sessionWrites: number; chars: number; longest: number };
  /** BroadcastChannel.prototype.postMessage calls and the characters of their JSON. */
  broadcast: { posts: number; chars: number };
  /** largest-contentful-paint entries, in order: the last is the page's LCP. */
  lcp: Array<{ time: number; size: number; element: string }>;
  /** Event Timing entries of interactions (durationThreshold 16 ms). */
  events: Array<{ interactionId: number; name: string; duration: number; startTime: number }>;
  /** The click → next page heading painted timer, armed by `armTransition`. */
  transition: null | { selector: string; clickAt: number | null; shownAt: number | null; paintedAt: number | null };
  armTransition(selector: string): void;
}

declare global {
  interface Window {
    __benchProbe: BenchProbe;
  }
}

/**
 * The bench's in-page instruments (issue #12), installed with `page.addInitScript(installBenchProbe)` before any
 * script of the page runs: counts storage writes and cross-tab posts, observes LCP and Event Timing entries, and times
 * a click until the next page's heading is in the document, laid out and painted (the frame after it appeared: an
 * animation frame, then a task). Self-contained: Playwright sends its source text to the page.
 */
export function installBenchProbe(): void {
  const probe: BenchProbe = {
    storage: { writes: 0, sessionWrites: 0, chars: 0, longest: 0 },
    broadcast: { posts: 0, chars: 0 },
    lcp: [],
    events: [],
    transition: null,
    armTransition(selector) {
      const before = new Set(document.querySelectorAll(selector));
      const beforeText = [...before].map((element) => element.textContent).join('\n');
      const state: NonNullable<BenchProbe['transition']> = { selector, clickAt: null, shownAt: null, paintedAt: null };
      probe.transition = state;
      const isNextHeading = (element: Element) => {
        if (before.has(element) && [...before].map((candidate) => candidate.textContent).join('\n') === beforeText) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && Boolean(element.textContent?.trim());
      };
      const observer = new MutationObserver(() => {
        if (state.clickAt === null || state.shownAt !== null) return;
        const heading = [...document.querySelectorAll(selector)].find(isNextHeading);
        if (!heading) return;
        state.shownAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            state.paintedAt = performance.now();
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    },
  };
  window.__benchProbe = probe;

  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted && probe.transition && probe.transition.clickAt === null) probe.transition.clickAt = event.timeStamp;
    },
    true,
  );

  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.sessionStorage) probe.storage.sessionWrites += 1;
    else probe.storage.writes += 1;
    probe.storage.chars += String(key).length + String(value).length;
    probe.storage.longest = Math.max(probe.storage.longest, String(value).length);
    return setItem.call(this, key, value);
  };
  if (typeof BroadcastChannel !== 'undefined') {
    const postMessage = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
      probe.broadcast.posts += 1;
      try {
        probe.broadcast.chars += typeof message === 'string' ? message.length : (JSON.stringify(message) ?? '').length;
      } catch {
        // A message JSON cannot encode (structured clone only): counted, not sized.
      }
      return postMessage.call(this, message);
    };
  }

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number; loadTime: number; size: number; element: Element | null }>) {
        const element = entry.element;
        probe.lcp.push({
          time: entry.startTime,
          size: entry.size,
          element: element ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}` : '(removed)',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId: number }>) {
        if (entry.interactionId > 0) probe.events.push({ interactionId: entry.interactionId, name: entry.name, duration: entry.duration, startTime: entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // A browser without these entry types records none.
  }
}
