import { getClosestName } from './getClosestName';

/**
 * The `; did you mean "x"?` suffix of a diagnostic message, or '' when no candidate is close enough; `choose` picks
 * the candidate (getClosestPath for state paths).
 */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  choose: (name: string, candidates: Iterable<string>) => string | undefined = getClosestName,
): string {
  const closest = choose(name, candidates);
  return closest === undefined ? '' : `; did you mean "${closest}"?`;
}
