import type { LineItem } from './state';

/**
 * Every line of a list of SPEC §3 line items with its child parts (a windshield's molding): each line, then its
 * `childParts` (theirs too), in order. A child part is priced, taxed, listed and paid like any line; flattening in one
 * order everywhere keeps the tax call's lines, the summary's lines and the amount to pay the same set.
 */
export function toFlatLineItems(lines: readonly LineItem[]): LineItem[] {
  return lines.flatMap((line) => [line, ...toFlatLineItems(Array.isArray(line.childParts) ? line.childParts : [])]);
}

/**
 * The lines (a tree, as the price call answers) with each one's sales tax taken from `taxes`, given in the order
 * toFlatLineItems lists them (the tax call's answer for those lines); a line with no tax given keeps its own.
 */
export function withFlatSalesTax(lines: readonly LineItem[], taxes: ReadonlyArray<{ salesTax?: unknown } | undefined>): LineItem[] {
  let index = 0;
  const taxed = (line: LineItem): LineItem => {
    const given = taxes[index++]?.salesTax;
    const salesTax = typeof given === 'number' ? given : line.salesTax;
    const children = Array.isArray(line.childParts) ? line.childParts : [];
    return { ...line, salesTax, ...(children.length > 0 ? { childParts: children.map(taxed) } : {}) };
  };
  return lines.map(taxed);
}
