import type { PricingLine } from './PricingLine';

/** Every line of a tree, parents before their child parts. */
export function toFlatLines(lines: readonly PricingLine[]): PricingLine[] {
  return lines.flatMap((line) => [line, ...toFlatLines(line.children)]);
}
