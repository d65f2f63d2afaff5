/**
 * The decision trace (DESIGN principle 12, issue #11): every navigation decision, skipped page, route guard, virtual
 * route handler, auto-route choice and failed prerequisite is recorded as data, so tests, `funnel test`/`funnel
 * explain`, analytics and the studio can say why the visit went where it went.
 *
 * Nothing here may carry personal data (the trace is kept on the user's event bus, saved with the session and sent to
 * analytics): a condition is shown as its YAML text, and the state it read only as a shape (see ConditionCheck.found).
 */

/** What made the decision. */
export type DecisionKind =
  /** A scenario of a page resolved to its destination (a submit or a page action). */
  | 'navigation'
  /** A page of a sequence (funnel-config/sequences.yaml) passed over because its step's condition did not hold. */
  | 'skip'
  /** A route guard (page YAML `guards:`) or a SPEC §2 global rule sent the visit elsewhere. */
  | 'guard'
  /** A page's prerequisites did not hold (SPEC §2 global rule 5): a page error instead of the page. */
  | 'prerequisites'
  /** Auto-route (SPEC §2) chose the first page of its order whose prerequisites hold. */
  | 'autoRoute'
  /** Another virtual route's handler (landing, load-session, error, restart, heritage…) sent the visit on. */
  | 'handler'
  /**
   * A saved session was loaded under another config version than it was saved under (issue #15): what the version
   * rules kept and dropped (engine/runtime/applyConfigVersionRules.ts).
   */
  | 'configVersion';

/**
 * A condition of the closed condition language (DESIGN principle 5) as it was evaluated, without personal data.
 * `text` is the YAML condition written compactly (`minItems user.pageData.stages.partChoices 2`); `found` says what
 * the state held as a shape, never as the visitor's value: `is not set`, `is empty`, `is set`, `has 1 item`, `is
 * true`, `equals "Mobile"` (a literal of the YAML that the value matched), `is set, not "manualVin"`.
 */
export interface ConditionCheck {
  /** The operator (`all`, `eq`, `guard`…). */
  operator: string;
  text: string;
  holds: boolean;
  found: string;
  /** all / any / not: the parts evaluated, in order, up to the one that settled the answer. */
  parts?: ConditionCheck[];
}

/** One rule (or, for auto-route, one page of its order) that was evaluated; index is 0-based (formatters add 1). */
export interface DecisionRule {
  index: number;
  /** The page the rule leads to. */
  to: string;
  /** The YAML rule's `note` (for a sequence step, the step's note and where it comes from). */
  note?: string;
  /** The rule's `when` (auto-route: the page's prerequisites) as evaluated; absent when the rule has none. */
  condition?: ConditionCheck;
  taken: boolean;
}

/** What loading a session saved under another config version did (decision kind `configVersion`). Page ids only. */
export interface ConfigVersionChange {
  /** The version (content hash) the session was saved under; null when it was saved before versions were recorded. */
  saved: string | null;
  /** The version of the config the funnel runs now. */
  current: string;
  /** The page-data keys kept: pages that still exist, and data the config still writes (`stages`). */
  kept: string[];
  /** The page-data keys dropped: the answers of pages that no longer exist. */
  dropped: string[];
  /** The saved last page visited, cleared because that page no longer exists. */
  lastPageDropped?: string;
  /**
   * All of it on one line, as formatDecision prints it: `saved under config 1a2b3c4d5e6f, now 9f8e7d6c5b4a: dropped the
   * answers of removed pages old-page; kept 12 (last page old-page cleared)`.
   */
  summary: string;
}

/** One decision of the trace. */
export interface DecisionTrace {
  kind: DecisionKind;
  /** The page (or virtual route) where the decision was made. */
  page: string;
  /** The navigation scenario resolved (`forward`, `back`, a guard's `verifiedInsurance`…), null when none was. */
  scenario: string | null;
  /** For kind `skip`: the page passed over. */
  skipped?: string;
  /** The guard or handler that decided (`vehicleEntry`, `landing`, `global rule 4`…), for kinds guard and handler. */
  by?: string;
  /** Where the visit goes: a page, `external` (it leaves the funnel; the address is not kept), `reload`, or null. */
  to: string | null;
  /** The rule taken, or null when no rule was (a guard going straight to a page, failed prerequisites). */
  taken: DecisionRule | null;
  /** Every rule evaluated, in order; the taken one last (rules after it were not evaluated). */
  rules: DecisionRule[];
  /** For kind `configVersion`: what the version rules kept and dropped. */
  version?: ConfigVersionChange;
}
