import type { Experiment } from './state';

/**
 * The experiment settings in force (state.settings, sent as the JSON settings header, SPEC §7): the settings of every
 * active experiment the device is in, merged in order (a later experiment's key wins).
 */
export function toExperimentSettings(experiments: readonly Experiment[]): Record<string, string | number | boolean> {
  const settings: Record<string, string | number | boolean> = {};
  for (const experiment of experiments) {
    if (!experiment.isActive) continue;
    Object.assign(settings, experiment.settings);
  }
  return settings;
}
