/** The identity of a navigation edge: the page, the scenario (`auto-route` for an `order` entry) and the rule's index. */
export function toNavigationEdgeKey(from: string, scenario: string, index: number): string {
  return `${from}|${scenario}|${index}`;
}
