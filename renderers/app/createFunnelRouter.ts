import type { ComponentType } from 'react';
import type { Navigator, To } from 'react-router';

/** A place in the funnel as react-router's hooks give it (`useLocation`): the pathname includes the basename. */
export interface FunnelLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** What entering a place led to (the page resolver, createPageResolver). */
export type RouteResolution =
  /** Show `pageId` with its component. */
  | { type: 'render'; pageId: string; Component: ComponentType }
  /** Enter `to` instead: a path under the basename, with its query. */
  | { type: 'redirect'; to: string }
  /** The browser goes elsewhere (another site, a reload): nothing is shown meanwhile. */
  | { type: 'leave' };

/**
 * Enters `path` (under the basename: `/quote`) with `search` (`?offer=cash` or empty); `how.fromHistory`: the browser's
 * Back or Forward went there (not the first load, a link, or a redirect on the way).
 */
export type ResolveRoute = (path: string, search: string, how?: { fromHistory: boolean }) => Promise<RouteResolution>;

/** How the shown place was reached (react-router's navigation type). */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface FunnelRouterState {
  /** Whether the first place has been entered (a page shown, or the failure to enter it). */
  initialized: boolean;
  /** The place shown; during the first load, the place being entered. */
  location: FunnelLocation;
  action: NavigationAction;
  /** The page shown, or null (the first load, or a failure). */
  pageId: string | null;
  Component: ComponentType | null;
  /** Entering the shown place failed with `error` (the route error boundary shows it), or null. */
  failure: { error: unknown } | null;
  /** The place being entered after the first load (the shown page stays meanwhile), or null. */
  navigating: FunnelLocation | null;
}

export interface FunnelRouter {
  readonly basename: string;
  readonly state: FunnelRouterState;
  /** For react-router's `<Router>`: its `useNavigate` and links come here. */
  readonly navigator: Navigator;
  subscribe(listener: (state: FunnelRouterState) => void): () => void;
  /**
   * Goes to `to` (a path under the basename with its query, or a hash) or `delta` steps through the history; resolves
   * once the place is shown, or another navigation took its place.
   */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  /** The path under the basename (with its query) of the place being entered, else of the place shown. */
  currentPath(): string;
  /** `pathname` (as the address bar has it) under the basename: `/fmg/quote` → `/quote`. */
  pathUnderBase(pathname: string): string;
  /** Enters the address the browser shows and follows Back and Forward from now on. */
  start(): void;
  stop(): void;
}

/** The browser window the router reads its address from and writes its history to. */
export type RouterWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
}

/**
 * The funnel's router (issue #12): react-router's data router carried 16 KiB gzip of the first page's scripts for what
 * the funnel uses of it, which is this. A navigation enters its place first (the page resolver: the page's entry rules
 * and calls, its code) while the page being left stays shown; only then does the address change and the page show
 * (SPEC §2 routes: a redirect shows the page it leads to under that page's address). Back and Forward enter the place
 * the browser moved to; a change of the hash alone enters nothing. A newer navigation takes the place of one under way.
 */
