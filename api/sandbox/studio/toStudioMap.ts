import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import type { ApiBinding, Condition, FunnelStage } from '../../../engine/config/types';
import { toConditionText } from '../../../engine/runtime/toConditionText';
import type { StudioBinding, StudioCondition, StudioEdge, StudioMap, StudioPage, StudioStage } from './StudioTypes';

/**
 * What the studio reads from the config directory besides the model (when it holds the config the sandbox serves):
 * where pages and edges are written, and the journey's stages (funnel.yaml `stages`, each page's `stage`), which the
 * compiled model leaves out (the browser has no use for them).
 */
export interface StudioSource {
  configDir: string;
  /** Page id → file and the line of its `id`. */
  pages: Map<string, { file: string; line: number }>;
  /** Edge key → file and line of its rule. */
  edges: Map<string, { file: string; line: number }>;
  stages: Record<string, FunnelStage>;
  /** Page id → the stage it names. */
  pageStages: Map<string, string>;
}

/** The virtual routes every visit passes first (landing and those it leads to), drawn apart above the stages. */
export const entryStage: StudioStage = { id: 'entry', title: 'Entry', description: 'Virtual routes: no screen; they decide where a visit starts.' };
/** The other virtual routes and the bailout page, drawn apart below the stages. */
export const routingStage: StudioStage = { id: 'routing', title: 'Errors, restarts, hand-offs', description: 'Virtual routes and the bailout page.' };
/** The group of screens that name no stage. */
export const otherStage: StudioStage = { id: 'other', title: 'Other pages', description: 'Screens without a stage (funnel.yaml stages).' };

/**
 * The flow map the studio draws (issue #15), from the compiled model: every page with its title, stage, prerequisites,
 * bindings and experiment keys; every navigation rule (sequences expanded, as the runtime tries them) and auto-route
 * order entry as an edge keyed as `funnel test` keys it, with its condition and a summary in words (the rule's note,
 * else the condition as the decision trace writes it); and, from the config directory when it holds the same config,
 * where each is written and the stages (without it, every screen is drawn in one band, "Other pages").
 */
export function toStudioMap(model: FunnelModel, source: StudioSource | null): StudioMap {
  const positions = source;
  const declared = Object.entries(source?.stages ?? {}).map(([id, stage]) => ({ id, title: stage.title, ...(stage.description ? { description: stage.description } : {}) }));
  const known = new Set(declared.map((stage) => stage.id));
  const entry = getEntryRoutes(model);
  const pages = model.pageIds.map((id) => toStudioPage(model, id, known, entry, source));
  const used = new Set(pages.map((page) => page.stage));
  const stages = [entryStage, ...declared, otherStage, routingStage].filter((stage) => used.has(stage.id));
  return {
    version: model.contentHash,
    hasPositions: positions !== null,
    configDir: positions?.configDir ?? '',
    stages,
    pages,
    edges: toStudioEdges(model, positions),
  };
}

/** The landing page and the virtual routes it leads to through virtual routes only (load-session, auto-route). */
function getEntryRoutes(model: FunnelModel): Set<string> {
  const entry = new Set<string>();
  const queue = [model.landingPageId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const page = model.pages[id];
    if (!page || page.kind !== 'virtual' || entry.has(id)) continue;
    entry.add(id);
    for (const rules of Object.values(page.navigation)) queue.push(...rules.map((rule) => rule.to));
  }
  return entry;
}

