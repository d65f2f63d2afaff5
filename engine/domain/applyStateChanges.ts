import type { StateChange } from './toStateChanges';

/** Whether a value is a plain object (not an array, not null). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies the changes of toStateChanges to `target` (an immer draft, or any mutable JSON value), in order: the
 * value another tab had becomes the value it has now (SPEC §9 cross-tab sharing, issue #12). Objects missing on the way
 * are created. An array change whose old array this tab does not have (another length: both tabs changed it at once)
 * is left out, so no list is pieced together from the wrong items. Answers how many changes were left out.
 */
export function applyStateChanges(target: Record<string, unknown>, changes: readonly StateChange[]): number {
  let skipped = 0;
  for (const change of changes) {
    const { path } = change;
    if (path.length === 0) {
      skipped += 1;
      continue;
    }
    let parent: Record<string, unknown> | unknown[] = target;
    for (const key of path.slice(0, -1)) {
      const next: unknown = (parent as Record<string, unknown>)[key];
      if (isRecord(next) || Array.isArray(next)) {
        parent = next;
        continue;
      }
      const created: Record<string, unknown> = {};
      (parent as Record<string, unknown>)[key] = created;
      parent = created;
    }
    const key = path.at(-1)!;
    const record = parent as Record<string, unknown>;
    if ('set' in change) record[key] = change.set;
    else if ('unset' in change) delete record[key];
    else {
      const old = record[key];
      if (!Array.isArray(old) || old.length !== change.from) {
        skipped += 1;
        continue;
      }
      const rebuilt: unknown[] = [];
      for (const run of change.runs) {
        if (Array.isArray(run)) rebuilt.push(...old.slice(run[0], run[0] + run[1]));
        else rebuilt.push(...run.add);
      }
      record[key] = rebuilt;
    }
  }
  return skipped;
}
