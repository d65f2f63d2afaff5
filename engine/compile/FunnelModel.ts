/** The compiled funnel: plain JSON-serialisable data, built once (at build time for the browser). */
import type { CascadeRule, FunnelFileConfig, NavigationRule, PageConfig } from '../config/types';

/** For each step of a binding list, the earlier steps it waits for (engine/compile/getBindingWaits.ts). */
export type BindingWaits = number[][];

/** A navigation rule as compiled: as written, or one a sequence reference expanded into. */
export interface CompiledNavigationRule extends NavigationRule {
  /**
   * The sequence (funnel-config/sequences.yaml) whose step this rule is: passing over it when its `when` fails skips
   * that page (SPEC §2 "empty stages skipped"), which the decision trace records (DESIGN principle 12).
   */
  sequence?: string;
}

/** A page with its navigation normalised to lists of rules and its binding lists ordered as a graph. */
export interface CompiledPage extends Omit<PageConfig, 'navigation'> {
  navigation: Record<string, CompiledNavigationRule[]>;
  /** What each step of `load`, `submit` and each action waits for (DESIGN principle 11); worked out when absent. */
  waits?: { load: BindingWaits; submit: BindingWaits; actions: Record<string, BindingWaits> };
}

/** What the progress indicator needs (issue #14; engine/compile/getProgressModel.ts). */
export interface ProgressModel {
  /** The stages it may show, in funnel.yaml's order. */
  stages: Array<{ id: string; title: string }>;
  /**
   * Each staged screen: the stage it counts under (null: no indicator) and its ways back and forward; a hand-off page
   * (`handOffStages`): the stages the visitor still passes in the other funnel, counted once the path reaches it.
   */
  pages: Record<
    string,
    { stage: string | null; back: Array<Pick<NavigationRule, 'to' | 'when'>>; forward: Array<Pick<NavigationRule, 'to' | 'when'>>; handOff?: string[] }
  >;
}

export interface FunnelModel {
  funnel: FunnelFileConfig;
  /** Pages by id. */
  pages: Record<string, CompiledPage>;
  /** Page ids in a stable order (real pages first, then virtual ones). */
  pageIds: string[];
  /** Route (path under the base path, '' for landing) → page id. */
  routes: Record<string, string>;
  cascades: CascadeRule[];
  /** How many steps the progress indicator counts. */
  stepCount: number;
  /** The landing page id (route ''). */
  landingPageId: string;
  /** The page kind `bailout`. */
  bailoutPageId: string | null;
  /**
   * The config's version (issue #15): the content hash of the parsed config (engine/compile/getContentHash.ts), the
   * same for the same config whatever its comments or layout. A saved session records it; loading one saved under
   * another version applies the rules of engine/runtime/applyConfigVersionRules.ts.
   */
  contentHash: string;
  /** The progress indicator's stages and each staged screen's stage and ways (issue #14), in the core model. */
  progress: ProgressModel;
  /** The brand's logo and icon as SVG markup (funnel.yaml `brand`, issue #14): drawn inline, no request. */
  brandImages?: { logo: string; favicon: string };
}
