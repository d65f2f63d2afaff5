import type { RouterWindow } from '../../renderers/app/createFunnelRouter';

/** A browser window's address and history in memory, for the funnel's router in tests (Back fires `popstate` later). */
export function createMemoryWindow(initialPath: string): RouterWindow & { entries(): string[] } {
  const entries: Array<{ url: URL; state: unknown }> = [{ url: new URL(initialPath, 'http://localhost'), state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const write = (state: unknown, url: string | URL | null | undefined, replace: boolean) => {
    const entry = { url: new URL(url ?? entries[index]!.url, entries[index]!.url), state };
    if (replace) entries[index] = entry;
    else entries.splice((index += 1), entries.length, entry);
  };
  const history = {
    get state() {
      return entries[index]!.state;
    },
    pushState: (state: unknown, _title: string, url?: string | URL | null) => write(state, url, false),
    replaceState: (state: unknown, _title: string, url?: string | URL | null) => write(state, url, true),
    go: (delta = 0) => {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      setTimeout(() => listeners.forEach((listener) => listener()));
    },
    back: () => history.go(-1),
    forward: () => history.go(1),
  };
  return {
    get location() {
      return entries[index]!.url as unknown as Location;
    },
    history: history as unknown as History,
    addEventListener: ((type: string, listener: () => void) => {
      if (type === 'popstate') listeners.add(listener);
    }) as Window['addEventListener'],
    removeEventListener: ((type: string, listener: () => void) => {
      if (type === 'popstate') listeners.delete(listener);
    }) as Window['removeEventListener'],
    entries: () => entries.map((entry) => `${entry.url.pathname}${entry.url.search}${entry.url.hash}`),
  };
}
