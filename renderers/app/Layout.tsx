import { lazy, memo, Suspense, type ComponentType, type LazyExoticComponent, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { AlertList } from './AlertList';
import { PageBootLoader } from './BootLoader';
import { findRoute } from './createPageResolver';
import { useFunnelRouter } from './FunnelRouterProvider';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import { BusyContext } from './BusyContext';
import { useFirstPageDrawn } from './FirstPageDrawnContext';
import { LazyChatWidget } from './chat/LazyChatWidget';
import { getEnvironment } from '../../engine/domain/getEnvironment';
import { getFrameSummary } from './getFrameSummary';
import { LoadingOverlay } from './LoadingOverlay';
import { OrderSummaryPlace } from './OrderSummaryPlace';
import { PageContent } from './PageContent';
import { prefetchNextPages } from './prefetchNextPages';
import { ProgressIndicator } from './ProgressIndicator';
import { ProgressPlaceholder } from './ProgressPlaceholder';
import { StaticFrameContext } from './StaticFrameContext';
import type { FunnelSummary } from '../../engine/config/types';
import { useRuntime } from './useRuntime';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

type OrderSummaryComponent = ComponentType<{ summary: FunnelSummary; variant: 'column' | 'panel' }>;
const orderSummaries = new WeakMap<FunnelRuntime, LazyExoticComponent<OrderSummaryComponent>>();

/**
 * The order summary's code (its rows' formats, the silhouettes, the glass diagram) with the funnel's details it reads
 * (its rows, the price summary's words: FunnelRuntime.loadFunnelDetails): its own chunks, so the first page's scripts
 * stay within issue #12's budget; until they arrive its closed bar (phones) or an empty column holds its place.
 */
function orderSummaryOf(runtime: FunnelRuntime): LazyExoticComponent<OrderSummaryComponent> {
  let component = orderSummaries.get(runtime);
  if (!component) {
    component = lazy<OrderSummaryComponent>(() =>
      Promise.all([import('./summary/OrderSummary'), runtime.loadFunnelDetails()])
        .then(([module]) => ({ default: module.OrderSummary }))
        // A summary whose code does not arrive is left out: the page itself (and its own chunk-load handling) goes on.
        .catch((error: unknown) => {
          console.error(error);
          return { default: () => null };
        }),
    );
    orderSummaries.set(runtime, component);
  }
  return component;
}

/**
 * The order summary, or its place while its code loads (no layout shift when it arrives). `placeOnly`: its place alone,
 * its code not asked for yet (the first load: the first page's calls come first on a slow network).
 */
function LazyOrderSummary({ summary, variant, placeOnly }: { summary: FunnelSummary; variant: 'column' | 'panel'; placeOnly: boolean }) {
  const OrderSummary = orderSummaryOf(useRuntime());
  const placeholder = <OrderSummaryPlace summary={summary} variant={variant} />;
  if (placeOnly) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OrderSummary summary={summary} variant={variant} />
    </Suspense>
  );
}

/**
 * Issue #12: the frame's parts are drawn again only when what they are given changes; each reads what it shows of the
 * state itself. The layout's own render (a navigation starting: the page being left fades out) does not draw them.
 */
const FrameProgress = memo(ProgressIndicator);
const FrameSummary = memo(LazyOrderSummary);
const FrameAlerts = memo(AlertList);
const FramePageContent = memo(PageContent);
const FrameChat = memo(LazyChatWidget);

/**
 * The frame of every page: header with the progress indicator, the alerts, the page's `<h1>`, description and help text in
 * `<main>`, the loading overlay while a route loads or a page submits (SPEC §1), and the footer links.
 */
