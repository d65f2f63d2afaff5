/** The compiled funnel: plain JSON-serialisable data, built once (at build time for the browser). */
import type { CascadeRule, FunnelFileConfig, NavigationRule, PageConfig } from '../config/types';

/** For each step of a binding list, the earlier steps it waits for (engine/compile/getBindingWaits.ts). */
export type BindingWaits = number[][];

/** A page with its navigation normalised to lists of rules and its binding lists ordered as a graph. */
export interface CompiledPage extends Omit<PageConfig, 'navigation'> {
  navigation: Record<string, NavigationRule[]>;
  /** What each step of `load`, `submit` and each action waits for (DESIGN principle 11); worked out when absent. */
  waits?: { load: BindingWaits; submit: BindingWaits; actions: Record<string, BindingWaits> };
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
}
