import { entryGuards, virtualHandlers } from '../compile/registry';
import type { JsonPath } from '../config/Diagnostic';
import type { PageConfig } from '../config/types';

/** One thing on a page that can trigger a scenario, with where it is written. */
export interface ScenarioTrigger {
  scenario: string;
  by: string;
  path: JsonPath;
}

/** What can trigger a scenario on a page: entry guards and handler (registry), buttons, submit, actions' `go`. */
export function getScenarioTriggers(page: PageConfig): ScenarioTrigger[] {
  const triggers: ScenarioTrigger[] = [];
  (page.guards ?? []).forEach((guard, index) => {
    for (const scenario of (entryGuards as Record<string, readonly string[]>)[guard] ?? []) triggers.push({ scenario, by: `Entry guard "${guard}"`, path: ['guards', index] });
  });
  if (page.handler !== undefined) {
    for (const scenario of (virtualHandlers as Record<string, readonly string[]>)[page.handler] ?? []) triggers.push({ scenario, by: `Handler "${page.handler}"`, path: ['handler'] });
  }
  (page.buttons ?? []).forEach((button, index) => triggers.push({ scenario: button.scenario, by: `Button "${button.label}"`, path: ['buttons', index, 'scenario'] }));
  if (page.submitScenario !== undefined) triggers.push({ scenario: page.submitScenario, by: 'Submit', path: ['submitScenario'] });
  else if (page.kind === 'page' && !page.terminal && (hasFormFields(page) || page.renderer !== undefined)) triggers.push({ scenario: 'forward', by: 'Submit', path: ['navigation'] });
  // A generic page without fields still draws its Continue (renderers/app/PageView.tsx) once no entry guard sends the
  // visitor on: forward, when the page declares it.
  else if (page.kind === 'page' && !page.terminal && 'forward' in (page.navigation ?? {})) triggers.push({ scenario: 'forward', by: 'Continue', path: ['navigation', 'forward'] });
  for (const [name, action] of Object.entries(page.actions ?? {})) {
    if (action.go && 'scenario' in action.go) triggers.push({ scenario: action.go.scenario, by: `Action "${name}"`, path: ['actions', name, 'go', 'scenario'] });
  }
  return triggers;
}

function hasFormFields(page: PageConfig): boolean {
  const properties = page.fields?.schema['properties'];
  return properties !== null && typeof properties === 'object' && Object.keys(properties).length > 0;
}
