import { CatalogError } from './CatalogError';

const rangePattern = /^(\d{4})(?:-(\d{4}))?$/;

/** Model years written as ranges ("1996-2011,2019-2026" or "2026"), expanded and ascending. */
export function parseModelYears(text: string, path: ReadonlyArray<string | number>): number[] {
  const years = new Set<number>();
  for (const part of text.split(',')) {
    const match = rangePattern.exec(part.trim());
    if (!match) {
      throw new CatalogError('bad-year-range', `"${text}" is not a list of year ranges like "1996-2011,2019-2026"`, path);
    }
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) throw new CatalogError('bad-year-range', `Year range "${part}" ends before it starts`, path);
    for (let year = first; year <= last; year += 1) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}