export function createFunnelRouter({ basename, resolve, window: win }: { basename: string; resolve: ResolveRoute; window: RouterWindow }): FunnelRouter {
  const base = basename.replace(/\/+$/, '');
  const listeners = new Set<(state: FunnelRouterState) => void>();
  const newKey = () => Math.random().toString(36).slice(2, 10);
  const readLocation = (): FunnelLocation => {
    const entry = (win.history.state ?? {}) as HistoryEntryState;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  /** The path under the basename; a path outside it is entered as it is (and found unknown). */
  const underBase = (pathname: string) => {
    if (!base) return pathname;
    const lower = pathname.toLowerCase();
    const prefix = base.toLowerCase();
    if (lower === prefix) return '/';
    return lower.startsWith(`${prefix}/`) ? pathname.slice(base.length) : pathname;
  };
  const withBase = (path: string) => (base ? (path === '/' ? base : `${base}${path}`) : path);
  const href = (location: Pick<FunnelLocation, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;
  /** Writes `place` to the browser's history as a new entry or in place of the current one. */
  const writeHistory = (place: FunnelLocation, how: 'PUSH' | 'REPLACE') => {
    const entry: HistoryEntryState = { usr: place.state ?? undefined, key: place.key };
    if (how === 'PUSH') win.history.pushState(entry, '', href(place));
    else win.history.replaceState(entry, '', href(place));
  };

  let state: FunnelRouterState = {
    initialized: false,
    location: readLocation(),
    action: 'POP',
    pageId: null,
    Component: null,
    failure: null,
    navigating: null,
  };
  let entering: FunnelLocation | null = state.location;
  /** The navigation under way; a newer one replaces it and the older one's outcome is dropped. */
  let current = 0;
  const settleWaiting: Array<() => void> = [];

  const setState = (next: Partial<FunnelRouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };
  /** Resolves the callers of navigations that are over (shown, or replaced by a newer one). */
  const settle = () => {
    for (const done of settleWaiting.splice(0)) done();
  };

  /** A place from `to` (a path under the basename, or `?…`/`#…`) read against the place shown. */
  const toLocation = (to: string, usr: unknown): FunnelLocation => {
    const shown = new URL(href({ ...state.location, pathname: underBase(state.location.pathname) }), 'http://funnel.invalid');
    const url = new URL(to, shown);
    return { pathname: withBase(url.pathname), search: url.search, hash: url.hash, state: usr ?? null, key: newKey() };
  };

  /**
   * Enters `target`, following the resolver's redirects, then shows what it led to. `write`: how the address is
   * written once shown ('PUSH' or 'REPLACE'), or null when the browser already shows it (the first load, Back).
   */
  const enter = async (target: FunnelLocation, action: NavigationAction, write: 'PUSH' | 'REPLACE' | null) => {
    const id = ++current;
    entering = target;
    if (state.initialized) setState({ navigating: target });
    let place = target;
    let writeAs = write;
    let fromHistory = action === 'POP' && state.initialized;
    let outcome: { pageId: string; Component: ComponentType } | { error: unknown };
    try {
      for (;;) {
        const resolution = await resolve(underBase(place.pathname), place.search, { fromHistory });
        fromHistory = false;
        if (id !== current) return;
        if (resolution.type === 'leave') return;
        if (resolution.type === 'render') {
          outcome = resolution;
          break;
        }
        // A redirect of the first load or of Back replaces the address the browser shows.
        place = { ...toLocation(resolution.to, null), key: place.key };
        writeAs ??= 'REPLACE';
        entering = place;
        if (state.initialized) setState({ navigating: place });
      }
    } catch (error) {
      if (id !== current) return;
      outcome = { error };
    }
    if (writeAs) writeHistory(place, writeAs);
    entering = null;
    setState({
      initialized: true,
      location: place,
      action,
      navigating: null,
      ...('error' in outcome ? { pageId: null, Component: null, failure: { error: outcome.error } } : { pageId: outcome.pageId, Component: outcome.Component, failure: null }),
    });
    settle();
  };

  /**
   * Whether `next` is the shown place with another hash (the skip link, or Back after it): nothing is entered. Going
   * to the shown place without a hash enters it again (as a restart's first page does).
   */
  const isHashChange = (next: Pick<FunnelLocation, 'pathname' | 'search' | 'hash'>, isBack: boolean) =>
    state.initialized &&
    entering === null &&
    next.pathname === state.location.pathname &&
    next.search === state.location.search &&
    (isBack ? next.hash !== state.location.hash : next.hash !== '');

  const onPopState = () => {
    const next = readLocation();
    if (isHashChange(next, true)) {
      current += 1;
      setState({ location: next, action: 'POP' });
      settle();
      return;
    }
    void enter(next, 'POP', null);
  };

  const navigate = (to: string | number, options: { replace?: boolean; state?: unknown } = {}): Promise<void> => {
    const done = new Promise<void>((resolveDone) => settleWaiting.push(resolveDone));
    if (typeof to === 'number') {
      win.history.go(to);
      return done;
    }
    const target = toLocation(to, options.state);
    if (isHashChange(target, false)) {
      current += 1;
      const how = options.replace ? 'REPLACE' : 'PUSH';
      writeHistory(target, how);
      setState({ location: target, action: how });
      settle();
      return done;
    }
    // Entering the place shown again (a restart's first page) takes the place of its history entry.
    const replace = options.replace || href(target) === href(state.location);
    void enter(target, replace ? 'REPLACE' : 'PUSH', replace ? 'REPLACE' : 'PUSH');
    return done;
  };

  const pathOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
  const navigator: Navigator = {
    createHref: (to) => pathOf(to),
    go: (delta) => void navigate(delta),
    push: (to, usr) => void navigate(underBase(pathOf(to)), { state: usr }),
    replace: (to, usr) => void navigate(underBase(pathOf(to)), { replace: true, state: usr }),
  };

  return {
    basename: base,
    get state() {
      return state;
    },
    navigator,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    pathUnderBase: underBase,
    currentPath: () => {
      const place = entering ?? state.location;
      return `${underBase(place.pathname)}${place.search}`;
    },
    start() {
      win.addEventListener('popstate', onPopState);
      void enter(state.location, 'POP', null);
    },
    stop() {
      win.removeEventListener('popstate', onPopState);
      current += 1;
    },
  };
}
