import { getClosestName } from './getClosestName';

/** The `; did you mean "x"?` suffix of a diagnostic message, or '' when no candidate is close enough. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const closest = getClosestName(name, candidates);
  return closest === undefined ? '' : `; did you mean "${closest}"?`;
}
