import type { Experiment } from './state';

/** One experiment as `experiments.run` answers it (SPEC §3 fields; settings a JSON string). */
export interface ExperimentAnswer extends Omit<Experiment, 'settings'> {
  settings: string | Record<string, unknown> | null;
}

/**
 * An experiment run's answer as the state keeps it (SPEC §3 experiment): settings parsed from their JSON string into
 * SPEC §9 setting keys → flag, number or name; settings that are not a JSON object, or values of another type, are
 * dropped rather than failing the visit.
 */
export function toExperiment(answer: ExperimentAnswer): Experiment {
  return {
    universeId: String(answer.universeId ?? ''),
    universeName: String(answer.universeName ?? ''),
    testId: String(answer.testId ?? ''),
    variationId: String(answer.variationId ?? ''),
    variationName: String(answer.variationName ?? ''),
    assignmentId: String(answer.assignmentId ?? ''),
    isExposed: answer.isExposed === true,
    isActive: answer.isActive !== false,
    settings: toSettings(answer.settings),
  };
}

function toSettings(raw: ExperimentAnswer['settings']): Experiment['settings'] {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const settings: Experiment['settings'] = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') settings[key] = value;
  }
  return settings;
}
