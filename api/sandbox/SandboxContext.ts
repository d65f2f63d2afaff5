import type { Contract } from '../contract/loadContract';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import type { VehicleCatalog } from './catalog/types';
import type { SandboxDatabase } from './db/SandboxDatabase';
import type { ExperimentAssignmentMode } from './experiments/assignVariations';

/**
 * What every service plugin of the sandbox gets: the contract, the database, the reference data, the compiled funnel
 * it serves and the clock.
 */
export interface SandboxContext {
  contract: Contract;
  /** Open once the sandbox is ready (the database plugin runs before any service plugin). */
  db: SandboxDatabase;
  catalog: VehicleCatalog;
  /**
   * The compiled funnel-config the sandbox serves: whatever the sandbox keys by page name (content, experiment
   * triggers) accepts every page of it. A function, so the dev server's sandbox follows YAML edits.
   */
  getModel(): FunnelModel;
  /** The sandbox's "now": tests pin it so time slots and expiry dates are deterministic. */
  now(): Date;
  /** How unforced experiment variations are assigned: hashed per device (default) or always the control. */
  experimentAssignment: ExperimentAssignmentMode;
}

/** The options object each service plugin is registered with. */
export interface SandboxPluginOptions {
  context: SandboxContext;
}
