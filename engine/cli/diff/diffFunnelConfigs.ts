import { expandNavigation } from '../../compile/expandNavigation';
import { getContentHash, toCanonicalJson } from '../../compile/getContentHash';
import type { JsonPath } from '../../config/Diagnostic';
import type { SourceIndex } from '../../config/SourceIndex';
import type { ApiBinding, Condition, FunnelConfig, PageConfig } from '../../config/types';
import { toConditionText } from '../../runtime/toConditionText';
import { locateNavigationEdges, type LocatedNavigationEdge } from '../journeys/locateNavigationEdges';

/** A config as `funnel diff` compares it: the parsed config and where each part is written. */
export interface DiffSide {
  config: FunnelConfig;
  sources: SourceIndex;
}

/** One difference: a page, an edge, a binding or another setting added, removed or changed. */
export interface DiffItem {
  change: 'added' | 'removed' | 'changed';
  /** What it is, for people: `quote "Your quote"`, `quote → schedule (forward)`, `quote load: call parts.wipers → …`. */
  label: string;
  /** Where it is written (1-based `file:line`): in the new config, in the old one for a removal. */
  at?: string;
  /** What changed, one line each (for `changed`), or what it is (for `added`: its condition, its note). */
  details: string[];
}

/** What changed between two configs, section by section, each in a stable order. */
export interface FunnelDiff {
  oldVersion: string;
  newVersion: string;
  pages: DiffItem[];
  edges: DiffItem[];
  bindings: DiffItem[];
  /** funnel.yaml settings (constants, messages, stages…) and cascades. */
  other: DiffItem[];
}

/** Page keys whose changes `funnel diff` shows as the page's own (navigation and bindings have sections of their own). */
const pageScalars = ['kind', 'route', 'title', 'description', 'stage', 'step', 'handler', 'renderer', 'submitScenario', 'terminal', 'entryPoint', 'chat'] as const;
const pageLists = ['guards', 'experiments', 'order'] as const;

/**
 * `funnel diff` (issue #15): what a change of funnel-config/ does, for review in a pull request. Pages added, removed
 * and changed (their own keys: title, route, stage, prerequisites, form fields, guards, experiment keys…); navigation
 * edges (every rule of every scenario, sequences expanded, auto-route's order) added, removed and changed (condition,
 * note, query, state set, the order rules are tried in); API bindings (each step of load, submit and actions, pages'
 * and actions.yaml's) added, removed and changed; and funnel.yaml settings and cascades. Pure: the CLI reads the files.
 */
export function diffFunnelConfigs(before: DiffSide, after: DiffSide): FunnelDiff {
  return {
    oldVersion: getContentHash(before.config),
    newVersion: getContentHash(after.config),
    pages: diffPages(before, after),
    edges: diffEdges(before, after),
    bindings: diffBindings(before, after),
    other: [...diffFunnelFile(before, after), ...diffCascades(before, after)],
  };
}

function diffPages(before: DiffSide, after: DiffSide): DiffItem[] {
  const oldPages = new Map(before.config.pages.map((page) => [page.id, page]));
  const newPages = new Map(after.config.pages.map((page) => [page.id, page]));
  const items: DiffItem[] = [];
  for (const id of sortedUnion(oldPages.keys(), newPages.keys())) {
    const old = oldPages.get(id);
    const next = newPages.get(id);
    if (!old) {
      items.push({ change: 'added', label: toPageLabel(next!), at: at(after, after.sources.getPageFile(id), ['id']), details: describeNewPage(next!) });
    } else if (!next) {
      items.push({ change: 'removed', label: toPageLabel(old), at: at(before, before.sources.getPageFile(id), ['id']), details: [] });
    } else {
      const details = getPageChanges(old, next);
      if (details.length > 0) items.push({ change: 'changed', label: toPageLabel(next), at: at(after, after.sources.getPageFile(id), ['id']), details });
    }
  }
  return items;
}

function toPageLabel(page: PageConfig): string {
  return page.title ? `${page.id} "${page.title}"` : `${page.id} (${page.kind === 'page' ? 'page' : `${page.kind} route`})`;
}

