import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Whether the router has shown the first page: loaded and no navigation under way. */
export function showsFirstPage(state: ReturnType<typeof createBrowserRouter>['state']): boolean {
  return state.initialized && state.navigation.state === 'idle';
}

/**
 * The router's provider (issue #12). The first page is drawn in a React transition: time-sliced, so the page answers
 * input while the first load's scripts still run (Lighthouse's total blocking time). Every page reached after it is
 * drawn in one go: a transition's render is dropped and started again by each answer of the page's `whileShown` calls,
 * and at 4× CPU the quote appeared only after its price.
 */
export function FunnelRouterProvider({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const shown = useRef(false);
  const isFirstPageShown = useCallback(() => (shown.current ||= showsFirstPage(router.state)), [router]);
  const firstPageShown = useSyncExternalStore(router.subscribe, isFirstPageShown);
  return <RouterProvider router={router} useTransitions={firstPageShown ? false : undefined} />;
}
