/**
 * `load`, asked for once (issue #12: code and model parts loaded on demand): every caller shares its answer; a failed
 * load is asked for again by the next caller (a browser answers a module that failed from its module map until a
 * reload, which the host offers: SPEC §8 chunk-load failure).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = null;
    });
    return current;
  };
}
