import type { CompiledPage, FunnelModel } from '../compile/FunnelModel';
import type { FunnelState } from '../domain/state';
import type { ConditionCheck, DecisionRule, DecisionTrace } from './DecisionTrace';
import type { GuardEnvironment } from './evaluateCondition';
import type { ActionOutcome } from './createFunnelRuntime';
import type { SessionSaveOptions, SessionSaveOutcome } from './createSessionSaver';
import type { FunnelPorts } from './ports';

/** What a route guard or virtual-route handler may read and do. */
export interface GuardContext {
  model: FunnelModel;
  pageId: string;
  /** The current URL's query string (as entered, before any parameter was consumed). */
  search: string;
  ports: FunnelPorts;
  environment: GuardEnvironment & { referrer?: string };
  getState(): FunnelState;
  /** Updates the state (immer recipe). */
  update(recipe: (draft: FunnelState) => void): void;
  /** Returns a stored query parameter once and forgets it (SPEC §2 "consumed once"). */
  consumeQuery(name: string): string | null;
  /** Replaces the state with a fresh one, keeping what SPEC §4 keeps (experiments, affiliate cookies). */
  resetState(options?: { clearCookie?: boolean }): void;
  /** Whether a page's prerequisites hold now. */
  prerequisitesHold(pageId: string): boolean;
  /**
   * A page's prerequisites explained for the decision trace (DESIGN principle 12); null when it has none. For virtual
   * route handlers: the runtime loads the trace's code (deferredRuntime.ts, issue #12) before a handler runs, not
   * before a page's guards (the first page's guard must not wait for it).
   */
  explainPrerequisites(pageId: string): ConditionCheck | null;
  /** Saves the session through the runtime's queue (SPEC §4). */
  saveSession(options?: SessionSaveOptions): Promise<SessionSaveOutcome>;
  /** Waits for the queued saves and saves again when the last one failed (createSessionSaver `flush`, issue #13). */
  flushSaves(): Promise<SessionSaveOutcome>;
  /** Shows an alert (SPEC §8 global alerts). */
  alert(alert: FunnelAlert): void;
  /**
   * Runs an action of this page's YAML by name (engine/compile/registry.ts handlerActions names those a handler runs):
   * its calls are declared there, not in code.
   */
  runAction(name: string, input?: Record<string, unknown>): Promise<ActionOutcome>;
  /**
   * Another page, whole: in the browser a screen's own part (its navigation, calls, form) loads with it (issue #12), so
   * a guard reading more of another page than its prerequisites, route or kind loads it first.
   */
  loadPage(pageId: string): Promise<CompiledPage | undefined>;
  /**
   * Records a decision the handler took that is no navigation (DESIGN principle 12), e.g. the config-version rules. For
   * virtual route handlers, as explainPrerequisites.
   */
  recordDecision(entry: DecisionTrace): void;
}

/** SPEC §8 alert: a category and subcategory, the text, and its style. */
export interface FunnelAlert {
  category: 'GLOBAL_ALERT' | 'PAGE_ALERT';
  subCategory: string;
  text: string;
  /** A line under the text: where the visitor is and what to do (issue #14: the SPEC §2 error banner's). */
  detail?: string;
  style: 'success' | 'warning' | 'info' | 'danger';
  dismissible: boolean;
}

/**
 * What a guard decides: carry on rendering, or go somewhere else. `because` lists what a guard weighed (auto-route: each
 * page of its order with its prerequisites), recorded in the decision trace (DESIGN principle 12).
 */
export type GuardOutcome =
  | void
  | { scenario: string; because?: DecisionRule[] }
  | { goto: string; query?: Record<string, string>; because?: DecisionRule[] }
  | { external: string }
  | { reload: true };

export type RouteGuard = (context: GuardContext) => Promise<GuardOutcome> | GuardOutcome;
