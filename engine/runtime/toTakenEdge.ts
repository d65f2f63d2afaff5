import type { DecisionKind } from './DecisionTrace';

/** A navigation edge a decision took: the page, the scenario (`auto-route` for its order), the rule's 0-based index. */
export interface TakenEdge {
  from: string;
  scenario: string;
  ruleIndex: number;
  to: string;
}

/** `page → scenario: rule N → to` (a navigation). */
const navigationLine = /^(\S+) → ([^\s:]+): rule (\d+) → (\S+)/;
/** `page: guard name → scenario: rule N → to` (a guard or handler that named a scenario). */
const deciderLine = /^(\S+): (?:guard|handler) .+? → ([^\s:]+): rule (\d+) → (\S+)/;
/** `page: rule N → to` (auto-route's pick among its order). */
const autoRouteLine = /^(\S+): rule (\d+) → (\S+)/;

/**
 * The navigation edge a decision-trace line took (formatDecision's one-line form, as analytics receives it in the
 * DECISION custom event and the user's event bus keeps it), or null when the decision took none (a skipped page, a
 * guard going straight to a page, failed prerequisites, a config-version change). What the studio counts edges with:
 * the key `from|scenario|ruleIndex` is the one `funnel test` covers (engine/cli/journeys/toNavigationEdgeKey.ts).
 */
export function toTakenEdge(kind: DecisionKind | string, line: string): TakenEdge | null {
  const match =
    kind === 'navigation' ? navigationLine.exec(line) : kind === 'guard' || kind === 'handler' ? deciderLine.exec(line) : null;
  if (match) return { from: match[1]!, scenario: match[2]!, ruleIndex: Number(match[3]) - 1, to: match[4]! };
  const auto = kind === 'autoRoute' ? autoRouteLine.exec(line) : null;
  if (auto) return { from: auto[1]!, scenario: 'auto-route', ruleIndex: Number(auto[2]) - 1, to: auto[3]! };
  return null;
}
