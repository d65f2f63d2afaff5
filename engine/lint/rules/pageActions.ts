import { handlerActions, rendererActions, virtualHandlers, type RendererName, type VirtualHandlerName } from '../../compile/registry';
import type { ApiBinding, PageConfig } from '../../config/types';
import { didYouMean } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getBindings } from '../getBindings';
import { getInputReads } from '../getInputReads';
import type { LintRule } from '../LintRule';
import { sharedActionsFile } from '../../config/withSharedActions';

/** The actions a step list runs (`run:`), directly. */
const getRuns = (steps: readonly ApiBinding[]) => steps.flatMap((step) => (step.run === undefined ? [] : [step.run]));

/** A chain of actions that runs itself (a → b → a), or null. */
function findRunCycle(page: PageConfig, start: string): string[] | null {
  const visit = (name: string, chain: string[]): string[] | null => {
    for (const next of getRuns(page.actions?.[name]?.do ?? [])) {
      if (next === start) return [...chain, next];
      if (chain.includes(next) || !page.actions?.[next]) continue;
      const found = visit(next, [...chain, next]);
      if (found) return found;
    }
    return null;
  };
  return visit(start, [start]);
}

/**
 * Page actions hold together (DESIGN principle 9): a page that names a custom renderer declares every action the
 * renderer triggers (engine/compile/registry.ts rendererActions), and one with a handler every action it runs
 * (handlerActions); `run:` names an action of the page and no action
 * runs itself; `after:` names a step `id` earlier in the same list; an action's `go.scenario` is a scenario of the
 * page's navigation. A shared action (funnel-config/actions.yaml) that no page runs is reported as a warning.
 */
