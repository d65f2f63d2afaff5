import type { ExperimentDefinition } from './ExperimentDefinition';

/** Whether a run with this trigger event (and page, for PageEntry) runs the experiment (SPEC §7 SiteEntry | PageEntry). */
export function isTriggeredBy(definition: ExperimentDefinition, triggerEvent: 'SiteEntry' | 'PageEntry', pageName: string | null): boolean {
  const { trigger } = definition;
  if (trigger.event !== triggerEvent) return false;
  if (trigger.event === 'SiteEntry') return true;
  return pageName !== null && trigger.pages.includes(pageName.toLowerCase());
}
