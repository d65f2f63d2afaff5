import { getClosestName, getNamesContaining } from './getClosestName';

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

/** `; did you mean one of "zipcode", "servicezip"?`: the few candidates holding `name` (getNamesContaining), or ''. */
export function didYouMeanContaining(name: string, candidates: Iterable<string>): string {
  const found = getNamesContaining(name, candidates);
  return found.length === 0 ? '' : `; did you mean ${found.length > 1 ? 'one of ' : ''}${found.map((each) => `"${each}"`).join(', ')}?`;
}