function toStudioPage(model: FunnelModel, id: string, stages: Set<string>, entry: Set<string>, positions: StudioSource | null): StudioPage {
  const page = model.pages[id]!;
  const named = positions?.pageStages.get(id);
  const stage = entry.has(id) ? entryStage.id : page.kind !== 'page' ? routingStage.id : named && stages.has(named) ? named : otherStage.id;
  const bindings: StudioBinding[] = [
    ...(page.load ?? []).map((step) => toStudioBinding('load', step)),
    ...(page.submit ?? []).map((step) => toStudioBinding('submit', step)),
    ...Object.entries(page.actions ?? {}).flatMap(([name, action]) => action.do.map((step) => toStudioBinding(`action ${name}`, step))),
  ];
  const where = positions?.pages.get(id);
  return {
    id,
    title: page.title ?? id,
    kind: page.kind,
    route: page.route,
    stage,
    ...(page.step !== undefined ? { step: page.step } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(where ? { file: where.file, line: where.line } : {}),
    prerequisites: page.prerequisites ? toStudioCondition(page.prerequisites) : null,
    guards: page.guards ?? [],
    ...(page.handler ? { handler: page.handler } : {}),
    ...(page.renderer ? { renderer: page.renderer } : {}),
    fields: Object.entries(page.fields?.bind ?? {}).map(([name, path]) => ({ name, path })),
    bindings,
    experiments: page.experiments ?? [],
    terminal: page.terminal === true,
  };
}

/** A condition as a tree: all/any/not with their parts, each plain condition as one line. */
export function toStudioCondition(condition: Condition): StudioCondition {
  if ('all' in condition) return { operator: 'all', text: toConditionText(condition), parts: condition.all.map(toStudioCondition) };
  if ('any' in condition) return { operator: 'any', text: toConditionText(condition), parts: condition.any.map(toStudioCondition) };
  if ('not' in condition) return { operator: 'not', text: toConditionText(condition), parts: [toStudioCondition(condition.not)] };
  return { operator: Object.keys(condition)[0] ?? '?', text: toConditionText(condition) };
}

/** One binding step as a line: what it calls or keeps, and where. */
function toStudioBinding(list: string, step: ApiBinding): StudioBinding {
  let text: string;
  if (step.call) text = `call ${step.call}${step.into ? ` → ${step.into}` : ''}`;
  else if (step.run) text = `run ${step.run}`;
  else if (step.saveSession) text = 'save the session';
  else if (step.into) text = `keep ${step.into}`;
  else if (step.set) text = `set ${Object.keys(step.set).join(', ')}`;
  else if (step.refuse) text = `refuse: ${step.refuse.map((refusal) => refusal.message).join(' / ')}`;
  else text = 'step';
  return { list, text, ...(step.when ? { when: toConditionText(step.when) } : {}) };
}

/** Every rule of every scenario (as the runtime tries them) and every auto-route order entry. */
function toStudioEdges(model: FunnelModel, positions: StudioSource | null): StudioEdge[] {
  const edges: StudioEdge[] = [];
  const isScreen = (id: string) => model.pages[id]?.kind === 'page';
  const kindOf = (from: string, to: string, scenario: string) => (!isScreen(from) || !isScreen(to) ? 'routing' : scenario === 'back' ? 'back' : 'forward');
  for (const from of model.pageIds) {
    const page = model.pages[from]!;
    for (const [scenario, rules] of Object.entries(page.navigation)) {
      rules.forEach((rule, ruleIndex) => {
        const key = `${from}|${scenario}|${ruleIndex}`;
        const where = positions?.edges.get(key);
        const condition = rule.when ? toConditionText(rule.when) : undefined;
        const summary = toSummary(rule.note) ?? condition;
        // A step of a sequence after an earlier step this scenario also goes to: taken when the stages between are empty.
        const isSkip = rule.sequence !== undefined && rules.slice(0, ruleIndex).some((earlier) => earlier.sequence === rule.sequence);
        const kind = kindOf(from, rule.to, scenario);
        edges.push({
          key,
          from,
          to: rule.to,
          scenario,
          ruleIndex,
          kind: kind === 'forward' && isSkip ? 'skip' : kind,
          ...(condition ? { condition } : {}),
          ...(rule.note ? { note: rule.note } : {}),
          ...(summary ? { summary } : {}),
          ...(where ? { file: where.file, line: where.line } : {}),
        });
      });
    }
    (page.order ?? []).forEach((to, ruleIndex) => {
      const key = `${from}|auto-route|${ruleIndex}`;
      const where = positions?.edges.get(key);
      edges.push({
        key,
        from,
        to,
        scenario: 'auto-route',
        ruleIndex,
        kind: 'routing',
        condition: `the prerequisites of ${to} hold`,
        summary: `${ordinal(ruleIndex + 1)} choice: its prerequisites hold`,
        ...(where ? { file: where.file, line: where.line } : {}),
      });
    });
  }
  return edges;
}

/**
 * A note's first clause, for a label: `With part questions. (sequence "questions", …)` → `With part questions`;
 * `The VIN is known from a lookup (plate, address or VIN); no need…` → `The VIN is known from a lookup`.
 */
export function toSummary(note: string | undefined): string | undefined {
  if (!note) return undefined;
  const clause = note.split(/(?:\.\s|;\s|\s\(|\s-\s|:\s)/)[0]!.replace(/\.$/, '').trim();
  return clause === '' || clause.startsWith('From sequence') ? undefined : clause;
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
