import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { decisionCategory } from '../../../engine/runtime/createFunnelRuntime';
import { toTakenEdge } from '../../../engine/runtime/toTakenEdge';
import { isEmptyUuid } from '../analytics/isEmptyUuid';
import type { SqlRunner } from '../db/SandboxDatabase';
import type { StudioDropOff, StudioExperiment, StudioFunnel, StudioMap, StudioPageFlow } from './StudioTypes';

/** Which stored events count: a range of UTC days (inclusive, either end open) and one variation of an experiment. */
export interface DropOffFilter {
  from?: string;
  to?: string;
  experiment?: string;
  variation?: string;
}

interface EventRow {
  id: string;
  kind: 'page-view' | 'custom-event';
  session_key: string | null;
  user_id: string | null;
  page_name: string | null;
  experiments: Array<{ testId?: string | null; variationId?: string | null; variationName?: string | null }> | null;
  action: string | null;
  label: string | null;
}

/** What one visitor did, in the order the events were stored. */
interface Visitor {
  pages: string[];
  decisions: Array<{ page: string | null; kind: string; line: string }>;
  /** testId → variation id, from the experiments their page views carried. */
  variations: Map<string, { id: string; name: string }>;
}

/** The start of the day after a yyyy-mm-dd date, as an ISO date-time (the end of an inclusive range). */
function dayAfter(date: string, millisecondsPerDay: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + millisecondsPerDay).toISOString();
}

/**
 * Where visitors went and where they left (issue #15), from the stored page views and the decision-trace events
 * (DECISION custom events, whose line names the rule taken: engine/runtime/toTakenEdge.ts). A visitor is a user id
 * (the SPEC §9 one-week cookie), else an analytics session. Per page: the visitors who reached it, went on (viewed
 * another page after it), and left there (it was their last page view); per edge: the visitors who took it; per
 * variation of an experiment: a funnel of the stages (those with progress steps), how many reached each.
 */
export async function getStudioDropOff(db: SqlRunner, model: FunnelModel, map: StudioMap, filter: DropOffFilter): Promise<StudioDropOff> {
  const conditions = [`(kind = 'page-view' OR (kind = 'custom-event' AND payload->>'category' = $1))`];
  const params: unknown[] = [decisionCategory];
  if (filter.from) {
    params.push(`${filter.from}T00:00:00.000Z`);
    conditions.push(`created_at >= $${params.length}::timestamptz`);
  }
  if (filter.to) {
    params.push(dayAfter(filter.to, model.funnel.constants.millisecondsPerDay));
    conditions.push(`created_at < $${params.length}::timestamptz`);
  }
  const rows = await db.query<EventRow>(
    `SELECT id::text AS id, kind, session_key, user_id, page_name,
            CASE WHEN kind = 'page-view' THEN payload->'experimentsForUser' END AS experiments,
            payload->>'action' AS action, payload->>'label' AS label
     FROM analytics_events
     WHERE ${conditions.join(' AND ')}
     ORDER BY analytics_events.id`,
    params,
  );
  const visitors = new Map<string, Visitor>();
  for (const row of rows) {
    const id = !isEmptyUuid(row.user_id) ? `u:${row.user_id}` : !isEmptyUuid(row.session_key) ? `s:${row.session_key}` : null;
    if (!id) continue;
    let visitor = visitors.get(id);
    if (!visitor) visitors.set(id, (visitor = { pages: [], decisions: [], variations: new Map() }));
    if (row.kind === 'page-view') {
      if (row.page_name) visitor.pages.push(row.page_name);
      for (const experiment of Array.isArray(row.experiments) ? row.experiments : []) {
        if (experiment.testId && experiment.variationId) {
          visitor.variations.set(experiment.testId, { id: experiment.variationId, name: experiment.variationName || experiment.variationId });
        }
      }
    } else if (row.action && row.label) {
      visitor.decisions.push({ page: row.page_name, kind: row.action, line: row.label });
    }
  }
  const all = [...visitors.values()].filter((visitor) => visitor.pages.length > 0 || visitor.decisions.length > 0);
  const chosen = filter.experiment
    ? all.filter((visitor) => {
        const variation = visitor.variations.get(filter.experiment!);
        return variation !== undefined && (filter.variation === undefined || variation.id === filter.variation);
      })
    : all;
  return {
    from: filter.from ?? null,
    to: filter.to ?? null,
    experiment: filter.experiment ?? null,
    variation: filter.variation ?? null,
    visitors: chosen.length,
    pages: toPageFlows(model, chosen),
    edges: toEdgeCounts(chosen),
    experiments: toExperiments(all),
    funnels: toFunnels(map, all, filter.experiment),
  };
}

