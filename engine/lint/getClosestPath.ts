import { getClosestName } from './getClosestName';

/**
 * The candidate state path most like `path`, for a "did you mean": one that differs from it in a single segment,
 * that segment being close (getClosestName), or one that does so for the start of `path` (the rest kept). Comparing whole paths would find "close" paths in long unrelated
 * strings (`user.pageData.vehicle.years` is not a typo of `user.pageData.schedule.reach`).
 */
export function getClosestPath(path: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const segments = path.split('.');
  // A path read below one that is known (`…zipinfo.state.state` for a written `…zipInfo`): its known part corrected.
  for (let length = segments.length; length >= 2; length -= 1) {
    const closest = getClosestSameLength(segments.slice(0, length), list);
    if (closest !== undefined) return [closest, ...segments.slice(length)].join('.');
  }
  return undefined;
}

/** The candidate of as many segments as `segments` that differs from them in one segment, that one being close. */
function getClosestSameLength(segments: string[], candidates: string[]): string | undefined {
  const path = segments.join('.');
  const alternatives = segments.map(() => new Map<string, string>());
  for (const candidate of candidates) {
    const other = candidate.split('.');
    if (other.length !== segments.length || candidate === path) continue;
    const differing = other.flatMap((segment, i) => (segment === segments[i] ? [] : [i]));
    if (differing.length === 1) alternatives[differing[0]!]!.set(other[differing[0]!]!, candidate);
  }
  for (const [i, byName] of alternatives.entries()) {
    const closest = getClosestName(segments[i]!, byName.keys());
    if (closest !== undefined) return byName.get(closest);
  }
  return undefined;
}
