/**
 * A page's code or own part did not load (its chunk, issue #12): entering the page fails with it, not with a page error,
 * so the host can tell the visitor and offer a reload (SPEC §8 chunk-load failure).
 */
export class PageLoadError extends Error {
  constructor(
    readonly pageId: string,
    cause: unknown,
  ) {
    super(`The page "${pageId}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PageLoadError';
  }
}
