import { getEditDistance } from './getEditDistance';

/**
 * The candidate most like `name`, for a "did you mean" (DESIGN principle 1), or undefined when none is close enough:
 * a case-only difference always counts; otherwise the edit distance must be at most 40% of the name's length, and the
 * names may not differ by a whole word swapped for another (`rear-door` is not a typo of `rear-window`: a reference
 * to a deleted page must not be pointed at a neighbour). Failing that, the only candidate that adds words to the name,
 * or that writes out its abbreviated last word.
 */
export function getClosestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const list = [...candidates]; // an iterator (a Map's keys) is read twice below
  let best: string | undefined;
  let bestDistance = Math.floor(name.length * 0.4) + 1;
  for (const candidate of list) {
    if (candidate === name) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = getEditDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance && !isWordSwap(lower, candidate.toLowerCase())) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ?? getOnlyExtension(name, list) ?? getOnlyAbbreviation(name, list);
}

/** A name's words: camelCase humps and `-`/`_`/`.`-separated parts (`providerNo` → provider, no). */
const toWords = (name: string): string[] => name.split(/(?=[A-Z])|[-_.]/).filter(Boolean).map((word) => word.toLowerCase());

/**
 * The one candidate that is `name` with its last word written out (`providerNo` → `providerNumber`, `zipCd` →
 * `zipCode`): the same words before it, and a last word that is shorter and starts with the same letter.
 */
function getOnlyAbbreviation(name: string, candidates: string[]): string | undefined {
  const words = toWords(name);
  const last = words[words.length - 1];
  if (words.length < 2 || last === undefined) return undefined;
  const found = candidates.filter((candidate) => {
    const other = toWords(candidate);
    const otherLast = other[other.length - 1]!;
    return other.length === words.length && other.slice(0, -1).join(' ') === words.slice(0, -1).join(' ') && otherLast.length > last.length && otherLast[0] === last[0];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The one candidate that is `name` with words added at its end (`zip` → `zipCode`, `load` → `loadMakes`), when there
 * is exactly one, or one that all the others extend in turn (`zipCode` for `zip` beside `zipCodeCtu`): a field, page
 * or action named by its first word. Two unrelated ones (`loadMakes`, `loadModels` for `load`) are a guess, not a
 * suggestion.
 */
function getOnlyExtension(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length < 3) return undefined;
  const extensions = [...candidates].filter(
    (candidate) => candidate.length > name.length && candidate.toLowerCase().startsWith(name.toLowerCase()) && /[A-Z\-_.]/.test(candidate[name.length]!),
  );
  const shortest = extensions.reduce<string | undefined>((best, candidate) => (best === undefined || candidate.length < best.length ? candidate : best), undefined);
  return shortest !== undefined && extensions.every((candidate) => candidate.startsWith(shortest)) ? shortest : undefined;
}

/**
 * Whether two names differ by one word replaced with another: what is left once their common start and end are taken
 * off is at least 3 characters on both sides and shares little (its edit distance is three quarters of it or more).
 * A typo (`damge`, `Jmp`), a letter pair swapped or a word added or dropped (`repair`, `isRepair`) is not a swap.
 */
function isWordSwap(a: string, b: string): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const restA = a.slice(start, a.length - end);
  const restB = b.slice(start, b.length - end);
  if (Math.min(restA.length, restB.length) < 3) return false;
  return getEditDistance(restA, restB) >= 0.75 * Math.max(restA.length, restB.length);
}

/**
 * The few candidates (at most `max`) that hold `name` inside them, case aside (`zip` → `zipcode`, `servicezip`): what a
 * message can offer when no one candidate is close enough for a "did you mean"; none for a name under 3 letters, or
 * when more than `max` hold it (a guess, not a help).
 */
export function getNamesContaining(name: string, candidates: Iterable<string>, max = 3): string[] {
  if (name.length < 3) return [];
  const found = [...new Set(candidates)].filter((candidate) => candidate.length > name.length && candidate.toLowerCase().includes(name.toLowerCase()));
  return found.length <= max ? found : [];
}