export function Layout() {
  const runtime = useRuntime();
  const { model } = runtime;
  const { router, state } = useFunnelRouter();
  // Each visit of a page is a fresh page: after a restart (SPEC §2) the same page shows the cleared state, not old input.
  // A change of the hash alone (the skip link, Back after it) is not a visit: what was typed stays.
  const { location } = state;
  const path = location.pathname + location.search;
  const seen = useRef<{ locationKey: string; path: string; hash: string; visitKey: string } | null>(null);
  if (seen.current === null || seen.current.locationKey !== location.key) {
    const isHashOnly = seen.current !== null && seen.current.path === path && seen.current.hash !== location.hash;
    seen.current = { locationKey: location.key, path, hash: location.hash, visitKey: isHashOnly ? seen.current!.visitKey : location.key };
  }
  const visitKey = seen.current.visitKey;
  const { pageId } = state;
  const page = pageId ? model.pages[pageId] : undefined;
  // Until a page has been shown (the first load, issue #12), the page being entered gives the frame its progress bar
  // and summary place (not its heading: the entry may still lead elsewhere), so the frame shown meanwhile does not move
  // when the page arrives. Read from the same router state as the page, so both change in the same render. An unknown
  // address is entered as no page of its own.
  const hasShownPage = useRef(false);
  if (pageId) hasShownPage.current = true;
  const enteringId = !hasShownPage.current ? (findRoute(model, router.pathUnderBase(location.pathname))?.pageId ?? '') : null;
  const framePageId = pageId ?? (enteringId && model.pages[enteringId]?.kind === 'page' ? enteringId : null);
  // A first load at a route that is no page of its own (landing, a resumed session, the error route, an unknown
  // address) goes on to a page, most often the entry page: meanwhile the frame holds the entry page's places (its
  // progress empty, its summary's place), as index.html's static frame does (SiteShell, issue #12), so the header does
  // not change when React takes over nor when the page arrives.
  const placePageId = framePageId ?? (enteringId !== null ? model.funnel.entry : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownVisit = useRef<string | null>(null);
  // The first page shown replaces the start-up loader, not another page: it is drawn at once, without the route fade
  // (SPEC §2 fades route changes; issue #12: a fade-in holds back the first page's largest paint by the fade's length).
  const pageVisit = `${pageId ?? 'none'}:${visitKey}`;
  const firstVisit = useRef<string | null>(null);
  if (pageId && firstVisit.current === null) firstVisit.current = pageVisit;
  const isFirstVisit = firstVisit.current === pageVisit;

  // Issue #12: once the visitor starts answering, the code of the pages Continue leads to is fetched.
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const main = mainRef.current;
    if (!pageId || !main) return;
    const intents = ['pointerdown', 'keydown', 'input', 'change'] as const;
    const onIntent = () => {
      // Not while the browser is offline: a module that failed to load stays failed in this document (Chromium), so a
      // fetch ahead that fails would fail the page's Continue once the connection is back. The next intent tries.
      if (navigator.onLine === false) return;
      stop();
      prefetchNextPages(runtime, pageId);
    };
    const stop = () => intents.forEach((type) => main.removeEventListener(type, onIntent, true));
    intents.forEach((type) => main.addEventListener(type, onIntent, true));
    return stop;
  }, [runtime, pageId, visitKey]);

  const staticFrame = useContext(StaticFrameContext);
  const siteName = model.funnel.brand?.name ?? '';
  // The brand's colours (issue #14) are the stylesheet's: virtual:funnel-theme.css, built from funnel.yaml, so that
  // index.html's static frame is painted in them before any script runs (issue #12).
  useEffect(() => {
    document.title = page?.title && siteName ? `${page.title} | ${siteName}` : (page?.title ?? siteName);
    // After moving to another page (or a new visit of the same one), focus its heading so keyboard and screen-reader
    // users start at the top.
    const visit = `${pageId ?? ''}:${visitKey}`;
    if (pageId && shownVisit.current !== null && shownVisit.current !== visit) headingRef.current?.focus();
    if (pageId) shownVisit.current = visit;
  }, [pageId, page?.title, visitKey, siteName]);

  const loader = model.funnel.loader;
  // SPEC §9: the environment (by host name) decides which chats show.
  const environment = getEnvironment(model.funnel.environments, window.location.hostname);
  // SPEC §2, §9 route fade: the page fades out while the next one loads and the next fades in, routeFadeMilliseconds each.
  const fadeMilliseconds = model.funnel.constants.routeFadeMilliseconds;
  // Issue #14: the order summary beside the page (a column on wide screens, a panel under the header on phones), on
  // the funnel's pages but not on one whose YAML says `summary: false` (getFrameSummary).
  const summary = getFrameSummary(model, placePageId);
  // Issue #12: the summary's code and the chat's are asked for once the first page is drawn (its place holds meanwhile).
  const isFirstPageDrawn = useFirstPageDrawn(Boolean(pageId));
  const summaryPlaceOnly = !pageId || !isFirstPageDrawn;
  return (
    <div className={summary ? 'app has-summary' : 'app'} style={{ '--route-fade': `${fadeMilliseconds}ms` } as CSSProperties}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The header bar and the footer are index.html's, as the build drew them (SiteHeader, SiteFooter; issue #12). */}
      <header className="site-header">
        <div className="site-header-bar" dangerouslySetInnerHTML={{ __html: staticFrame.headerBar }} />
        {framePageId ? <FrameProgress pageId={framePageId} /> : placePageId && model.progress.pages[placePageId]?.stage ? <ProgressPlaceholder /> : null}
      </header>
      {summary ? <FrameSummary summary={summary} variant="panel" placeOnly={summaryPlaceOnly} /> : null}
      <div className="page-layout">
        <div className="page-column">
          <FrameAlerts />
          <main id="main" className="page" tabIndex={-1} ref={mainRef}>
            <div key={pageVisit} className={`page-enter${isFirstVisit ? ' page-first' : ''}${state.navigating ? ' page-leaving' : ''}`}>
              {page?.title ? (
                <h1 ref={headingRef} tabIndex={-1}>
                  {page.title}
                </h1>
              ) : null}
              {pageId && page?.title ? <FramePageContent pageId={pageId} description={page.description} /> : null}
              <PageOutlet />
            </div>
          </main>
        </div>
        {summary ? <FrameSummary summary={summary} variant="column" placeOnly={summaryPlaceOnly} /> : null}
      </div>
      <BusyOverlay navigating={state.navigating !== null} text={loader.text} messages={loader.carousel ? loader.messages : []} />
      {/* Issue #12: the chat's code comes once the first page is drawn (it shows nothing before), then stays for the visit. */}
      {hasShownPage.current && isFirstPageDrawn ? <FrameChat pageId={pageId ?? null} hasPage={Boolean(page?.title)} chat={environment.chat} /> : null}
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: staticFrame.footer }} />
    </div>
  );
}