/** What a new page is: its route, stage and prerequisites. */
function describeNewPage(page: PageConfig): string[] {
  const details = [`route /${page.route}${page.stage ? `, stage ${page.stage}` : ''}${page.renderer ? `, renderer ${page.renderer}` : ''}`];
  if (page.prerequisites) details.push(`prerequisites: ${toConditionText(page.prerequisites)}`);
  if (page.fields) details.push(`form fields: ${Object.keys(page.fields.bind).join(', ') || 'none'}`);
  return details;
}

/** The page's own keys that differ, one line each. */
function getPageChanges(old: PageConfig, next: PageConfig): string[] {
  const details: string[] = [];
  for (const key of pageScalars) {
    if (!isSame(old[key], next[key])) details.push(`${key}: ${toValueText(old[key])} → ${toValueText(next[key])}`);
  }
  if (!isSame(old.prerequisites, next.prerequisites)) {
    details.push(`prerequisites: ${toConditionOrNone(old.prerequisites)} → ${toConditionOrNone(next.prerequisites)}`);
  }
  for (const key of pageLists) {
    const line = toListChange(old[key] ?? [], next[key] ?? []);
    if (line) details.push(`${key}: ${line}`);
  }
  details.push(...getFieldChanges(old, next));
  if (!isSame(old.buttons, next.buttons)) {
    details.push(`buttons: ${toValueText(old.buttons?.map((button) => button.label))} → ${toValueText(next.buttons?.map((button) => button.label))}`);
  }
  return details;
}

