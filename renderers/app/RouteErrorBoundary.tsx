import { Component, useContext, useEffect, type ReactNode } from 'react';
import { RuntimeContext } from './RuntimeContext';
import { ErrorReporterContext } from './ErrorReporterContext';
import { isChunkLoadError } from './isChunkLoadError';

/**
 * What the user sees when a page fails to render or its code fails to load: the SPEC §8 banner and a way on. A page
 * whose code or stylesheet did not load (SPEC §8 chunk-load failure) offers a reload, which fetches the current files;
 * any other failure offers to start again. Either way the failure goes to the front-end logger once (SPEC §8: a
 * framework error at log-critical, a chunk-load failure at log-warning, see errorLogLevels).
 */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  const reporter = useContext(ErrorReporterContext);
  const isChunkLoad = isChunkLoadError(error);
  // funnel.yaml messages; a failure before the runtime exists (none around) still says something.
  const messages = useContext(RuntimeContext)?.model.funnel.messages;
  useEffect(() => {
    reporter?.report(isChunkLoad ? 'chunk-load' : 'framework', error);
  }, [error, isChunkLoad, reporter]);
  return (
    <section className="route-error" aria-labelledby="route-error-text">
      <div className="alert alert-danger" role="alert">
        <p className="alert-text" id="route-error-text">
          {messages?.unknownError ?? 'Something went wrong.'}
        </p>
      </div>
      {isChunkLoad ? (
        <>
          <p>{messages?.pageLoadFailed ?? 'This page could not be loaded.'}</p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              {messages?.reloadPage ?? 'Reload'}
            </button>
          </p>
        </>
      ) : (
        <p>
          <a href={import.meta.env.BASE_URL}>{messages?.startAgain ?? 'Home'}</a>
        </p>
      )}
    </section>
  );
}

/**
 * Catches what its children throw while rendering (a page's failure, or the frame's) and shows the SPEC §8 message
 * (RouteErrorBoundary) in their place. A new visit of a page mounts a new boundary (Layout keys it), so the next page
 * renders afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; fallback?: (error: unknown) => ReactNode }, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return this.props.fallback ? this.props.fallback(failure.error) : <RouteErrorBoundary error={failure.error} />;
  }
}
