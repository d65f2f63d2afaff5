/** SPEC §8 chunk load failure names, and what browsers and Vite say when a module or stylesheet fails to load. */
const chunkLoadPattern =
  /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/;

/** Whether a failure is a page's code or stylesheet failing to load (SPEC §8), rather than a defect in it. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return chunkLoadPattern.test(`${error.name}: ${error.message}`);
  return typeof error === 'string' && chunkLoadPattern.test(error);
}
