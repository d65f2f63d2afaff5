import { redirectOnlyGuards } from '../../compile/registry';
import type { JsonPath } from '../../config/Diagnostic';
import type { JourneyStep } from '../../config/JourneyDefinition';
import type { FunnelConfig, Literal, PageConfig } from '../../config/types';
import { knownQueryParameters } from '../../domain/queryParameters';
import { getAnswerProblem } from '../getAnswerProblem';
import { getBindingReads, getSubmittedFormFields } from '../getBindingReads';
import { getBindings } from '../getBindings';
import { getNavigationRules } from '../getNavigationRules';
import { getScenarioTriggers } from '../getScenarioTriggers';
import { getSequenceRules } from '../getSequenceRules';
import { getPageQueryReads } from '../getPageQueryReads';
import { getClosestName } from '../getClosestName';
import { didYouMean, didYouMeanContaining } from '../didYouMean';
import { getClosestPath } from '../getClosestPath';
import { getStateFlow, isRelatedPath, pageDataPrefix, toLivePath } from '../getStateFlow';
import { getClosestStatePath } from '../getClosestStatePath';
import { getMeantLiteral } from '../getClosestValue';
import { isKnownStatePath } from '../isKnownStatePath';
import { isOperationName, operationNames } from '../../domain/operations';
import { getValueShapes } from '../getValueShapes';
import type { LintRule } from '../LintRule';
import { getProblem } from './closedSetValue';
import { getLiteralProblem, isOfLiteralType } from './callParams';
import { operationParams } from '../../domain/operationParams';

/** The `; did you mean "x"?` of a name among candidates, or ''. */
const suggest = (name: string, candidates: Iterable<string>): string => {
  const closest = getClosestName(name, candidates);
  return closest === undefined ? '' : `; did you mean "${closest}"?`;
};

/** A form field's closed set of answers (enum, titled choices, a yes/no), or null when it takes any. */
function getChoices(schema: unknown): Literal[] | null {
  if (schema === null || typeof schema !== 'object') return null;
  const field = schema as { enum?: Literal[]; const?: Literal; oneOf?: unknown[]; anyOf?: unknown[]; type?: unknown };
  if (Array.isArray(field.enum)) return field.enum;
  if (field.const !== undefined) return [field.const];
  const listed = field.oneOf ?? field.anyOf;
  if (Array.isArray(listed)) {
    const values = listed.map(getChoices);
    return values.every((list) => list !== null) ? (values as Literal[][]).flat() : null;
  }
  if (field.type === 'boolean') return [true, false];
  return null;
}

/** The route a journey's `open` names, under the base path and without its query (`/fmg/vehicle?x=1` → `vehicle`). */
function toRoute(address: string, basePath: string): string {
  const base = `/${basePath.replace(/^\/+|\/+$/g, '')}`;
  const [path = ''] = address.split('?');
  const relative = path.startsWith(`${base}/`) || path === base ? path.slice(base.length) : path;
  return relative.replace(/^\/+|\/+$/g, '');
}

/**
 * A journey (funnel-config/journeys/, issue #11 "journeys as data") walks the funnel by name: every step must name
 * what the config has, or `funnel test` fails far from the mistake (or, worse, passes without testing what it says).
 * Checked: the route an `open` goes to and its query; the page of every step; a submit's answers name the page's form
 * fields (when the page has a YAML form; on a renderer's page, the answers its submit reads as form.<name>) with values
 * among a field's choices (`later` for `Later`) that the field's own schema takes (getAnswerProblem: the journey runs
 * headless, without the form's validation, so an answer no visitor can send would pass); the scenario of a submit or
 * act is one the page's navigation declares; a run names an action of the page and inputs it takes; a fault names a
 * SPEC §7 call; an expectation's state paths and query parameters exist, its state values are ones the paths can hold,
 * and the field of a refusal it expects is one the page submitted can refuse at. Each with a "did you mean".
 */
