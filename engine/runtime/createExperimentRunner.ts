import type { FunnelModel } from '../compile/FunnelModel';
import { toExperiment, type ExperimentAnswer } from '../domain/toExperiment';
import { toExperimentSettings } from '../domain/toExperimentSettings';
import { toForcedVariations } from '../domain/toForcedVariations';
import type { Experiment, FunnelState } from '../domain/state';
import type { ApiPort } from './ports';

/** What the experiment runner needs from the runtime: the model, the api port and the state. */
export interface ExperimentRunnerContext {
  model: FunnelModel;
  api: ApiPort;
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
}

/** Runs the SPEC §7 experiments of a visit and logs what the visitor was exposed to. */
export interface ExperimentRunner {
  /**
   * On entering a page: SiteEntry once per visit (state.user.triggeredSiteEntry), then PageEntry for a real page
   * (triggerValue the page name); the answers are kept in state.user.experiments and their settings merged over
   * state.settings. Never throws: a failed run leaves the settings as they were (the visit goes on).
   */
  enter(pageId: string): Promise<void>;
  /**
   * On showing a page: logs the exposure (SPEC §7 log-exposure) of each experiment whose settings set a key the page
   * lists in its YAML `experiments:`, once per experiment (isExposed). Never throws.
   */
  expose(pageId: string): Promise<void>;
}

/**
 * A run refused for its forced variations (the `experiments` link parameter names an unknown test or variation: 400)
 * is the link's fault, not a failure of the visit: no bail-out, the visit goes on unforced. Any other failed
 * experiments call follows SPEC §8 step 3 like every call (bail-out on any status but 404).
 */
const refusedForcing = [400];

/** Creates the experiment runner (pure: talks to the API only through the api port). */
export function createExperimentRunner(context: ExperimentRunnerContext): ExperimentRunner {
  const { model, api, getState, update } = context;
  const applicationName = model.funnel.applicationName;

  /** SPEC §2 `experiments` parameter: forced variations, consumed by the first run that sends them. */
  const takeForcedVariations = (): Record<string, string> | null => {
    const key = Object.keys(getState().query).find((name) => name.toLowerCase() === 'experiments');
    if (key === undefined) return null;
    const forced = toForcedVariations(getState().query[key]);
    update((draft) => {
      delete draft.query[key];
    });
    return Object.keys(forced).length > 0 ? forced : null;
  };

  /** Runs the experiments of a trigger; the answer is applied once `applyAfter` (an earlier run) has been. */
  const run = async (
    triggerEvent: 'SiteEntry' | 'PageEntry',
    pageId: string,
    forced: Record<string, string> | null,
    applyAfter?: Promise<unknown>,
  ) => {
    const deviceId = getState().session.deviceId;
    if (!deviceId) return false;
    let answer: unknown;
    try {
      answer = await api.call(
        'experiments.run',
        {
          applicationName,
          deviceId,
          triggerEvent,
          triggerValue: triggerEvent === 'PageEntry' ? pageId : null,
          experimentOrder: [],
          ...(forced ? { forcedVariations: forced } : {}),
        },
        { pageName: pageId, ...(forced ? { expectedStatuses: refusedForcing } : {}) },
      );
    } catch {
      return false;
    }
    await applyAfter;
    if (!Array.isArray(answer)) return false;
    const experiments = (answer as ExperimentAnswer[]).map(toExperiment).filter((experiment) => experiment.testId !== '');
    update((draft) => {
      for (const experiment of experiments) {
        const index = draft.user.experiments.findIndex((kept) => kept.testId === experiment.testId);
        if (index === -1) {
          draft.user.experiments.push(experiment);
          continue;
        }
        const kept = draft.user.experiments[index]!;
        // An exposure logged here but not yet known to the answer stays logged.
        const isExposed = experiment.isExposed || (kept.isExposed && kept.variationId === experiment.variationId);
        draft.user.experiments[index] = { ...experiment, isExposed };
      }
      if (triggerEvent === 'SiteEntry') draft.user.triggeredSiteEntry = true;
      // The experiments' keys replace what the state had; keys no experiment sets are kept.
      Object.assign(draft.settings, toExperimentSettings(draft.user.experiments));
    });
    return true;
  };

  /** The visit's SiteEntry run in flight: a page entered meanwhile waits for it rather than running it again. */
  let siteEntry: Promise<boolean> | null = null;

  return {
    enter: async (pageId) => {
      const page = model.pages[pageId];
      if (!page || !getState().session.deviceId) return;
      let forced = takeForcedVariations();
      const isFirst = siteEntry === null;
      if (!getState().user.triggeredSiteEntry && isFirst && !forced && page.kind === 'page') {
        // Issue #12: nothing forced, so the visit's SiteEntry and the page's PageEntry run side by side (one round);
        // the answers are applied in that order.
        const running = (siteEntry = run('SiteEntry', pageId, null));
        await Promise.all([running, run('PageEntry', pageId, null, running)]);
        if (siteEntry === running) siteEntry = null;
        return;
      }
      if (!getState().user.triggeredSiteEntry) {
        // The forced variations ride on the first run: the sandbox stores them for every forced test, run or not, so
        // the page's run waits for it.
        const running = (siteEntry ??= run('SiteEntry', pageId, forced));
        const ran = await running;
        if (siteEntry === running) siteEntry = null;
        if (ran && isFirst) forced = null;
      }
      if (page.kind === 'page') await run('PageEntry', pageId, forced);
      // A virtual route (landing) entered with the parameter later in the visit: the site-entry run carries it.
      else if (forced) await run('SiteEntry', pageId, forced);
    },
    expose: async (pageId) => {
      const keys = new Set(model.pages[pageId]?.experiments ?? []);
      if (keys.size === 0) return;
      const state = getState();
      const { deviceId, userId, sessionKey } = state.session;
      if (!deviceId) return;
      const unexposed = state.user.experiments.filter(
        (experiment: Experiment) => experiment.isActive && !experiment.isExposed && Object.keys(experiment.settings).some((key) => keys.has(key)),
      );
      // Logged side by side (a page listing several keys waits for one round trip, not one per experiment).
      const log = async (experiment: Experiment) => {
        try {
          await api.call(
            'experiments.logExposure',
            {
              deviceId,
              ...(userId ? { userId } : {}),
              ...(sessionKey ? { sessionKey } : {}),
              testId: experiment.testId,
              variationId: experiment.variationId,
              assignmentId: experiment.assignmentId || null,
              pageName: pageId,
            },
            { pageName: pageId },
          );
        } catch {
          return;
        }
        update((draft) => {
          const kept = draft.user.experiments.find((candidate) => candidate.testId === experiment.testId);
          if (kept) kept.isExposed = true;
        });
      };
      await Promise.all(unexposed.map(log));
    },
  };
}
