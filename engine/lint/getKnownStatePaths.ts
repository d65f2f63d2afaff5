import { createInitialState, openStatePaths } from '../domain/state';

let known: Set<string> | undefined;

/**
 * Every state path that exists in createInitialState() (engine/domain/state.ts), intermediate objects included;
 * below openStatePaths any key is allowed, so those are listed only down to the open map itself.
 */
export function getKnownStatePaths(): ReadonlySet<string> {
  if (!known) {
    const paths = new Set<string>();
    const open = new Set<string>(openStatePaths);
    const walk = (value: unknown, prefix: string): void => {
      if (prefix) paths.add(prefix);
      if (open.has(prefix)) return;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    };
    walk(createInitialState(), '');
    known = paths;
  }
  return known;
}