export const journeyStep: LintRule = {
  code: 'journey-step',
  description: "A journey step names a route, query parameter, page, form field (on a renderer's page, an answer its submit never reads), choice, scenario, action, action input, refusal field, state path or faulted call the config does not have, expects a state value its path never holds, or answers a field with a value its form refuses.",
  severity: 'error',
  check({ config, sources, journeys, report }) {
    const pages = new Map(config.pages.map((page) => [page.id, page]));
    // Page data has no fixed shape: an expectation of it names a path the config writes (or one above or below it).
    const written = getStateFlow(config, sources).filter((site) => site.kind === 'write' || site.kind === 'output').map((site) => toLivePath(site.statePath)).filter((path) => path.startsWith(pageDataPrefix));
    const ids = [...pages.keys()];
    for (const { file, journey } of journeys) {
      // A step's part written once and reused by a YAML alias (`submit: *dropoff`, the same object) is checked once.
      const checked = new Map<object, Set<string>>();
      const reportOnce = (part: object): typeof report => (problem) => {
        const messages = checked.get(part) ?? new Set<string>();
        checked.set(part, messages);
        if (messages.has(problem.message)) return;
        messages.add(problem.message);
        report(problem);
      };
      let submitted: PageConfig | undefined;
      journey?.steps.forEach((step, index) => {
        const next = journey.steps[index + 1];
        const part: unknown = Object.values(step)[0];
        checkStep(step, ['steps', index], file, config, pages, ids, written, reportOnce(typeof part === 'object' && part !== null ? part : step), next !== undefined && 'expect' in next && next.expect.refusal !== undefined, (path) => sources.getWrittenScalar(file, path));
        // A refusal expected names a field of the page last submitted (its form's, or its action's inputs).
        if ('expect' in step && typeof step.expect.refusal?.field === 'string' && submitted) {
          // Its form's fields (a required one left empty), and the fields its steps refuse at (refuse, notFound).
          const properties = Object.keys((submitted.fields?.schema as { properties?: object } | undefined)?.properties ?? {});
          // On a renderer's page without a form of its own, its submit's are the fields its renderer submits (what the
          // submit reads as form.<field>): a submit refusal written at another name is the page's mistake
          // (message-reference), not the journey's. An action's refusals name its inputs.
          const submittedFields = getSubmittedFormFields(submitted);
          const byRenderer = properties.length === 0 && submittedFields.length > 0;
          const refused = getBindings(submitted)
            .filter(({ list }) => !(byRenderer && list === 'submit'))
            .flatMap(({ binding }) => [...(binding.refuse ?? []).map((refusal) => refusal.field), ...(typeof binding.notFound === 'object' ? [binding.notFound.field] : [])]);
          const fields = [...new Set([...properties, ...submittedFields, ...refused.filter((field): field is string => field !== undefined)])];
          const field = step.expect.refusal.field;
          if (fields.length > 0 && !fields.includes(field)) report({ file, path: ['steps', index, 'expect', 'refusal', 'field'], message: `Page "${submitted.id}" has no field "${field}" to refuse${suggest(field, fields)}` });
        }
        if ('submit' in step) submitted = pages.get(step.submit.page);
        else if ('run' in step) submitted = pages.get(step.run.page);
      });
    }
  },
};

