import type { FastifyInstance } from 'fastify';
import type { FunnelModel } from '../../compile/FunnelModel';
import type { JsonPath, Range } from '../../config/Diagnostic';
import type { FunnelEffect } from '../../runtime/createFunnelRuntime';
import { getAtPath } from '../../runtime/getAtPath';
import { isDeepEqual } from '../../runtime/isDeepEqual';
import { isEmptyValue } from '../../runtime/isEmptyValue';
import type { DecisionTrace } from '../../runtime/DecisionTrace';
import type { NavigationDecision } from '../../runtime/resolveNavigation';
import { createJourney, type Journey, type JourneyStop } from './createJourney';
import type { JourneyExpectation, JourneyStep } from '../../config/JourneyDefinition';
import type { ParsedJourney } from '../../config/parseJourneyFile';
import { toNavigationEdgeKey } from './toNavigationEdgeKey';
import { isOperationName, operationNames } from '../../domain/operations';
import { didYouMean } from '../../lint/didYouMean';

/** Where the sandbox a journey runs against is, and how to set its clock. */
export interface JourneySandbox {
  app: FastifyInstance;
  setNow(now: Date): void;
}

/** What running one journey gave. */
export interface JourneyResult {
  file: string;
  name: string;
  /** The first step that did not hold: where it is written and what went wrong; absent when the journey passed. */
  failure?: { range: Range; message: string };
  /** Every decision the runtime recorded, in order (the decision trace: navigation, skipped pages, guards, auto-route). */
  decisions: DecisionTrace[];
  /** The edges taken (toNavigationEdgeKey). */
  taken: Set<string>;
}

/** The clock of a journey that names none: a Tuesday the sandbox's test values are written for. */
export const defaultJourneyNow = '2026-12-01T09:00:00Z';

/**
 * Runs one parsed journey headless against the sandbox: each step through a visitor (createJourney), stopping at the
 * first step that does not hold. Records every navigation decision and the edges they took.
 */
