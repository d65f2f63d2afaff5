import { getClosestName } from './getClosestName';

/**
 * The candidate state path most like `path`, for a "did you mean": the path with a segment it left out, one that
 * differs from it in a single segment, that segment being close (getClosestName), or one that does so for the start
 * of `path` (the rest kept); failing those, a longer path ending in its last segment. Comparing whole paths would
 * find "close" paths in long unrelated strings (`user.pageData.vehicle.years` is not a typo of
 * `user.pageData.schedule.reach`).
 */
export function getClosestPath(path: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const segments = path.split('.');
  // A segment left out (`order.serviceLocation.providerNumber` for `…provider.providerNumber`): the leaf is right.
  const deeper = getOnlyInsertion(segments, list);
  if (deeper !== undefined) return deeper;
  // A path read below one that is known (`…zipinfo.state.state` for a written `…zipInfo`): its known part corrected.
  // A start that is itself known is right as it is (`external.vehicle` of `external.vehicle.yr` is not a typo of
  // `external.vehicleDamage`): the mistake is after it.
  const isKnownStart = (start: string) => list.some((candidate) => candidate === start || candidate.startsWith(`${start}.`));
  for (let length = segments.length; length >= 2; length -= 1) {
    if (length < segments.length && isKnownStart(segments.slice(0, length).join('.'))) break;
    const closest = getClosestSameLength(segments.slice(0, length), list);
    if (closest !== undefined) return [closest, ...segments.slice(length)].join('.');
  }
  return getClosestByLeaf(segments, list);
}

/** The one candidate that is `segments` with one segment put in (before the last), when there is exactly one. */
function getOnlyInsertion(segments: string[], candidates: string[]): string | undefined {
  if (segments.length < 2) return undefined;
  const found = candidates.filter((candidate) => {
    const other = candidate.split('.');
    if (other.length !== segments.length + 1 || other[other.length - 1] !== segments[segments.length - 1]) return false;
    return other.some((_, skip) => skip < other.length - 1 && other.filter((__, i) => i !== skip).join('.') === segments.join('.'));
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A name written without its place (`zipCode` for `order.serviceLocation.zipCode`, a form field's name for the
 * state path it is kept at): the shortest candidate ending in that name (or a close one), when only one is that short
 * (or, candidates listed once per use, one is used more than the others).
 */
function getClosestByLeaf(segments: string[], candidates: string[]): string | undefined {
  const leaf = segments[segments.length - 1]!;
  const byLeaf = new Map<string, string[]>();
  for (const candidate of candidates) {
    const other = candidate.split('.');
    if (other.length <= segments.length || other.slice(0, segments.length - 1).join('.') !== segments.slice(0, -1).join('.') && segments.length > 1) continue;
    const last = other[other.length - 1]!;
    byLeaf.set(last, [...(byLeaf.get(last) ?? []), candidate]);
  }
  const name = byLeaf.has(leaf) ? leaf : getClosestName(leaf, byLeaf.keys());
  if (name === undefined) return undefined;
  const ending = byLeaf.get(name)!;
  const shortest = Math.min(...ending.map((candidate) => candidate.split('.').length));
  // Candidates listed as often as they are used (getClosestStatePath): among the shortest, the one used most.
  const uses = new Map<string, number>();
  for (const candidate of ending) if (candidate.split('.').length === shortest) uses.set(candidate, (uses.get(candidate) ?? 0) + 1);
  const ranked = [...uses].sort((a, b) => b[1] - a[1]);
  return ranked.length === 1 || (ranked.length > 1 && ranked[0]![1] > ranked[1]![1]) ? ranked[0]![0] : undefined;
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
