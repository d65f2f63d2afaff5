import { getPathRoot, localScope } from '../compile/getBindingAccess';
import {
  entryGuardPageDataWrites,
  handlerPageDataReads,
  pageDataReadOnEveryPage,
  rendererPageDataReads,
  virtualHandlers,
  type VirtualHandlerName,
} from '../compile/registry';
import { sharedActionsFile } from '../config/withSharedActions';
import type { JsonPath } from '../config/Diagnostic';
import { operationAnswerKeys, type AnswerKeys } from '../domain/operationAnswerKeys';
import type { SourceIndex } from '../config/SourceIndex';
import type { FunnelConfig, NavigationRule, PageConfig } from '../config/types';
import { isBindingScopePath } from './getBindingScopeProblem';
import { getBindings, getBindingValues } from './getBindings';
import { getConditionStatePaths } from './getConditionStatePaths';
import { getNavigationRules } from './getNavigationRules';
import { getSequenceRules, sequencesFile } from './getSequenceRules';
import { visitConditions } from './visitConditions';

/** One place YAML (or code, for the registry's declared reads and writes) reads, writes or resets a state path. */
export interface StateFlowSite {
  statePath: string;
  /** `output`: written by a step declared `output: true` (kept for the record, not read by the funnel). */
  kind: 'read' | 'write' | 'output' | 'reset';
  file: string;
  path: JsonPath;
  /** Point at the key of `path` (a `set:` target). */
  onKey?: boolean;
  /** The text to point at inside the value at `path` (a `{placeholder}` in a message). */
  find?: string;
  /** Declared in engine/compile/registry.ts, not written in YAML: nothing to report at. */
  declared?: boolean;
  /** A write of a call's answer: the keys the answer may have (the contract), for the paths read below it. */
  answerKeys?: AnswerKeys;
}

/** The part of the state whose keys YAML makes up: every key under it must be written somewhere to be read. */
export const pageDataPrefix = 'user.pageData.';

/** The submitted-state snapshot keeps the order and the user as they were (SPEC §3): `submitted.x` reads what `x` was. */
export const submittedPrefix = 'submitted.';

/** `ui:options` keys whose value names a state path the generic form reads (a string, or `{path}`). */
const uiReadOptions = ['questionsFrom', 'optionsFrom', 'choicesFrom'];

/**
 * Every state path the config reads, writes or resets (DESIGN principle 5; issue #11 state-path dataflow):
 * - reads: conditions (prerequisites, navigation, buttons, bindings, cascades), `{from}` values, navigation query
 *   values, message placeholders, `fields.bind` (the form shows what is kept there), the generic form's
 *   `ui:options` lists, cascade `watch`, and what a renderer, a handler or every page reads of its own page data
 *   (registry);
 * - writes: a binding's `into` and `set`, a navigation rule's `set`, `fields.bind`, an entry guard's page data
 *   (registry);
 * - resets: cascade `reset` paths.
 * Scope paths of bindings (form, input, answer, local, …) are not state and are left out.
 */
export function getStateFlow(config: FunnelConfig, sources: SourceIndex): readonly StateFlowSite[] {
  let sites = flows.get(config);
  if (!sites) {
    sites = collectStateFlow(config, sources);
    flows.set(config, sites);
  }
  return sites;
}

/** getStateFlow's answer for each config linted (lintFunnel gives every rule the same object). */
const flows = new WeakMap<FunnelConfig, StateFlowSite[]>();