export async function runJourney(parsed: ParsedJourney, model: FunnelModel, sandbox: JourneySandbox): Promise<JourneyResult> {
  const journey = parsed.journey!;
  const result: JourneyResult = { file: parsed.file, name: journey.name ?? parsed.file.replace(/^.*\/|\.ya?ml$/g, ''), decisions: [], taken: new Set() };
  const now = new Date(journey.now ?? defaultJourneyNow);
  sandbox.setNow(now);
  const start = () => {
    const visitor = createJourney(sandbox, { model, now: () => now, environment: { userAgent: 'journey-test', referrer: '', ...journey.environment } });
    watchDecisions(visitor, model, result);
    return visitor;
  };
  let visitor = start();
  let stop: JourneyStop | null = null;
  const steps = journey.steps;
  for (const [index, step] of steps.entries()) {
    const path: JsonPath = ['steps', index];
    const fail = (message: string, at: JsonPath = path) => {
      result.failure = { range: parsed.sources.getRange(parsed.file, at), message };
      return result;
    };
    try {
      if ('open' in step) {
        const [route = '', search = ''] = step.open.split('?');
        stop = await visitor.open(toRoute(route, model.funnel.basePath), search ? `?${search}` : '');
      } else if ('newBrowser' in step) {
        await visitor.settle();
        const cookies = visitor.ports.cookieJar;
        visitor = start();
        for (const [name, value] of cookies) visitor.ports.cookieJar.set(name, value);
        stop = null;
      } else if ('fault' in step) {
        const { call, answer, retryAfter } = step.fault;
        if (!isOperationName(call)) return fail(`Unknown call "${call}"${didYouMean(call, operationNames)}`, [...path, 'fault', 'call']);
        visitor.setFault(
          call,
          answer === 'none' ? null : answer === 'reset' ? { reset: true } : answer === 'timeout' ? { timeout: true } : { status: answer, ...(retryAfter === undefined ? {} : { retryAfter }) },
        );
      } else if ('expect' in step) {
        await visitor.settle();
        const problems = getExpectationProblems(step.expect, stop, visitor);
        if (problems.length > 0) return fail(problems.join('\n'), [...path, 'expect', Object.keys(step.expect)[0]!]);
      } else {
        const { page } = 'submit' in step ? step.submit : 'act' in step ? step.act : step.run;
        if (stop && stop.pageId !== page) return fail(`${Object.keys(step)[0]} on ${page}, but the page shown is ${describeStop(stop)}`, [...path, Object.keys(step)[0]!, 'page']);
        if ('submit' in step) stop = await visitor.submit(page, step.submit.answers ?? {}, step.submit.scenario);
        else if ('act' in step) stop = await visitor.act(page, step.act.scenario);
        else stop = await visitor.run(page, step.run.action, step.run.input ?? {});
        if (stop.refusal && !isRefusalExpected(steps[index + 1])) {
          return fail(`${page} refused the answers: ${stop.refusal.field ?? 'the page'}: ${stop.refusal.message}`);
        }
      }
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
  return result;
}

/**
 * Records a visitor's decision trace, and the edges it took: each navigation decision's rule, and each auto-route pick
 * (an effect with no navigation decision behind it).
 */
function watchDecisions(visitor: Journey, model: FunnelModel, result: JourneyResult): void {
  let last: NavigationDecision | null = null;
  visitor.runtime.bus.on('decision', (decision) => void result.decisions.push(decision));
  visitor.runtime.bus.on('navigation', (decision) => {
    last = decision;
    result.taken.add(toNavigationEdgeKey(decision.from, decision.scenario, decision.ruleIndex));
  });
  visitor.runtime.bus.on('effect', (effect: FunnelEffect) => {
    if (effect.type !== 'navigate') return;
    const decided = last !== null && last.from === effect.from && last.to === effect.to;
    last = null;
    const position = model.pages[effect.from]?.order?.indexOf(effect.to) ?? -1;
    if (!decided && position >= 0) result.taken.add(toNavigationEdgeKey(effect.from, 'auto-route', position));
  });
}

/** What of an expectation does not hold now, one line each. */
function getExpectationProblems(expectation: JourneyExpectation, stop: JourneyStop | null, visitor: Journey): string[] {
  const problems: string[] = [];
  const shown = stop ? describeStop(stop) : 'no page yet';
  if (expectation.page !== undefined && stop?.pageId !== expectation.page) problems.push(`expected page ${expectation.page}, got ${shown}`);
  for (const [name, value] of Object.entries(expectation.query ?? {})) {
    const actual = stop?.query[name];
    if (actual !== value) problems.push(`expected query ${name}=${value}, got ${actual === undefined ? 'none' : `${name}=${actual}`}`);
  }
  const state = visitor.runtime.getState();
  for (const [path, value] of Object.entries(expectation.state ?? {})) {
    const actual = getAtPath(state, path);
    const holds = value === null ? isEmptyValue(actual) : isDeepEqual(actual, value);
    if (!holds) problems.push(`expected ${path} = ${JSON.stringify(value)}, got ${JSON.stringify(actual) ?? 'nothing'}`);
  }
  if (expectation.alert !== undefined) {
    const texts = visitor.runtime.getAlerts().map((alert) => alert.text);
    if (!texts.some((text) => text.toLowerCase().includes(expectation.alert!.toLowerCase()))) {
      problems.push(`expected an alert with "${expectation.alert}", got ${texts.length > 0 ? texts.map((text) => `"${text}"`).join(', ') : 'no alert'}`);
    }
  }
  if (expectation.refusal !== undefined) {
    const { field, message } = expectation.refusal;
    const refusal = stop?.refusal;
    if (!refusal) problems.push(`expected a refusal, got ${shown} with none`);
    else if ((field !== undefined && refusal.field !== field) || (message !== undefined && !refusal.message.toLowerCase().includes(message.toLowerCase()))) {
      problems.push(`expected a refusal ${field ?? 'the page'}: "${message ?? '…'}", got ${refusal.field ?? 'the page'}: "${refusal.message}"`);
    }
  }
  if (expectation.external !== undefined && !stop?.external?.includes(expectation.external)) {
    problems.push(`expected to leave for an address with "${expectation.external}", got ${shown}`);
  }
  return problems;
}

/** Whether a step expects the refusal of the step before it. */
function isRefusalExpected(step: JourneyStep | undefined): boolean {
  return step !== undefined && 'expect' in step && step.expect.refusal !== undefined;
}

/** Where the visitor is, for people: a page with its query, or the address the funnel left for. */
function describeStop(stop: JourneyStop): string {
  if (stop.external !== undefined) return `the funnel left for ${stop.external}`;
  const query = new URLSearchParams(stop.query).toString();
  const refusal = stop.refusal ? ` (refused: ${stop.refusal.field ?? 'the page'}: ${stop.refusal.message})` : '';
  return `${stop.pageId}${query ? `?${query}` : ''}${refusal}`;
}

/** A route as written (`/fmg/vehicle`, `vehicle`, `/fmg/`) relative to the base path, as enterRoute takes it. */
function toRoute(route: string, basePath: string): string {
  const base = `/${basePath.replace(/^\/+|\/+$/g, '')}`;
  const trimmed = route.startsWith(`${base}/`) || route === base ? route.slice(base.length) : route;
  return trimmed.replace(/^\/+|\/+$/g, '');
}
