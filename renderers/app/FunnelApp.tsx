import type { FunnelRouter } from './createFunnelRouter';
import { FunnelRouterProvider } from './FunnelRouterProvider';
import { Layout } from './Layout';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

/** The funnel as the router shows it: the site's frame (Layout) with the page in it. */
export function FunnelApp({ router }: { router: FunnelRouter }) {
  return (
    <FunnelRouterProvider router={router}>
      {/* A failure of the frame itself: the same message without the frame. */}
      <PageErrorBoundary
        fallback={(error) => (
          <main id="main" className="page">
            <RouteErrorBoundary error={error} />
          </main>
        )}
      >
        <Layout />
      </PageErrorBoundary>
    </FunnelRouterProvider>
  );
}
