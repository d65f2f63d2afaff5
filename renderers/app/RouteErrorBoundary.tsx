import { useContext, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { globalErrorText } from '../../engine/runtime/virtualHandlers';
import { ErrorReporterContext } from './ErrorReporterContext';
import { isChunkLoadError } from './isChunkLoadError';

/**
 * What the user sees when a page fails to render or its code fails to load: the SPEC §8 banner and a way on. A page
 * whose code or stylesheet did not load (SPEC §8 chunk-load failure) offers a reload, which fetches the current files;
 * any other failure offers to start again. Either way the failure goes to the front-end logger once (SPEC §8: a
 * framework error at log-critical, a chunk-load failure at log-warning, see errorLogLevels).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reporter = useContext(ErrorReporterContext);
  const isChunkLoad = isChunkLoadError(error);
  useEffect(() => {
    reporter?.report(isChunkLoad ? 'chunk-load' : 'framework', error);
  }, [error, isChunkLoad, reporter]);
  return (
    <section className="route-error" aria-labelledby="route-error-text">
      <div className="alert alert-danger" role="alert">
        <p className="alert-text" id="route-error-text">
          {globalErrorText}
        </p>
      </div>
      {isChunkLoad ? (
        <>
          <p>This page could not be loaded: your connection may have dropped, or a newer version of the site is available.</p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </p>
        </>
      ) : (
        <p>
          <a href={import.meta.env.BASE_URL}>Start again</a>
        </p>
      )}
    </section>
  );
}
