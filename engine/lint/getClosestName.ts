import { getEditDistance } from './getEditDistance';

/**
 * The candidate most like `name`, for a "did you mean" (DESIGN principle 1), or undefined when none is close enough:
 * a case-only difference always counts; otherwise the edit distance must be at most 40% of the name's length.
 */
export function getClosestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.floor(name.length * 0.4) + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = getEditDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