/** Per page: reached, went on, left; virtual routes count the visitors they decided for (all went on). */
function toPageFlows(model: FunnelModel, visitors: Visitor[]): Record<string, StudioPageFlow> {
  const flows: Record<string, StudioPageFlow> = {};
  const flow = (page: string) => (flows[page] ??= { reached: 0, wentOn: 0, left: 0 });
  for (const visitor of visitors) {
    const seen = new Set(visitor.pages);
    const last = visitor.pages.at(-1);
    for (const page of seen) {
      const counts = flow(page);
      counts.reached += 1;
      if (page === last) counts.left += 1;
      else counts.wentOn += 1;
    }
    const routed = new Set(visitor.decisions.map((decision) => decision.page).filter((page): page is string => page !== null && model.pages[page]?.kind !== 'page'));
    for (const page of routed) {
      const counts = flow(page);
      counts.reached += 1;
      counts.wentOn += 1;
    }
  }
  return flows;
}

/** Per edge key: the visitors whose decisions took it. */
function toEdgeCounts(visitors: Visitor[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const visitor of visitors) {
    const taken = new Set<string>();
    for (const decision of visitor.decisions) {
      const edge = toTakenEdge(decision.kind, decision.line);
      if (edge) taken.add(`${edge.from}|${edge.scenario}|${edge.ruleIndex}`);
    }
    for (const key of taken) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The experiments the visitors' page views carried, each variation with its visitors, in name order. */
function toExperiments(visitors: Visitor[]): StudioExperiment[] {
  const experiments = new Map<string, Map<string, { id: string; name: string; visitors: number }>>();
  for (const visitor of visitors) {
    for (const [testId, variation] of visitor.variations) {
      const variations = experiments.get(testId) ?? new Map();
      experiments.set(testId, variations);
      const entry = variations.get(variation.id) ?? { ...variation, visitors: 0 };
      entry.visitors += 1;
      variations.set(variation.id, entry);
    }
  }
  return [...experiments.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([testId, variations]) => ({ testId, variations: [...variations.values()].sort((a, b) => (a.id < b.id ? -1 : 1)) }));
}

/** The funnel charts: one per variation of the experiment (all of them, to compare), else everyone's. */
function toFunnels(map: StudioMap, visitors: Visitor[], experiment: string | undefined): StudioFunnel[] {
  // The stages of the way forward: those with a page that counts as a progress step (a return visit is no step).
  const stageOf = new Map(map.pages.map((page) => [page.id, page.stage]));
  const stages = map.stages.filter((stage) => map.pages.some((page) => page.stage === stage.id && page.step !== undefined));
  // A stage a way forward passes by (service-zip straight to the quote passes the questions by) is optional.
  const index = new Map(map.stages.map((stage, position) => [stage.id, position]));
  const optional = new Set(
    stages
      .filter((stage) =>
        map.edges.some((edge) => {
          if (edge.kind !== 'forward' && edge.kind !== 'skip') return false;
          const [from, to, at] = [index.get(stageOf.get(edge.from) ?? ''), index.get(stageOf.get(edge.to) ?? ''), index.get(stage.id)!];
          return from !== undefined && to !== undefined && from < at && to > at;
        }),
      )
      .map((stage) => stage.id),
  );
  const funnel = (label: string, variation: string | null, group: Visitor[]): StudioFunnel => ({
    label,
    variation,
    visitors: group.length,
    steps: stages.map((stage) => ({
      stage: stage.id,
      title: stage.title,
      reached: group.filter((visitor) => visitor.pages.some((page) => stageOf.get(page) === stage.id)).length,
      optional: optional.has(stage.id),
    })),
  });
  if (!experiment) return [funnel('All visitors', null, visitors)];
  const groups = new Map<string, { name: string; visitors: Visitor[] }>();
  for (const visitor of visitors) {
    const variation = visitor.variations.get(experiment);
    if (!variation) continue;
    const group = groups.get(variation.id) ?? { name: variation.name, visitors: [] };
    group.visitors.push(visitor);
    groups.set(variation.id, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, group]) => funnel(group.name, id, group.visitors));
}
