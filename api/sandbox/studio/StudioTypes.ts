import type { JourneyCoverageReport } from '../../../engine/cli/journeys/journeyCoverageReport';

/**
 * What the studio's API (/sandbox/studio/api/…, issue #15) answers: the sandbox builds these from the compiled model,
 * the config's source positions, the journeys and the stored analytics; the studio app (renderers/studio) draws them.
 * Sandbox-only, not SPEC §7 calls and not in the contract.
 */

/** A condition of the closed language as a tree the studio shows: each part written as the decision trace writes it. */
export interface StudioCondition {
  /** `all`, `any`, `not`, or the operator of a plain condition. */
  operator: string;
  /** The condition on one line (engine/runtime/toConditionText.ts). */
  text: string;
  parts?: StudioCondition[];
}

/** One step of a page's load, submit or action, as a line: `call parts.wipers → user.pageData.quote.wipers`. */
export interface StudioBinding {
  /** `load`, `submit`, or `action <name>`. */
  list: string;
  text: string;
  /** Its `when`, written on one line. */
  when?: string;
}

/** A page (or virtual route) of the flow map. */
export interface StudioPage {
  id: string;
  /** The YAML title, else the id. */
  title: string;
  kind: 'page' | 'virtual' | 'bailout';
  route: string;
  /**
   * The stage (funnel.yaml stages) it belongs to; for virtual routes `entry` (landing and the routes it leads to) or
   * `routing` (the others and bailout); `other` for a screen without one.
   */
  stage: string;
  step?: number;
  description?: string;
  /** Where the page is written, relative to the config directory (`pages/quote.yaml`), and the line of its `id`. */
  file?: string;
  line?: number;
  prerequisites: StudioCondition | null;
  guards: string[];
  handler?: string;
  renderer?: string;
  /** The form's fields and where each is kept. */
  fields: Array<{ name: string; path: string }>;
  bindings: StudioBinding[];
  /** Experiment setting keys (SPEC §9) that change the page. */
  experiments: string[];
  terminal: boolean;
}

/**
 * What kind of way between pages an edge is, for the map's styles and filters: `back` (the scenario named back),
 * `routing` (from or to a virtual route), `skip` (a sequence step rule past an earlier step of the same sequence: the
 * way on when the stages between are empty), else `forward`.
 */
export type StudioEdgeKind = 'forward' | 'skip' | 'back' | 'routing';

/** One navigation rule (or auto-route order entry) of the flow map. */
export interface StudioEdge {
  /** `from|scenario|ruleIndex`: the key `funnel test` covers and the trace's lines give back. */
  key: string;
  from: string;
  to: string;
  scenario: string;
  /** 0-based, as the runtime tries the scenario's rules. */
  ruleIndex: number;
  kind: StudioEdgeKind;
  /** The rule's condition on one line (auto-route: the destination's prerequisites hold). */
  condition?: string;
  /** The rule's note as written. */
  note?: string;
  /** The condition in words for the map's label: the note's first clause, else the condition's text. */
  summary?: string;
  file?: string;
  line?: number;
}

/** A stage of the map: a group of pages, in the journey's order. */
export interface StudioStage {
  id: string;
  title: string;
  description?: string;
}

/** GET /sandbox/studio/api/map: the flow as the studio draws it. */
export interface StudioMap {
  /** The compiled model's content hash: the config version. */
  version: string;
  /** Whether the pages' and edges' file:line are known (the config directory holds the config the sandbox serves). */
  hasPositions: boolean;
  /** The config directory the positions are relative to (as the sandbox was started), for display. */
  configDir: string;
  stages: StudioStage[];
  pages: StudioPage[];
  edges: StudioEdge[];
}

/** GET /sandbox/studio/api/coverage: the journeys and the edges each took (`funnel test`'s edge coverage). */
export type StudioCoverage = JourneyCoverageReport;

/** Per page: the visitors who reached it, went on to another page after it, and left there (their last page). */
export interface StudioPageFlow {
  reached: number;
  wentOn: number;
  left: number;
}

/** A funnel chart's row: a stage and how many visitors reached it. */
export interface StudioFunnelStep {
  stage: string;
  title: string;
  reached: number;
  /** A way forward passes it by (a forward edge from an earlier stage to a later one): not every visitor needs it. */
  optional: boolean;
}

/** One funnel chart: everyone, or the visitors of one variation of an experiment. */
export interface StudioFunnel {
  /** `All visitors`, or the variation's name. */
  label: string;
  variation: string | null;
  visitors: number;
  steps: StudioFunnelStep[];
}

/** An experiment seen in the stored page views, with its variations and their visitors. */
export interface StudioExperiment {
  testId: string;
  variations: Array<{ id: string; name: string; visitors: number }>;
}

/** GET /sandbox/studio/api/dropoff: where visitors went and left, from stored page views and decision-trace events. */
export interface StudioDropOff {
  /** The range asked for (UTC days, inclusive), null when open. */
  from: string | null;
  to: string | null;
  experiment: string | null;
  variation: string | null;
  /** Visitors (a user id, else an analytics session) with a page view in range (and in the variation). */
  visitors: number;
  pages: Record<string, StudioPageFlow>;
  /** Edge key → the visitors who took it (DECISION events whose line names the rule). */
  edges: Record<string, number>;
  experiments: StudioExperiment[];
  /** One per variation of the experiment asked for (the variation filter aside, so they compare), else everyone's. */
  funnels: StudioFunnel[];
}

/** A visit as the session list shows it. */
export interface StudioSessionSummary {
  sessionKey: string;
  firstAt: string;
  lastAt: string;
  pageViews: number;
  firstPage: string | null;
  lastPage: string | null;
}

/** One step of a session's path: a page shown (or a virtual route that decided), with the decisions taken there. */
export interface StudioSessionStep {
  page: string;
  /** Whether the page was shown (a page view), or only decided on (a virtual route, a guard that redirected). */
  shown: boolean;
  at: string;
  decisions: Array<{ kind: string; line: string }>;
}

/** GET /sandbox/studio/api/session: a session found by saved session id, session key or order number. */
export interface StudioSession {
  /** What it was found by. */
  query: { savedSessionId?: string; sessionKey?: string; eon?: string };
  /** The analytics sessions of the visit (a saved session resumed in another browser has several). */
  sessionKeys: string[];
  saved: {
    savedSessionId: string;
    eon: string | null;
    configVersion: string | null;
    lastPageVisited: string | null;
    updatedAt: string;
  } | null;
  steps: StudioSessionStep[];
  /**
   * The decisions the saved session's event bus kept (the newest, saved with the session), shown when analytics has
   * none of them.
   */
  savedDecisions: Array<{ kind: string; line: string }>;
}

/** GET /sandbox/studio/api/versions: saved sessions per config version. */
export interface StudioVersions {
  current: string;
  versions: Array<{ version: string | null; sessions: number; submitted: number; firstSavedAt: string; lastSavedAt: string }>;
  /** Sessions loaded under another version than they were saved under (configVersion decisions in analytics). */
  resumedUnderAnother: number;
}