function checkStep(
  step: JourneyStep,
  at: JsonPath,
  file: string,
  config: FunnelConfig,
  pages: Map<string, PageConfig>,
  ids: string[],
  /** The page-data paths the config writes. */
  written: readonly string[],
  report: Parameters<LintRule['check']>[0]['report'],
  /** The next step expects the refusal of this one's answers. */
  refusalExpected: boolean,
  /** The text a plain scalar of the journey is written as (`01234`: YAML reads 1234). */
  typed: (path: JsonPath) => string | undefined,
): void {
  const problem = (path: JsonPath, message: string, onKey = false) => report({ file, path: [...at, ...path], message, onKey });
  const pageOf = (kind: string, id: string | undefined): PageConfig | undefined => {
    if (id === undefined) return undefined;
    const page = pages.get(id);
    if (!page) problem([kind, 'page'], `No page "${id}"${suggest(id, ids)}`);
    // A virtual route, or a page whose entry guard always sends the visitor on, is never on the screen: a journey is
    // never on it, and nothing is submitted or pressed there.
    else if (page.kind === 'virtual' || (page.guards ?? []).some((guard) => (redirectOnlyGuards as readonly string[]).includes(guard))) {
      problem([kind, 'page'], `"${id}" is ${page.kind === 'virtual' ? 'a virtual route' : 'a route its entry guard always sends on'}: it is never shown, so a journey is never on it; ${kind === 'expect' ? 'expect' : `${kind} on`} the page it leads to`);
    }
    return page;
  };
  if ('open' in step) {
    const route = toRoute(step.open, config.funnel.basePath);
    const routes = config.pages.map((page) => page.route);
    if (!routes.includes(route)) {
      // An address written whole (`http://localhost:8080/fmg/quote`) or without its leading slash (`fmg/quote`): the
      // address under the site that was meant, when it names a page.
      const base = `/${config.funnel.basePath.replace(/^\/+|\/+$/g, '')}`;
      const [address = '', search] = step.open.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?');
      const meant = `/${address.replace(/^\/+/, '')}`;
      const written = meant !== step.open.split('?')[0] && routes.includes(toRoute(meant, config.funnel.basePath)) && (meant === base || meant.startsWith(`${base}/`));
      const hint = written ? `; write ${meant}${search !== undefined ? `?${search}` : ''} (the address under the site, from its first slash)` : suggest(route, routes.filter(Boolean));
      problem(['open'], `No page is on route "${route}"${hint}`);
      return;
    }
    // Its query: SPEC §2 parameters (read in any case) or ones the page's code reads.
    const target = config.pages.find((page) => page.route === route)!;
    const known = [...knownQueryParameters, ...getPageQueryReads(target)];
    for (const key of new URLSearchParams(step.open.split('?')[1] ?? '').keys()) {
      if (known.some((name) => name.toLowerCase() === key.toLowerCase())) continue;
      const hint = suggest(key, known) || didYouMeanContaining(key, known);
      problem(['open'], `Page "${target.id}" reads no query parameter "${key}"${hint}`);
    }
  } else if ('submit' in step) {
    const page = pageOf('submit', step.submit.page);
    if (!page) return;
    const properties = (page.fields?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (properties) {
      for (const [name, value] of Object.entries(step.submit.answers ?? {})) {
        if (!(name in properties)) {
          problem(['submit', 'answers', name], `Page "${page.id}" has no form field "${name}"${suggest(name, Object.keys(properties))}`, true);
          continue;
        }
        const choices = getChoices(properties[name]);
        if (choices && (value === null || ['string', 'number', 'boolean'].includes(typeof value)) && value !== null && !choices.includes(value as Literal)) {
          const closest = getMeantLiteral(value as string | number | boolean, [], choices);
          const hint = closest !== undefined ? `; did you mean ${JSON.stringify(closest)}?` : '';
          problem(['submit', 'answers', name], `${JSON.stringify(value)} is not a choice of ${page.id}'s field ${name} (${choices.map((choice) => JSON.stringify(choice)).join(', ')})${hint}`);
          continue;
        }
        // An answer the form refuses (a time '9:00' where HH:MM is asked): no visitor can send it, so the journey walks
        // a way nobody can take. Unless the next step expects that refusal.
        const refused = refusalExpected ? undefined : getAnswerProblem(value, properties[name], [], (sub) => typed([...at, 'submit', 'answers', name, ...sub]));
        if (refused) {
          const part = refused.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
          problem(['submit', 'answers', name, ...refused.path], `${page.id}'s form refuses this answer to ${name}${part}: ${refused.message}; no visitor can send it (expect: { refusal } next if that is what the journey checks)`);
        }
      }
    } else if (page.submit !== undefined) {
      // A renderer's page: what it submits is what its submit steps read (form.<name>); an answer none reads does nothing.
      const paths = page.submit.flatMap((binding) => getBindingReads(binding, 'form', { when: true }).map((found) => found.path));
      const read = [...new Set(paths.flatMap((path) => (path.startsWith('form.') ? [path.split('.')[1]!] : [])))];
      const readsWholeForm = paths.includes('form');
      for (const name of readsWholeForm ? [] : Object.keys(step.submit.answers ?? {})) {
        if (read.includes(name)) continue;
        problem(['submit', 'answers', name], `Page "${page.id}" reads no answer "${name}" when submitted (its submit reads ${read.length > 0 ? read.map((field) => `form.${field}`).join(', ') : 'no answer'}): this answer does nothing${suggest(name, read)}`, true);
      }
    }
    if (step.submit.scenario !== undefined) checkScenario(page, step.submit.scenario, ['submit', 'scenario'], problem);
  } else if ('act' in step) {
    const page = pageOf('act', step.act.page);
    if (page) checkScenario(page, step.act.scenario, ['act', 'scenario'], problem);
  } else if ('run' in step) {
    const page = pageOf('run', step.run.page);
    if (!page) return;
    const actions = page.actions ?? {};
    const action = actions[step.run.action];
    if (!action) {
      problem(['run', 'action'], `Page "${page.id}" has no action "${step.run.action}"${suggest(step.run.action, Object.keys(actions))}`);
      return;
    }
    const inputs = action.input ?? [];
    for (const name of Object.keys(step.run.input ?? {})) {
      if (!inputs.includes(name)) problem(['run', 'input', name], `Action "${step.run.action}" of ${page.id} takes no input "${name}"${suggest(name, inputs) || ` (it takes ${inputs.join(', ') || 'none'})`}`, true);
    }
    // An input the action sends as it is to a call that refuses it (`providerNumber: 004101`, which YAML reads as the
    // number 4101, where the call takes a text): the journey's run fails with the service's 400.
    for (const [name, value] of Object.entries(step.run.input ?? {})) {
      if (!inputs.includes(name)) continue;
      for (const binding of action.do) {
        const signature = binding.call !== undefined && isOperationName(binding.call) ? operationParams[binding.call] : undefined;
        for (const [param, sent] of Object.entries(binding.params ?? {})) {
          const shape = signature?.literals?.[param];
          if (!shape || sent === null || typeof sent !== 'object' || !('from' in sent) || sent.from !== `input.${name}` || sent.as !== undefined) continue;
          // Its type only: the action's steps may choose the call by the input's value (`when:`), so a value outside one
          // call's closed set may be another's.
          const fits = value === null || typeof value === 'object' || isOfLiteralType(value as string | number | boolean, shape);
          const refused = fits ? undefined : getLiteralProblem(value, shape, typed([...at, 'run', 'input', name]));
          if (refused) problem(['run', 'input', name], `Action "${step.run.action}" sends ${name} to call "${binding.call}", which ${refused.replaceAll('<name>', param)}`);
        }
      }
    }
  } else if ('fault' in step) {
    // The call a fault breaks is a SPEC §7 operation (engine/domain/operations.ts): a misspelt one would break nothing.
    if (!isOperationName(step.fault.call)) problem(['fault', 'call'], `Unknown call "${step.fault.call}"${suggest(step.fault.call, operationNames)}`);
  } else if ('expect' in step) {
    if (step.expect.page !== undefined) pageOf('expect', step.expect.page);
    // A query expected is one a navigation rule hands on (or a SPEC §2 parameter).
    const handed = [...new Set([...config.pages.flatMap((page) => getNavigationRules(page)), ...getSequenceRules(config)].flatMap(({ rule }) => Object.keys(rule.query ?? {})))];
    for (const key of Object.keys(step.expect.query ?? {})) {
      if (handed.includes(key) || (knownQueryParameters as readonly string[]).includes(key)) continue;
      problem(['expect', 'query', key], `No navigation rule hands on query parameter "${key}"${suggest(key, handed)}`, true);
    }
    for (const [path, value] of Object.entries(step.expect.state ?? {})) {
      if (!isKnownStatePath(path)) {
        const closest = getClosestStatePath(path);
        problem(['expect', 'state', path], `Unknown state path "${path}"${closest !== undefined ? `; did you mean "${closest}"?` : ''}`, true);
        continue;
      }
      if (path.startsWith(pageDataPrefix) && !written.some((other) => isRelatedPath(other, path))) {
        const candidates = new Set(written.flatMap((other) => other.split('.').map((_, end, segments) => segments.slice(0, end + 1).join('.')).slice(2)));
        problem(['expect', 'state', path], `"${path}" is never written by the config, so this expectation ${value === null ? 'always holds' : 'is never met'}${didYouMean(path, candidates, getClosestPath)}`, true);
        continue;
      }
      // A value the path never holds (`InShop` for `Inshop`, `"false"` for false): the expectation could never be met.
      const shape = getValueShapes(config).get(path);
      if (!shape || !(value === null || ['string', 'number', 'boolean'].includes(typeof value))) continue;
      const never = getProblem(value as Literal, path, shape);
      if (never) problem(['expect', 'state', path], never.replace(/(; did you mean .*)?$/, (hint) => `, so this expectation is never met${hint}`));
    }
  }
}

function checkScenario(page: PageConfig, scenario: string, path: JsonPath, problem: (path: JsonPath, message: string) => void): void {
  const declared = Object.keys(page.navigation ?? {});
  if (declared.includes(scenario)) {
    // A visitor takes a scenario only through what the page offers: its Continue (a generic page's forward, or its
    // submitScenario), a button, an action that goes to it. A step that presses another walks a way no visitor can
    // take (a button deleted: its journeys still pass headless).
    const offered = getScenarioTriggers(page).filter((trigger) => trigger.path[0] !== 'guards' && trigger.path[0] !== 'handler');
    if (offered.some((trigger) => trigger.scenario === scenario) || page.kind !== 'page') return;
    const ways = [...new Set(offered.map((trigger) => trigger.scenario))];
    problem(path, `Page "${page.id}" offers no way to scenario "${scenario}" (no button, Continue or action leads to it${ways.length > 0 ? `; it offers ${ways.map((way) => `"${way}"`).join(', ')}` : ''}), so no visitor can take this step${suggest(scenario, ways)}`);
    return;
  }
  // Something on the page triggers it: the page's navigation lacks it (missing-scenario says so there), not the journey.
  const trigger = getScenarioTriggers(page).find((candidate) => candidate.scenario === scenario);
  if (trigger) problem(path, `Page "${page.id}"'s navigation does not declare scenario "${scenario}", which ${trigger.by.replace(/^[A-Z]/, (letter) => letter.toLowerCase())} triggers: see the page`);
  else problem(path, `Page "${page.id}" has no scenario "${scenario}" in its navigation${suggest(scenario, declared) || ` (it has ${declared.join(', ')})`}`);
}
