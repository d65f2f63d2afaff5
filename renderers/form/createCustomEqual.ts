/**
 * A deep equality for RJSF, in place of `fast-equals` in the browser bundle (vite.config.ts aliases it here; issue #12:
 * fast-equals was ~2.6 KiB gzip in the form code of every journey). RJSF's deepEquals (@rjsf/utils) is its only user
 * there: it compares form data, schemas, uiSchemas, error schemas and component props with `circular: true` and
 * functions always equal. This gives fast-equals' answers on those (tests/unit/build/createCustomEqual.test.ts compares
 * the two): primitives by SameValue (NaN equals NaN, 0 does not equal -0), plain and null-prototype objects by their
 * own enumerable keys (a React element's `_owner` left out), arrays item by item, dates by time, regular expressions by
 * source and flags, maps and sets by matching entries in any order, and a value that refers to itself without end.
 * Other objects (DOM nodes, typed arrays, errors, class instances) are equal only when they are the same object, where
 * fast-equals compares some of them by value: RJSF then only draws once more.
 */

type Equal = (a: unknown, b: unknown) => boolean;
type AnyFunction = (...args: never[]) => unknown;

/** The options of fast-equals' createCustomEqual that RJSF passes (the only ones this takes). */
interface CustomEqualOptions {
  /** Track the pairs being compared, so a value that refers to itself ends. */
  circular?: boolean;
  createCustomConfig?: () => { areFunctionsEqual?: (a: AnyFunction, b: AnyFunction) => boolean };
}

/** A pair being compared (`circular`): each side's counterpart. */
type Cache = Map<object, object> | null;

/** Creates a deep equality with fast-equals' `createCustomEqual` options RJSF uses. */
export function createCustomEqual(config: CustomEqualOptions = {}): Equal {
  const areFunctionsEqual = config.createCustomConfig?.().areFunctionsEqual ?? ((a: AnyFunction, b: AnyFunction) => a === b);

  const equal = (a: unknown, b: unknown, cache: Cache): boolean => {
    if (a === b) return true;
    if (a == null || b == null || typeof a !== typeof b) return false;
    if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
    if (typeof a === 'function') return areFunctionsEqual(a as AnyFunction, b as AnyFunction);
    if (typeof a !== 'object') return false;
    const left = a as Record<PropertyKey, unknown>;
    const right = b as Record<PropertyKey, unknown>;
    const constructor = left.constructor;
    if (constructor !== right.constructor) return false;
    if (constructor === Date) return Object.is((a as Date).getTime(), (b as Date).getTime());
    if (constructor === RegExp) return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
    const compare =
      constructor === Object || constructor == null
        ? areObjectsEqual
        : Array.isArray(a)
          ? areArraysEqual
          : constructor === Map
            ? areMapsEqual
            : constructor === Set
              ? areSetsEqual
              : null;
    if (!compare) return false;
    if (!cache) return compare(left, right, cache);
    const seenA = cache.get(left);
    const seenB = cache.get(right);
    if (seenA && seenB) return seenA === right && seenB === left;
    cache.set(left, right);
    cache.set(right, left);
    const result = compare(left, right, cache);
    cache.delete(left);
    cache.delete(right);
    return result;
  };

  function areObjectsEqual(a: Record<string, unknown>, b: Record<string, unknown>, cache: Cache): boolean {
    const keys = Object.keys(a);
    const keysB = Object.keys(b);
    if (keys.length !== keysB.length) return false;
    const isElement = Boolean(a.$$typeof || b.$$typeof);
    return keys.every(
      (key) =>
        // A React element's owner is deeply circular and says nothing about the element.
        (isElement && key === '_owner') || (Object.prototype.propertyIsEnumerable.call(b, key) && equal(a[key], b[key], cache)),
    );
  }

  function areArraysEqual(a: object, b: object, cache: Cache): boolean {
    const left = a as unknown[];
    const right = b as unknown[];
    return left.length === right.length && left.every((item, index) => equal(item, right[index], cache));
  }

  /** Every entry of `a` matches an entry of `b` not matched yet (`b` has as many entries). */
  function areEntriesMatched(a: Iterable<unknown>, b: unknown[], cache: Cache, isMatch: (x: unknown, y: unknown, cache: Cache) => boolean) {
    const matched = new Set<number>();
    for (const entry of a) {
      const index = b.findIndex((candidate, at) => !matched.has(at) && isMatch(entry, candidate, cache));
      if (index < 0) return false;
      matched.add(index);
    }
    return true;
  }

  function areMapsEqual(a: object, b: object, cache: Cache): boolean {
    const left = a as Map<unknown, unknown>;
    const right = b as Map<unknown, unknown>;
    return (
      left.size === right.size &&
      areEntriesMatched(left.entries(), [...right.entries()], cache, (x, y, pairs) => {
        const [keyA, valueA] = x as [unknown, unknown];
        const [keyB, valueB] = y as [unknown, unknown];
        return equal(keyA, keyB, pairs) && equal(valueA, valueB, pairs);
      })
    );
  }

  function areSetsEqual(a: object, b: object, cache: Cache): boolean {
    const left = a as Set<unknown>;
    const right = b as Set<unknown>;
    return left.size === right.size && areEntriesMatched(left.values(), [...right.values()], cache, equal);
  }

  return (a, b) => equal(a, b, config.circular ? new Map() : null);
}
