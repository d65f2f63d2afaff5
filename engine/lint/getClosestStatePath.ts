import { getClosestName } from './getClosestName';
import { getClosestPath } from './getClosestPath';
import { getKnownStatePaths } from './getKnownStatePaths';

/**
 * The state path most likely meant by an unknown `path`, for a "did you mean": first among the paths the config
 * already uses (`used`, once per use: a name written without its place is most likely the one the funnel uses most), then among
 * every path of the state (getClosestPath: a left-out segment, one misspelt segment, a name put at its place), and
 * last the closest whole text that is not a path above `path` (a parent is never what was meant: the leaf was).
 */
export function getClosestStatePath(path: string, used: Iterable<string> = []): string | undefined {
  const known = getKnownStatePaths();
  const usedKnown = [...used].filter((candidate) => known.has(candidate)); // once per use: the most used wins a tie
  const found = getClosestPath(path, usedKnown) ?? getClosestPath(path, known);
  if (found !== undefined) return found;
  return getClosestName(path, [...known].filter((candidate) => !path.startsWith(`${candidate}.`)));
}
