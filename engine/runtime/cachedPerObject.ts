/**
 * `compute`, worked out once per object of the (immutable) compiled model it is given first (a step, a page's list):
 * what the engine derives from the model at every entry is derived once (issue #12).
 */
export function cachedPerObject<K extends object, A extends unknown[], R>(compute: (key: K, ...rest: A) => R): (key: K, ...rest: A) => R {
  const cache = new WeakMap<K, R>();
  return (key, ...rest) => {
    if (!cache.has(key)) cache.set(key, compute(key, ...rest));
    return cache.get(key)!;
  };
}
