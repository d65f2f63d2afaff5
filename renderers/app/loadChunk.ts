import { isChunkLoadError } from './isChunkLoadError';

/**
 * Loads a lazily built chunk (a page's code and its stylesheet), turning its failures into the SPEC §8 chunk-load
 * failures: an error named `CSS_CHUNK_LOAD_FAILED` when a stylesheet failed (Vite: "Unable to preload CSS"), else
 * `ChunkLoadError` — also when nothing arrived within `timeoutMilliseconds` (SPEC §9, funnel.yaml
 * chunkLoadTimeoutMilliseconds). The original error is kept as `cause`. Other failures (a defect in the loaded code)
 * pass through unchanged.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMilliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(toNamedError('ChunkLoadError', `Loading chunk timed out after ${timeoutMilliseconds} ms`)),
      timeoutMilliseconds,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof Error && (error.name === 'ChunkLoadError' || error.name === 'CSS_CHUNK_LOAD_FAILED')) throw error;
    if (!isChunkLoadError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw toNamedError(/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError', message, error);
  } finally {
    clearTimeout(timer);
  }
}

/** An Error with the given name. */
function toNamedError(name: string, message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = name;
  return error;
}