export const pageActions: LintRule = {
  code: 'page-actions',
  description:
    "A renderer's or handler's action is not declared, a run names no action or runs itself, an after names no earlier step, an action goes to a scenario the page lacks, an input it declares is read by no step beside one its steps read, or a shared action is run by no page (a warning).",
  severity: 'error',
  check({ config, sources, report }) {
    for (const [name, action] of Object.entries(config.actions ?? {})) {
      if (!config.pages.some((page) => page.actions?.[name] === action)) {
        report({ file: sharedActionsFile, path: ['actions', name], onKey: true, severity: 'warning', message: `Shared action "${name}" is run by no page: run it from a page's steps (run: ${name}) or remove it` });
      }
    }
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      const declared = Object.keys(page.actions ?? {});
      if (page.renderer !== undefined && page.renderer in rendererActions) {
        const needed: readonly string[] = rendererActions[page.renderer as RendererName];
        const missing = needed.filter((name) => !declared.includes(name));
        if (missing.length > 0) {
          report({
            file,
            path: ['renderer'],
            message: `Renderer "${page.renderer}" triggers ${missing.map((name) => `"${name}"`).join(', ')}, which the page lacks: declare ${missing.join(', ')} under actions:`,
          });
        }
      }
      const handlerNeeds: readonly string[] = page.handler === undefined ? [] : (handlerActions[page.handler as VirtualHandlerName] ?? []);
      const handlerMissing = handlerNeeds.filter((name) => !declared.includes(name));
      if (handlerMissing.length > 0) {
        report({
          file,
          path: ['handler'],
          message: `Handler "${page.handler}" runs ${handlerMissing.map((name) => `"${name}"`).join(', ')}, which the page lacks: declare ${handlerMissing.join(', ')} under actions:`,
        });
      }
      for (const { binding, path } of getBindings(page)) {
        if (binding.run !== undefined && !declared.includes(binding.run)) {
          report({ file, path: [...path, 'run'], message: `Page "${page.id}" has no action "${binding.run}"${didYouMean(binding.run, [...declared, ...Object.keys(config.actions ?? {})])}` });
        } else if (binding.run !== undefined) {
          // What a run passes must be what its action reads as input.<name>: another name reaches no step, and the
          // action runs with that input empty.
          const takes = page.actions?.[binding.run]?.input ?? [];
          const given = Object.keys(binding.input ?? {});
          const left = takes.filter((input) => !given.includes(input));
          const unknown = given.filter((name) => !takes.includes(name));
          // An input a close misspelling stands for is that one's; only one left unclaimed is meant by another name.
          const claimed = new Set(unknown.map((name) => getClosestName(name, left)).filter((input) => input !== undefined));
          const unclaimed = left.filter((input) => !claimed.has(input));
          for (const name of unknown) {
            const hint = didYouMean(name, left) || (unclaimed.length === 1 ? `; did you mean "${unclaimed[0]}", which it takes and this step does not pass?` : takes.length > 0 ? ` (it takes ${takes.map((input) => `"${input}"`).join(', ')})` : ' (it declares no input)');
            report({ file, path: [...path, 'input', name], onKey: true, message: `Action "${binding.run}" takes no input "${name}"${hint}` });
          }
        }
      }
      // An action nothing triggers (not the renderer, not the handler, no run) is dead, and usually a misspelt name.
      // Not known for a renderer or handler lint does not know (unknown-renderer, unknown-handler report it).
      const rendererTriggers: readonly string[] = page.renderer !== undefined && page.renderer in rendererActions ? rendererActions[page.renderer as RendererName] : [];
      const runs = getBindings(page).flatMap(({ binding }) => (binding.run === undefined ? [] : [binding.run]));
      const triggered = new Set<string>([...rendererTriggers, ...handlerNeeds, ...runs]);
      const triggersKnown = (page.renderer === undefined || page.renderer in rendererActions) && (page.handler === undefined || page.handler in virtualHandlers);
      const list = (names: Iterable<string>) => [...new Set(names)].map((needed) => `"${needed}"`).join(', ');
      for (const name of triggersKnown ? declared : []) {
        if (triggered.has(name) || config.actions?.[name] === page.actions?.[name]) continue;
        const by =
          [
            ...(page.renderer !== undefined ? [`renderer "${page.renderer}" triggers ${list(rendererTriggers) || 'none'}`] : []),
            ...(handlerNeeds.length > 0 ? [`handler "${page.handler}" runs ${list(handlerNeeds)}`] : []),
            ...(runs.length > 0 ? [`its steps run ${list(runs)}`] : []),
          ].join('; ') || 'no step runs it';
        report({ file, path: ['actions', name], onKey: true, severity: 'warning', message: `Action "${name}" is triggered by nothing (${by})${didYouMean(name, [...triggered])}` });
      }
      for (const name of declared) {
        // An input declared that no step reads, beside an input.<x> read that is not declared: one was renamed.
        const inputs = page.actions?.[name]?.input ?? [];
        const leads = page.actions?.[name]?.go;
        const read = new Set([...getInputReads(page.actions?.[name]?.do ?? []), ...(leads && 'external' in leads && leads.external.from.startsWith('input.') ? [leads.external.from.split('.')[1]!] : [])]);
        const undeclared = [...read].filter((input) => !inputs.includes(input));
        inputs.forEach((input, index) => {
          if (read.has(input)) return;
          const closest = getClosestName(input, undeclared);
          if (closest !== undefined) report({ file, path: ['actions', name, 'input', index], message: `Input "${input}" of action "${name}" is read by no step; did you mean "${closest}", which its steps read as input.${closest}?` });
        });
        const cycle = findRunCycle(page, name);
        if (cycle && cycle[0] === [...cycle].sort()[0]) {
          report({ file, path: ['actions', name], onKey: true, message: `Action "${name}" runs itself: ${cycle.join(' → ')}` });
        }
        const go = page.actions?.[name]?.go;
        if (go && 'scenario' in go && !page.navigation[go.scenario]) {
          report({ file, path: ['actions', name, 'go', 'scenario'], message: `Action "${name}" goes to scenario "${go.scenario}", which the page's navigation lacks${didYouMean(go.scenario, Object.keys(page.navigation))}` });
        }
      }
      const lists: Array<[readonly ApiBinding[], (string | number)[]]> = [
        [page.load ?? [], ['load']],
        [page.submit ?? [], ['submit']],
        ...Object.entries(page.actions ?? {}).map(([name, action]): [readonly ApiBinding[], (string | number)[]] => [action.do ?? [], ['actions', name, 'do']]),
      ];
      for (const [steps, at] of lists) {
        steps.forEach((step, index) => {
          const earlier = steps.slice(0, index).flatMap((candidate) => (candidate.id === undefined ? [] : [candidate.id]));
          (step.after ?? []).forEach((id, j) => {
            if (earlier.includes(id)) return;
            // A later step of that id (after: waits only for earlier ones), or an earlier step without an id whose call
            // or target the id names (`after: [wipers]` for the parts.wipers call): the step meant.
            const laterIndex = steps.findIndex((candidate, k) => k > index && candidate.id === id);
            const named = steps.slice(0, index).findIndex((candidate) => candidate.id === undefined && [candidate.call, candidate.into].some((name) => typeof name === 'string' && name.split('.').pop()!.toLowerCase() === id.toLowerCase()));
            const kind = at[0] === 'actions' ? `step` : `${String(at[0])} step`;
            const hint =
              didYouMean(id, earlier) ||
              (laterIndex >= 0 ? `; the step with that id comes after this one (${kind} ${laterIndex + 1}): after: waits only for earlier steps` : '') ||
              (named >= 0 ? `; give ${kind} ${named + 1} (${steps[named]!.call ?? steps[named]!.into}) id: ${id}` : '');
            report({ file, path: [...at, index, 'after', j], message: `No step with id "${id}" before this one${hint}` });
          });
        });
      }
    }
  },
};