function collectStateFlow(config: FunnelConfig, sources: SourceIndex): StateFlowSite[] {
  const sites: StateFlowSite[] = [];
  const add = (statePath: unknown, kind: StateFlowSite['kind'], file: string, path: JsonPath, onKey = false): void => {
    if (typeof statePath !== 'string' || statePath === '' || isBindingScopePath(statePath)) return;
    sites.push({ statePath, kind, file, path, ...(onKey ? { onKey } : {}) });
  };
  const declare = (statePath: string, kind: StateFlowSite['kind'], file: string): void =>
    void sites.push({ statePath, kind, file, path: [], declared: true });
  const addRule = (rule: NavigationRule, file: string, path: JsonPath): void => {
    for (const [name, value] of Object.entries(rule.query ?? {})) {
      if (typeof value === 'object') add(value.from, 'read', file, [...path, 'query', name, 'from']);
    }
    for (const target of Object.keys(rule.set ?? {})) add(target, 'write', file, [...path, 'set', target], true);
  };

  visitConditions(config, sources, ({ condition, file, path }) => {
    for (const read of getConditionStatePaths(condition)) add(read.statePath, 'read', file, [...path, ...read.at]);
  });

  for (const page of config.pages) {
    const file = sources.getPageFile(page.id);
    const own = `${pageDataPrefix}${page.id}.`;
    for (const [field, statePath] of Object.entries(page.fields?.bind ?? {})) {
      add(statePath, 'write', file, ['fields', 'bind', field]);
      add(statePath, 'read', file, ['fields', 'bind', field]);
    }
    addUiReads(page, file, add);
    for (const { binding, path } of getBindings(page)) {
      // A step declared as an output writes for the record (the saved session): counted as read.
      const write: StateFlowSite['kind'] = binding.output === true ? 'output' : 'write';
      if (binding.into !== undefined && getPathRoot(binding.into) !== localScope) {
        add(binding.into, write, file, [...path, 'into']);
        const answerKeys = getAnswerKeys(binding.call, binding.pick, binding.forEach !== undefined);
        if (answerKeys !== undefined && sites[sites.length - 1]?.statePath === binding.into) sites[sites.length - 1]!.answerKeys = answerKeys;
      }
      for (const target of Object.keys(binding.set ?? {})) {
        if (getPathRoot(target) !== localScope) add(target, write, file, [...path, 'set', target], true);
      }
      for (const { value, at } of getBindingValues(binding)) add(value.from, 'read', file, [...path, ...at, 'from']);
      const messages: Array<[string, JsonPath]> = [
        ...(binding.refuse ?? []).map((refusal, j): [string, JsonPath] => [refusal.message, [...path, 'refuse', j, 'message']]),
        ...(binding.inform ?? []).map((notice, j): [string, JsonPath] => [notice.message, [...path, 'inform', j, 'message']]),
        ...(typeof binding.notFound === 'object' ? [[binding.notFound.message, [...path, 'notFound', 'message']] as [string, JsonPath]] : []),
      ];
      for (const [message, at] of messages) {
        for (const [, reference] of message.matchAll(/\{([\w.-]+)\}/g)) {
          if (reference!.includes('.')) add(reference, 'read', file, at);
          if (sites[sites.length - 1]?.statePath === reference) sites[sites.length - 1]!.find = `{${reference}}`;
        }
      }
    }
    for (const { rule, path } of getNavigationRules(page)) addRule(rule, file, path);
    // An action that leads to an address kept in the state (a hosted payment page): that path is read.
    for (const [name, action] of Object.entries(page.actions ?? {})) {
      const external = action.go && 'external' in action.go ? action.go.external : undefined;
      if (external !== null && typeof external === 'object' && 'from' in external) add(external.from, 'read', file, ['actions', name, 'go', 'external', 'from']);
    }

    for (const key of pageDataReadOnEveryPage) declare(`${own}${key}`, 'read', file);
    if (page.renderer !== undefined) {
      const reads = rendererPageDataReads[page.renderer as keyof typeof rendererPageDataReads];
      if (reads) for (const key of reads) declare(`${own}${key}`, 'read', file);
      // A renderer lint does not know (unknown-renderer reports it) may read any of its page's data.
      else declare(own.slice(0, -1), 'read', file);
    }
    if (page.handler !== undefined) {
      if (page.handler in virtualHandlers) for (const key of handlerPageDataReads[page.handler as VirtualHandlerName] ?? []) declare(`${own}${key}`, 'read', file);
      // A handler lint does not know (unknown-handler reports it) may read any of its page's data.
      else declare(own.slice(0, -1), 'read', file);
    }
    for (const guard of page.guards ?? []) {
      for (const key of entryGuardPageDataWrites[guard as keyof typeof entryGuardPageDataWrites] ?? []) declare(`${own}${key}`, 'write', file);
    }
  }
  for (const { rule, path } of getSequenceRules(config)) addRule(rule, sequencesFile, path);

  // funnel.yaml's order summary reads its rows' paths on every page (issue #14).
  (config.funnel.summary?.rows ?? []).forEach((row, index) => {
    const at = ['summary', 'rows', index];
    if (row.from !== undefined) add(row.from, 'read', 'funnel.yaml', [...at, 'from']);
    if (row.picture) add(row.picture.from, 'read', 'funnel.yaml', [...at, 'picture', 'from']);
    for (const [placeholder, path] of (row.text ?? '').matchAll(/\{([^{}]+)\}/g)) {
      add(path, 'read', 'funnel.yaml', [...at, 'text']);
      if (sites[sites.length - 1]?.statePath === path) sites[sites.length - 1]!.find = placeholder;
    }
  });

  // A shared action no page runs (its name misspelt in a run:, which page-actions reports) still says what it would
  // write: a read of it is not also "written by nothing".
  const run = new Set(config.pages.flatMap((page) => Object.keys(page.actions ?? {})));
  for (const [name, action] of Object.entries(config.actions ?? {})) {
    if (run.has(name)) continue;
    (action.do ?? []).forEach((binding, index) => {
      const path = ['actions', name, 'do', index];
      if (binding.into !== undefined && getPathRoot(binding.into) !== localScope) add(binding.into, 'write', sharedActionsFile, [...path, 'into']);
      for (const target of Object.keys(binding.set ?? {})) if (getPathRoot(target) !== localScope) add(target, 'write', sharedActionsFile, [...path, 'set', target], true);
    });
  }

  config.cascades.forEach((cascade, i) => {
    cascade.watch.forEach((statePath, j) => add(statePath, 'read', 'cascades.yaml', ['cascades', i, 'watch', j]));
    cascade.reset.forEach((reset, j) => {
      if (typeof reset === 'string') add(reset, 'reset', 'cascades.yaml', ['cascades', i, 'reset', j]);
      else add(reset.path, 'reset', 'cascades.yaml', ['cascades', i, 'reset', j, 'path']);
    });
  });
  return sites;
}