/**
 * The page the router shows: while the first page is entered, a loader holding its place (index.html's static frame
 * holds the same, SiteShell); a failure to enter it or to draw it, the SPEC §8 message (RouteErrorBoundary).
 */
export function PageOutlet() {
  const { state } = useFunnelRouter();
  const Page = state.Component;
  // Issue #12: the same element while the page is the same, so a change of the router's state that is not a new page
  // (a navigation starting: the page being left fades out) does not draw the page again (its form, under the overlay).
  const page = useMemo(
    () =>
      Page ? (
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      ) : null,
    [Page],
  );
  if (state.failure) return <RouteErrorBoundary error={state.failure.error} />;
  if (!state.initialized || !page) return state.initialized ? null : <PageBootLoader />;
  return page;
}

/** How long a load or submit lasts before the overlay shows: a fast one does not flash it. */
const overlayDelayMilliseconds = 150;

/**
 * The loading overlay while a route loads or a page submits, once it has lasted `overlayDelayMilliseconds`. It listens
 * to the busy count itself, so a submit starting re-renders the overlay only, not the frame and the page; and it is
 * added after the delay, not hidden during it, so the click's own frame does not lay out and paint a page-wide layer
 * (issue #12: INP).
 */
function BusyOverlay({ navigating, text, messages }: { navigating: boolean; text: string; messages: string[] }) {
  const busy = useContext(BusyContext);
  const busyCount = useSyncExternalStore(busy.subscribe, busy.getCount, busy.getCount);
  const loading = navigating || busyCount > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), overlayDelayMilliseconds);
    return () => clearTimeout(timer);
  }, [loading]);
  return <LoadingOverlay visible={loading && shown} text={text} messages={messages} />;
}
