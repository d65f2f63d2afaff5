import { entryGuards, virtualHandlers } from '../../compile/registry';
import { getScenarioTriggers } from '../getScenarioTriggers';
import { getClosestName } from '../getClosestName';
import type { LintRule } from '../LintRule';

/**
 * Every scenario something can trigger on a page must be declared in its navigation: the scenarios of its entry
 * guards and handler (per engine/compile/registry.ts), its buttons, and its submit (SPEC §2 navigation table). A
 * page without a renderer or form fields (a guard-only page) has no default submit (an action's `go` to a scenario
 * the page lacks is page-actions'). A declared scenario nothing triggers, close to one that is triggered but not
 * declared, is the other half of a rename (`skipToInsurence` in navigation, `skipToInsurance` on the button): it is
 * reported at its key, suggesting the triggered name; and the trigger is told to use the declared name only when
 * the config does not otherwise use its own spelling (another page's scenario of that name, a journey pressing it),
 * so the typo is never suggested as the fix.
 */
export const missingScenario: LintRule = {
  code: 'missing-scenario',
  description: 'A guard, handler, button or submit of a page can trigger a scenario its navigation does not declare (and a declared scenario that nothing triggers, close to it, is reported as the other half); or (a warning) a declared scenario nothing triggers at all (its button deleted).',
  severity: 'error',
  check({ config, sources, report, journeys }) {
    /** How often the config names each scenario on pages (navigation keys, buttons) and journeys press it: the spelling it uses. */
    const uses = new Map<string, number>();
    const journeyScenarios = journeys.flatMap(({ journey }) => journey?.steps ?? []).flatMap((step) => ('act' in step ? [step.act.scenario] : 'submit' in step && step.submit.scenario !== undefined ? [step.submit.scenario] : []));
    for (const page of config.pages) {
      for (const scenario of [...Object.keys(page.navigation ?? {}), ...(page.buttons ?? []).map((button) => button.scenario)]) uses.set(scenario, (uses.get(scenario) ?? 0) + 1);
    }
    for (const scenario of journeyScenarios) uses.set(scenario, (uses.get(scenario) ?? 0) + 1);
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const declared = Object.keys(page.navigation ?? {});
      const triggers = getScenarioTriggers(page);
      const triggered = new Set(triggers.map((trigger) => trigger.scenario));
      const untriggered = declared.filter((scenario) => !triggered.has(scenario));
      const missing = triggers.filter((trigger) => !declared.includes(trigger.scenario));
      for (const trigger of missing) {
        if (trigger.path[0] === 'actions') continue; // page-actions reports an action's go
        const closest = getClosestName(trigger.scenario, declared);
        // The declared name is the odd one out when nothing triggers it and the trigger's spelling is used elsewhere.
        const oddOneOut = closest !== undefined && untriggered.includes(closest) && (uses.get(trigger.scenario) ?? 0) - 1 > (uses.get(closest) ?? 0) - 1;
        const hint = closest === undefined ? '' : oddOneOut ? `; navigation's "${closest}", which nothing triggers, looks like a misspelling of it: rename that` : `; did you mean "${closest}"?`;
        report({ file, path: trigger.path, message: `${trigger.by} can trigger scenario "${trigger.scenario}", but navigation does not declare it${hint}` });
      }
      // What triggers a scenario is known only for the guards and handler the registry lists (unknown-guard and
      // unknown-handler report the others).
      const triggersKnown = (page.guards ?? []).every((guard) => guard in entryGuards) && (page.handler === undefined || page.handler in virtualHandlers);
      for (const scenario of untriggered) {
        const candidates = missing.map((trigger) => trigger.scenario);
        const closest = getClosestName(scenario, candidates);
        if (closest === undefined) {
          // Nothing leads to it at all (its button deleted): its rules never apply (a warning: nothing breaks).
          if (triggersKnown) report({ file, path: ['navigation', scenario], onKey: true, severity: 'warning', message: `Scenario "${scenario}" is never triggered (no button, guard, handler, submit or action of page "${page.id}" leads to it), so its rules never apply: add what leads to it (a button with scenario: ${scenario}) or remove it` });
          continue;
        }
        const by = missing.find((trigger) => trigger.scenario === closest)!.by;
        report({ file, path: ['navigation', scenario], onKey: true, message: `Scenario "${scenario}" is never triggered (no button, guard, handler, submit or action leads to it); did you mean "${closest}", which ${by.replace(/^[A-Z]/, (letter) => letter.toLowerCase())} triggers?` });
      }
    }
  },
};