/** Form fields added, removed, rebound or with another schema; the uiSchema as a whole. */
function getFieldChanges(old: PageConfig, next: PageConfig): string[] {
  const oldBind = old.fields?.bind ?? {};
  const newBind = next.fields?.bind ?? {};
  const properties = (page: PageConfig) => ((page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  const oldProperties = properties(old);
  const newProperties = properties(next);
  const details: string[] = [];
  for (const field of sortedUnion(Object.keys(oldBind), Object.keys(newBind))) {
    if (!(field in oldBind)) details.push(`form field ${field} added, kept at ${newBind[field]}`);
    else if (!(field in newBind)) details.push(`form field ${field} removed (was kept at ${oldBind[field]})`);
    else if (oldBind[field] !== newBind[field]) details.push(`form field ${field} kept at ${oldBind[field]} → ${newBind[field]}`);
    else if (!isSame(oldProperties[field], newProperties[field])) details.push(`form field ${field}: schema changed`);
  }
  const rest = (page: PageConfig) => ({ ...(page.fields?.schema ?? {}), properties: undefined });
  if (!isSame(rest(old), rest(next))) details.push('form schema changed (besides its fields)');
  if (!isSame(old.fields?.uiSchema, next.fields?.uiSchema)) details.push('form uiSchema changed');
  return details;
}

/** An edge as compared: what identifies it across versions, and how it reads. */
interface ComparedEdge {
  edge: LocatedNavigationEdge;
  /** `from|scenario|to#n`: the n-th rule of that scenario going to that page. */
  identity: string;
  /** Its rank among the scenario's rules both versions have (to tell rules tried in another order). */
  rank?: number;
  rule: { when?: Condition; note?: string; query?: unknown; set?: unknown; saveSession?: boolean };
}

function diffEdges(before: DiffSide, after: DiffSide): DiffItem[] {
  const oldEdges = toComparedEdges(before);
  const newEdges = toComparedEdges(after);
  const shared = new Set([...oldEdges.keys()].filter((identity) => newEdges.has(identity)));
  rankShared(oldEdges, shared);
  rankShared(newEdges, shared);
  const items: DiffItem[] = [];
  // Each page's edges together, in the order its rules are tried (removed ones after).
  const from = (identity: string) => identity.slice(0, identity.indexOf('|'));
  const order = [...newEdges.keys(), ...[...oldEdges.keys()].filter((identity) => !newEdges.has(identity))].sort((a, b) => compareText(from(a), from(b)));
  for (const identity of order) {
    const old = oldEdges.get(identity);
    const next = newEdges.get(identity);
    if (!old) {
      items.push({ change: 'added', label: toEdgeLabel(next!.edge), at: edgeAt(next!.edge), details: describeRule(next!) });
    } else if (!next) {
      items.push({ change: 'removed', label: toEdgeLabel(old.edge), at: edgeAt(old.edge), details: [] });
    } else {
      const details: string[] = [];
      if (!isSame(old.rule.when, next.rule.when)) details.push(`when: ${toConditionOrNone(old.rule.when)} → ${toConditionOrNone(next.rule.when)}`);
      if (!isSame(old.rule.note, next.rule.note)) details.push(`note: ${toValueText(old.rule.note)} → ${toValueText(next.rule.note)}`);
      for (const key of ['query', 'set', 'saveSession'] as const) {
        if (!isSame(old.rule[key], next.rule[key])) details.push(`${key}: ${toValueText(old.rule[key])} → ${toValueText(next.rule[key])}`);
      }
      if (old.rank !== next.rank) details.push(`tried ${ordinal(next.rank!)} among the ${next.edge.scenario} rules both versions have (was ${ordinal(old.rank!)})`);
      if (details.length > 0) items.push({ change: 'changed', label: toEdgeLabel(next.edge), at: edgeAt(next.edge), details });
    }
  }
  return items;
}

function toComparedEdges(side: DiffSide): Map<string, ComparedEdge> {
  const compared = new Map<string, ComparedEdge>();
  const seen = new Map<string, number>();
  const expanded = new Map(side.config.pages.map((page) => [page.id, expandNavigation(page, side.config.sequences, true)]));
  for (const edge of locateNavigationEdges(side.config, side.sources)) {
    const triple = `${edge.from}|${edge.scenario}|${edge.to}`;
    const n = (seen.get(triple) ?? 0) + 1;
    seen.set(triple, n);
    compared.set(`${triple}#${n}`, { edge, identity: `${triple}#${n}`, rule: getRule(expanded, edge) });
  }
  return compared;
}

/** The rule behind an edge as the runtime tries it (sequences expanded); none for an auto-route order entry. */
function getRule(expanded: Map<string, ReturnType<typeof expandNavigation>>, edge: LocatedNavigationEdge): ComparedEdge['rule'] {
  if (edge.scenario === 'auto-route') return {};
  const rule = expanded.get(edge.from)?.[edge.scenario]?.[Number(edge.key.split('|')[2])];
  return rule ? { when: rule.when, note: rule.note, query: rule.query, set: rule.set, saveSession: rule.saveSession } : {};
}

/** Numbers the shared edges of each scenario by the order they are tried in. */
function rankShared(edges: Map<string, ComparedEdge>, shared: Set<string>): void {
  const counts = new Map<string, number>();
  for (const compared of edges.values()) {
    if (!shared.has(compared.identity)) continue;
    const scenario = `${compared.edge.from}|${compared.edge.scenario}`;
    const rank = (counts.get(scenario) ?? 0) + 1;
    counts.set(scenario, rank);
    compared.rank = rank;
  }
}

function toEdgeLabel(edge: LocatedNavigationEdge): string {
  return `${edge.from} → ${edge.to} (${edge.scenario})`;
}

/** What a new rule says: its place, its condition, its note. */
function describeRule(compared: ComparedEdge): string[] {
  const index = Number(compared.edge.key.split('|')[2]) + 1;
  const details = [compared.edge.scenario === 'auto-route' ? `auto-route order entry ${index}` : `rule ${index} of ${compared.edge.scenario}`];
  if (compared.rule.when) details.push(`when: ${toConditionText(compared.rule.when)}`);
  if (compared.rule.note) details.push(`note: ${toValueText(compared.rule.note)}`);
  return details;
}

function edgeAt(edge: LocatedNavigationEdge): string {
  return `${edge.file}:${edge.range.start.line + 1}`;
}

/** A binding step as compared: its list, what it does, and where. */
interface ComparedBinding {
  label: string;
  step: ApiBinding;
  at: string;
}

function diffBindings(before: DiffSide, after: DiffSide): DiffItem[] {
  const oldBindings = toComparedBindings(before);
  const newBindings = toComparedBindings(after);
  const items: DiffItem[] = [];
  // Each page's steps together (removed ones after the kept ones).
  const owner = (identity: string) => identity.slice(0, identity.indexOf(' '));
  const order = [...newBindings.keys(), ...[...oldBindings.keys()].filter((identity) => !newBindings.has(identity))].sort((a, b) => compareText(owner(a), owner(b)));
  for (const identity of order) {
    const old = oldBindings.get(identity);
    const next = newBindings.get(identity);
    if (!old) {
      items.push({ change: 'added', label: next!.label, at: next!.at, details: describeStep(next!.step) });
    } else if (!next) {
      items.push({ change: 'removed', label: old.label, at: old.at, details: [] });
    } else {
      const details = getStepChanges(old.step, next.step);
      if (details.length > 0) items.push({ change: 'changed', label: next.label, at: next.at, details });
    }
  }
  return items;
}

function toComparedBindings(side: DiffSide): Map<string, ComparedBinding> {
  const compared = new Map<string, ComparedBinding>();
  const addList = (owner: string, file: string, path: JsonPath, steps: ApiBinding[]) => {
    const seen = new Map<string, number>();
    steps.forEach((step, index) => {
      const what = toStepText(step);
      const n = (seen.get(what) ?? 0) + 1;
      seen.set(what, n);
      const label = `${owner}: ${what}${n > 1 ? ` (#${n})` : ''}`;
      compared.set(label, { label, step, at: at(side, file, [...path, index]) });
    });
  };
  for (const page of side.config.pages) {
    const file = side.sources.getPageFile(page.id);
    addList(`${page.id} load`, file, ['load'], page.load ?? []);
    addList(`${page.id} submit`, file, ['submit'], page.submit ?? []);
    for (const [name, action] of Object.entries(page.actions ?? {})) addList(`${page.id} action ${name}`, file, ['actions', name, 'do'], action.do);
  }
  for (const [name, action] of Object.entries(side.config.actions ?? {})) addList(`actions.yaml ${name}`, 'actions.yaml', ['actions', name, 'do'], action.do);
  return compared;
}

/** What a step does, as its identity: `call parts.wipers → user.pageData.quote.wipers`, `run price`, `saveSession`. */
function toStepText(step: ApiBinding): string {
  if (step.call) return `call ${step.call}${step.into ? ` → ${step.into}` : ''}`;
  if (step.run) return `run ${step.run}`;
  if (step.saveSession) return 'saveSession';
  if (step.into) return `set ${step.into}`;
  if (step.set) return `set ${Object.keys(step.set).join(', ')}`;
  if (step.refuse) return 'refuse';
  return 'step';
}

function describeStep(step: ApiBinding): string[] {
  const details: string[] = [];
  if (step.params) details.push(`params: ${Object.keys(step.params).join(', ')}`);
  if (step.when) details.push(`when: ${toConditionText(step.when)}`);
  return details;
}

/** The keys of a step that differ; a param by name. */
function getStepChanges(old: ApiBinding, next: ApiBinding): string[] {
  const details: string[] = [];
  const oldParams = old.params ?? {};
  const newParams = next.params ?? {};
  for (const name of sortedUnion(Object.keys(oldParams), Object.keys(newParams))) {
    if (!(name in oldParams)) details.push(`param ${name} added: ${toValueText(newParams[name])}`);
    else if (!(name in newParams)) details.push(`param ${name} removed`);
    else if (!isSame(oldParams[name], newParams[name])) details.push(`param ${name}: ${toValueText(oldParams[name])} → ${toValueText(newParams[name])}`);
  }
  const keys = sortedUnion(Object.keys(old), Object.keys(next)).filter((key) => key !== 'params') as Array<keyof ApiBinding>;
  for (const key of keys) {
    if (isSame(old[key], next[key])) continue;
    if (key === 'when') details.push(`when: ${toConditionOrNone(old.when)} → ${toConditionOrNone(next.when)}`);
    else details.push(`${key}: ${toValueText(old[key])} → ${toValueText(next[key])}`);
  }
  return details;
}

/** funnel.yaml settings that differ, by dotted path (`constants.savedSessionTimeoutDays`). */
function diffFunnelFile(before: DiffSide, after: DiffSide): DiffItem[] {
  const oldLeaves = toLeaves(before.config.funnel);
  const newLeaves = toLeaves(after.config.funnel);
  const items: DiffItem[] = [];
  for (const path of sortedUnion(oldLeaves.keys(), newLeaves.keys())) {
    const old = oldLeaves.get(path);
    const next = newLeaves.get(path);
    if (isSame(old, next)) continue;
    const change = old === undefined ? 'added' : next === undefined ? 'removed' : 'changed';
    const side = change === 'removed' ? before : after;
    const where = at(side, 'funnel.yaml', path.split('.'));
    items.push({ change, label: `funnel.yaml ${path}`, at: where, details: change === 'changed' ? [`${toValueText(old)} → ${toValueText(next)}`] : [toValueText(old ?? next)] });
  }
  return items;
}

/** The values of an object by dotted path, down to scalars and lists (a list is one value). */
function toLeaves(value: unknown, prefix = '', leaves = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) toLeaves(item, prefix ? `${prefix}.${key}` : key, leaves);
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

function diffCascades(before: DiffSide, after: DiffSide): DiffItem[] {
  const oldRules = new Map(before.config.cascades.map((rule, index) => [rule.id, { rule, index }]));
  const newRules = new Map(after.config.cascades.map((rule, index) => [rule.id, { rule, index }]));
  const items: DiffItem[] = [];
  for (const id of sortedUnion(oldRules.keys(), newRules.keys())) {
    const old = oldRules.get(id);
    const next = newRules.get(id);
    const where = (side: DiffSide, index: number) => at(side, 'cascades.yaml', ['cascades', index]);
    if (!old) items.push({ change: 'added', label: `cascade ${id}`, at: where(after, next!.index), details: [next!.rule.description] });
    else if (!next) items.push({ change: 'removed', label: `cascade ${id}`, at: where(before, old.index), details: [] });
    else {
      const details = (['watch', 'compare', 'fromEmpty', 'reset', 'description'] as const)
        .filter((key) => !isSame(old.rule[key], next.rule[key]))
        .map((key) => `${key}: ${toValueText(old.rule[key])} → ${toValueText(next.rule[key])}`);
      if (details.length > 0) items.push({ change: 'changed', label: `cascade ${id}`, at: where(after, next.index), details });
    }
  }
  return items;
}

/** `file:line` (1-based) of a path in a config's file, or just the file when the path is not in it. */
function at(side: DiffSide, file: string, path: JsonPath): string {
  if (!side.sources.has(file, path)) return file;
  return `${file}:${side.sources.getRange(file, path).start.line + 1}`;
}

function isSame(a: unknown, b: unknown): boolean {
  return toCanonicalJson(a) === toCanonicalJson(b);
}

/** A value on one line as YAML's flow style writes it, keys in written order, at most 120 characters; `(none)` when absent. */
function toValueText(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? JSON.stringify(value) : toFlowText(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** `{ from: order.damage.isRepair, as: isNotTrue }`, `[a, b]`: plain words unquoted, other texts quoted. */
function toFlowText(value: unknown): string {
  if (typeof value === 'string') return /^[\w./-]+$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toFlowText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${key}: ${toFlowText(item)}`).join(', ')} }`;
  }
  return String(value);
}

function toConditionOrNone(condition: Condition | undefined): string {
  return condition ? toConditionText(condition) : '(none)';
}

/** What was added and removed between two lists: `+B, -A`. */
function toListChange(old: readonly string[], next: readonly string[]): string | null {
  if (isSame(old, next)) return null;
  const added = next.filter((item) => !old.includes(item)).map((item) => `+${item}`);
  const removed = old.filter((item) => !next.includes(item)).map((item) => `-${item}`);
  const changes = [...added, ...removed];
  return changes.length > 0 ? changes.join(', ') : `reordered: ${next.join(', ')}`;
}

function sortedUnion(a: Iterable<string>, b: Iterable<string>): string[] {
  return [...new Set([...a, ...b])].sort(compareText);
}

/** Code-point order (the same on every machine, unlike localeCompare). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
