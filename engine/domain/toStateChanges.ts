/**
 * One change between two versions of a JSON value, at `path` (property names and array indices): `set` a new value,
 * `unset` a property, or rebuild an array from `runs` of the old one (`[start, count]`, copied) and `add`ed items, the
 * old array having had `from` items.
 */
export type StateChange =
  | { path: string[]; set: unknown }
  | { path: string[]; unset: true }
  | { path: string[]; from: number; runs: Array<[number, number] | { add: unknown[] }> };

/** Whether a value is a plain object (not an array, not null). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC §9 cross-tab sharing, issue #12: what changed from `before` to `after`, as small as the state's structural
 * sharing allows (immer keeps what did not change the same object): parts that are the same object are skipped, objects
 * are compared key by key, and an array is rebuilt from runs of its old items and its new ones, so one entry added to
 * the user's event bus is one item, not the whole list. Applying the changes to `before` (applyStateChanges) gives a
 * value equal to `after`.
 */
export function toStateChanges(before: unknown, after: unknown, path: string[] = []): StateChange[] {
  if (before === after) return [];
  if (isRecord(before) && isRecord(after)) {
    const changes: StateChange[] = [];
    for (const key of Object.keys(before)) {
      if (after[key] === undefined && before[key] !== undefined) changes.push({ path: [...path, key], unset: true });
    }
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      changes.push(...toStateChanges(before[key], after[key], [...path, key]));
    }
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length > 0) {
    const runs = toArrayRuns(before, after);
    // Rebuilding is worth it only when some old items are kept.
    if (runs.some((run) => Array.isArray(run))) return [{ path, from: before.length, runs }];
  }
  return [{ path, set: after }];
}

/** `after` as runs of `before`'s items (`[start, count]`) and added items. */
function toArrayRuns(before: unknown[], after: unknown[]): Array<[number, number] | { add: unknown[] }> {
  const firstIndex = new Map<unknown, number>();
  before.forEach((item, index) => {
    if (!firstIndex.has(item)) firstIndex.set(item, index);
  });
  const runs: Array<[number, number] | { add: unknown[] }> = [];
  let index = 0;
  while (index < after.length) {
    const start = firstIndex.get(after[index]);
    if (start === undefined) {
      const last = runs.at(-1);
      if (last && !Array.isArray(last)) last.add.push(after[index]);
      else runs.push({ add: [after[index]] });
      index += 1;
      continue;
    }
    let count = 1;
    while (index + count < after.length && start + count < before.length && before[start + count] === after[index + count]) count += 1;
    runs.push([start, count]);
    index += count;
  }
  return runs;
}