/** The generic form's lists read from the state (`ui:options.questionsFrom`, `optionsFrom.path`, `choicesFrom.path`). */
function addUiReads(page: PageConfig, file: string, add: (statePath: unknown, kind: 'read', file: string, path: JsonPath) => void): void {
  const visit = (node: unknown, path: JsonPath): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:options' && value !== null && typeof value === 'object') {
        for (const option of uiReadOptions) {
          const named = (value as Record<string, unknown>)[option];
          if (typeof named === 'string') add(named, 'read', file, [...path, key, option]);
          else if (named !== null && typeof named === 'object') add((named as { path?: unknown }).path, 'read', file, [...path, key, option, 'path']);
        }
      } else visit(value, [...path, key]);
    }
  };
  visit(page.fields?.uiSchema, ['fields', 'uiSchema']);
}

/** The path a `submitted.` read stands for (the snapshot of the order and the user), else the path itself. */
export function toLivePath(statePath: string): string {
  return statePath.startsWith(submittedPrefix) ? statePath.slice(submittedPrefix.length) : statePath;
}

/** Whether one path is the other, or lies below or above it (a write of `a.b` gives `a.b.c`; a read of `a` sees it). */
export function isRelatedPath(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** The keys of what a call keeps at its `into` (its answer, the `pick`ed field of it, a list of them with forEach). */
export function getAnswerKeys(call: string | undefined, pick: string | undefined, forEach: boolean): AnswerKeys | undefined {
  let keys: AnswerKeys | undefined = call !== undefined ? operationAnswerKeys[call] : undefined;
  if (keys !== undefined && pick !== undefined) keys = keys === 1 ? undefined : (keys[pick] ?? keys['*']);
  return keys !== undefined && forEach ? { '#': keys } : keys;
}

/**
 * Whether `path`, read below `written` where a call's answer is kept, names keys the answer may have; else the paths
 * it may have at the first key that is not (for a "did you mean").
 */
export function getAnswerKeyProblem(path: string, written: string, keys: AnswerKeys): { alternatives: string[] } | null {
  let current: AnswerKeys = keys;
  let at = written;
  for (const segment of path.slice(written.length + 1).split('.')) {
    if (current === 1) return { alternatives: [] };
    const next: AnswerKeys | undefined = current[segment] ?? (/^\d+$/.test(segment) ? current['#'] : undefined) ?? current['*'];
    if (next === undefined) return { alternatives: Object.keys(current).filter((key) => key !== '*' && key !== '#').map((key) => `${at}.${key}`) };
    current = next;
    at = `${at}.${segment}`;
  }
  return null;
}
