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
    throw toChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A failure to load code or a stylesheet under its SPEC §8 name (`ChunkLoadError`, `CSS_CHUNK_LOAD_FAILED`), with the
 * original error as `cause`; any other failure as it is.
 */
export function toChunkLoadError(error: unknown): unknown {
  if (error instanceof Error && (error.name === 'ChunkLoadError' || error.name === 'CSS_CHUNK_LOAD_FAILED')) return error;
  if (!isChunkLoadError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return toNamedError(/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError', message, error);
}

/** An Error with the given name. */
function toNamedError(name: string, message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = name;
  return error;
}
