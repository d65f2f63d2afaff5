import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, type NavigationType } from 'react-router';
import type { FunnelRouter, FunnelRouterState } from './createFunnelRouter';

/** Whether the router has shown the first page (or the failure to enter it) and no navigation is under way. */
export function showsFirstPage(state: FunnelRouterState): boolean {
  return state.initialized && state.navigating === null;
}

interface FunnelRouterContextValue {
  router: FunnelRouter;
  state: FunnelRouterState;
}

const FunnelRouterContext = createContext<FunnelRouterContextValue | null>(null);

/** The funnel's router and the state the frame and its page are drawn from (inside FunnelRouterProvider). */
export function useFunnelRouter(): FunnelRouterContextValue {
  const value = useContext(FunnelRouterContext);
  if (!value) throw new Error('useFunnelRouter: no FunnelRouterProvider around');
  return value;
}

/**
 * The router's provider: react-router's `<Router>` (so `useLocation` and `useNavigate` answer from the page shown)
 * around `children`. The first page is drawn in a React transition (issue #12): time-sliced, so the page answers input
 * while the first load's scripts still run (Lighthouse's total blocking time). Every page reached after it is drawn in
 * one go: a transition's render is dropped and started again by each answer of the page's `whileShown` calls, and at 4×
 * CPU the quote appeared only after its price.
 */
export function FunnelRouterProvider({ router, children }: { router: FunnelRouter; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  const shown = useRef(showsFirstPage(router.state));
  useLayoutEffect(() => {
    const apply = (next: FunnelRouterState) => {
      if (shown.current) setState(next);
      else startTransition(() => setState(next));
      if (showsFirstPage(next)) shown.current = true;
    };
    const stop = router.subscribe(apply);
    // What changed between the first render and this subscription.
    apply(router.state);
    return stop;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return (
    <FunnelRouterContext value={value}>
      <Router basename={router.basename} location={state.location} navigationType={state.action as NavigationType} navigator={router.navigator}>
        {children}
      </Router>
    </FunnelRouterContext>
  );
}
