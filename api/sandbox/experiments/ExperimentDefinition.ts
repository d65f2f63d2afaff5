/** A value of an experiment setting (SPEC §9 setting keys are flags, numbers or names). */
export type ExperimentSettingValue = string | number | boolean;

/** One variation of a test: its share of devices and the settings it turns on. */
export interface ExperimentVariation {
  variationId: string;
  variationName: string;
  /** Relative share of devices (the weights of a test need not add up to 100). */
  weight: number;
  /** SPEC §9 setting keys → values; sent as a JSON string (SPEC §3). */
  settings: Record<string, ExperimentSettingValue>;
}

/** What runs an experiment: entering the site, or entering one of some pages (SPEC §7 SiteEntry | PageEntry). */
export type ExperimentTrigger = { event: 'SiteEntry' } | { event: 'PageEntry'; pages: string[] };

/** A seeded experiment (SPEC §3 experiment fields without the device's variation). */
export interface ExperimentDefinition {
  universeId: string;
  universeName: string;
  testId: string;
  isActive: boolean;
  trigger: ExperimentTrigger;
  variations: ExperimentVariation[];
}
