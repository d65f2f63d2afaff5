import { useRouteError } from 'react-router';

/** SPEC §8 chunk load failure names: a new deployment replaced the chunk this page asked for. */
const chunkLoadErrors = /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|Importing a module script failed/;

/** What the user sees when a page fails to render or its code fails to load: the SPEC §8 banner and a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const isChunkLoad = chunkLoadErrors.test(text);
  if (!isChunkLoad) console.error(error);
  return (
    <section className="route-error">
      <div className="alert alert-danger" role="alert">
        <p className="alert-text">We're sorry, something went wrong.</p>
      </div>
      <p>
        {isChunkLoad ? 'A newer version of this page is available. ' : ''}
        <a href={import.meta.env.BASE_URL}>Start again</a>
      </p>
    </section>
  );
}
