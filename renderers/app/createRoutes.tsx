import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoadError, type EntryOutcome, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { BootLoader, PageBootLoader } from './BootLoader';
import { Layout } from './Layout';
import { loadPageComponent } from './loadPageComponent';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { toPagePath } from './toPagePath';

/** What a page route's loader gives its component. */
export interface PageLoaderData {
  pageId: string;
}

/**
 * The router's routes, generated from the model: one per page (SPEC §2 routes; landing is the index route), each
 * entering the page through the runtime in its loader (global rules, guards, entry calls), plus a catch-all whose
 * unknown path gets the page-not-found alert (SPEC §8). No route is written by hand.
 */
export function createRoutes(runtime: FunnelRuntime): RouteObject[] {
  const { model } = runtime;

  /**
   * Carries out what entering a route led to. A reload (SPEC §2 payment-method on return from payment) loads the
   * address being entered afresh, not the one the browser shows: at the end of a redirect chain (payment-pia-return →
   * payment → payment-method) the address bar still holds the chain's start; nothing renders meanwhile.
   */
  const toLoaderResult = (outcome: EntryOutcome, url: string): Response | PageLoaderData | null | Promise<never> => {
    switch (outcome.type) {
      case 'render':
        return { pageId: outcome.pageId };
      case 'redirect':
        return redirect(toPagePath(model, outcome.to, outcome.query));
      case 'external':
        window.location.assign(outcome.url);
        return null;
      case 'reload':
        window.location.replace(url);
        return new Promise<never>(() => {});
    }
  };
  const enter = async (route: string, request: Request) => {
    let outcome: EntryOutcome;
    try {
      outcome = await runtime.enterRoute(route, new URL(request.url).search);
    } catch (error) {
      // A page whose own part did not load: the route's error boundary offers a reload (SPEC §8 chunk-load failure).
      throw error instanceof PageLoadError ? error.cause : error;
    }
    return toLoaderResult(outcome, request.url);
  };

  const pageRoutes: RouteObject[] = model.pageIds.map((pageId) => {
    const page = model.pages[pageId]!;
    const shared = {
      id: pageId,
      loader: ({ request }: LoaderFunctionArgs) => enter(page.route, request),
      // Issue #12: the lazy Component alone (react-router's per-property lazy), so the loader (the page's entry calls)
      // runs while the page's code loads; a lazy route function would hold the loader until the code is there.
      lazy: { Component: () => loadPageComponent(runtime, pageId, model.funnel.constants.chunkLoadTimeoutMilliseconds) },
      ErrorBoundary: RouteErrorBoundary,
      // The first load shows the site's frame (Layout) around this, not a bare loader.
      HydrateFallback: PageBootLoader,
    };
    return page.route === '' ? { ...shared, index: true as const } : { ...shared, path: page.route };
  });

  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      // Only while a route without a fallback of its own loads first; the page routes show the frame meanwhile.
      HydrateFallback: BootLoader,
      // A failure of the frame itself: the same message without the frame.
      ErrorBoundary: () => (
        <main id="main" className="page">
          <RouteErrorBoundary />
        </main>
      ),
      children: [
        ...pageRoutes,
        { id: 'not-found', path: '*', loader: ({ request, params }) => enter(params['*'] ?? '', request), HydrateFallback: PageBootLoader },
      ],
    },
  ];
}
