import type { BindingWaits, FunnelModel } from '../compile/FunnelModel';
import { getBindingAccess, hasOverlap, localScope } from '../compile/getBindingAccess';
import { getBindingWaits } from '../compile/getBindingWaits';
import type { AnswerNotice, ApiBinding, BindingValue, Condition } from '../config/types';
import { isParamConverterName, paramConverters, type ParamConverter } from '../domain/paramConverters';
import type { FunnelState } from '../domain/state';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';
import { FieldRefusal } from './FieldRefusal';
import { getAtPath } from './getAtPath';
import { setAtPath } from './setAtPath';
import { cachedPerObject } from './cachedPerObject';

/** What each step reads and writes, worked out once per step of the model: entries ask for it every time. */
const getStepAccess = cachedPerObject(getBindingAccess);

/** What a binding list reads besides the state: the submitted form, an action's input. */
export interface BindingScopeValues {
  form?: Record<string, unknown>;
  input?: Record<string, unknown>;
}

/** Writes the list does not make but may have to wait for (the experiments run writes `settings`). */
export interface PendingWrite {
  writes: string[];
  done: Promise<unknown>;
}

/** What running a binding list needs from the runtime. */
export interface BindingRunContext {
  model: FunnelModel;
  pageId: string;
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  /** Makes a call; `handlesFailure`: its failure is this list's to handle (a fallback, a message on the page), no bail-out. */
  callApi(operation: string, params: Record<string, unknown>, options?: { handlesFailure?: boolean }): Promise<unknown>;
  /** Saves the session (SPEC §4 queued saves); resolves whether it was saved. */
  saveSession(): Promise<boolean>;
  /** The condition context over a root (the state, or the state with the binding scopes beside it). */
  conditionContext(root: Record<string, unknown>): ConditionContext;
  /** Shows or withdraws a binding's notices (information alerts). */
  inform(notice: AnswerNotice, holds: boolean, text: string): void;
  /** Strict (submit, action): the first failure fails the list. Lenient (load): a failure only skips what needs it. */
  strict: boolean;
  /**
   * A failed call fails the list and the page tells the visitor, who tries again from there (a page's submit, issue
   * #13): no call of it bails out (SPEC §8 step 3 is the page's message and banner instead).
   */
  handlesFailures?: boolean;
  pending?: PendingWrite[];
}

/** A step whose session save failed: the list ends with its message. */
export class SaveFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFailure';
  }
}

/** A step that did not run because a step it waits for failed. */
const blocked = Symbol('blocked');

/** How a binding list ended: the state paths it wrote, and in strict mode its first failure (in step order). */
export interface BindingRunResult {
  written: string[];
  failure?: unknown;
}

/**
 * Runs a page's binding list (its `load`, `submit` or an action) as a graph (DESIGN principle 11): each step starts
 * once the steps it waits for are done (engine/compile/getBindingWaits.ts), the others at the same time. Answers are
 * written to the state as they arrive. In strict mode the first failure (in step order) is reported once every
 * started step has settled; a failed step's dependents never run.
 */
export function runBindings(
  steps: readonly ApiBinding[],
  waits: BindingWaits,
  context: BindingRunContext,
  scopes: BindingScopeValues,
): Promise<BindingRunResult> {
  return startBindings(steps, waits, context, scopes).settled;
}

/** A binding list under way: when each step has settled (done, skipped, failed or blocked), and how the list ended. */
export interface StartedBindings {
  /** Per step: settles once the step has (a failure never rejects it). */
  steps: ReadonlyArray<Promise<unknown>>;
  settled: Promise<BindingRunResult>;
}

/** Starts a binding list (see runBindings); a page's entry can wait for some of its steps only (issue #12 whileShown). */
export function startBindings(
  steps: readonly ApiBinding[],
  waits: BindingWaits,
  context: BindingRunContext,
  scopes: BindingScopeValues,
): StartedBindings {
  const written: string[] = [];
  const local: Record<string, unknown> = {};
  const failures: Array<{ index: number; error: unknown }> = [];
  const page = context.model.pages[context.pageId] ?? {};
  const results: Array<Promise<typeof blocked | void>> = [];

  const runStep = async (index: number): Promise<void> => {
    const step = steps[index]!;
    if (context.pending?.length) {
      const { reads } = getStepAccess(step, page);
      const waitFor = context.pending.filter((pending) => hasOverlap(pending.writes, reads));
      await Promise.all(waitFor.map((pending) => pending.done.catch(() => undefined)));
    }
    const root = (extra: Record<string, unknown> = {}) => toRoot(context, scopes, local, extra);
    if (step.when && !evaluateCondition(step.when, context.conditionContext(root())).value) return;
    const write = (path: string, value: unknown, writtenPaths: string[] = [path]) => {
      if (path.startsWith(`${localScope}.`)) {
        setAtPath(local, path.slice(localScope.length + 1), value);
        return;
      }
      context.update((draft) => setAtPath(draft as unknown as Record<string, unknown>, path, value));
      written.push(...writtenPaths);
    };

    if (step.saveSession) {
      const saved = await context.saveSession();
      const failedText = typeof step.saveSession === 'object' ? step.saveSession.failed : context.model.funnel.messages.sessionNotSaved;
      if (!saved) throw new SaveFailure(failedText);
    } else if (step.run !== undefined) {
      const action = context.model.pages[context.pageId]?.actions?.[step.run];
      if (!action) throw new Error(`Page "${context.pageId}" has no action "${step.run}"`);
      const actionWaits = context.model.pages[context.pageId]?.waits?.actions[step.run] ?? getBindingWaits(action.do, page);
      const input: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(step.input ?? {})) input[name] = readValue(value, root(), context);
      const inner = await runBindings(action.do, actionWaits, context, { ...scopes, input });
      written.push(...inner.written);
      if (inner.failure !== undefined) throw inner.failure;
    }

    let answer: unknown;
    if (step.call !== undefined) {
      const call = step.call;
      const callOnce = async (item: unknown) => {
        const params: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(step.params ?? {})) params[name] = readValue(value, root({ item }), context);
        let result: unknown;
        try {
          result = await context.callApi(call, params, { handlesFailure: step.onError !== undefined || context.handlesFailures === true });
        } catch (error) {
          const status = (error as { status?: number | null }).status;
          if (status === 404 && step.notFound !== undefined) {
            if (step.notFound === 'empty') return null;
            throw new FieldRefusal(step.notFound.field ?? null, toMessage(step.notFound.message, root({ item })));
          }
          // SPEC §7 fallbacks ("failed wipers fetch: empty list"…): the step goes on with what its YAML says.
          if (step.onError === undefined || !isCallFailure(error)) throw error;
          return step.onError === 'empty' ? null : { ...step.onError.answer };
        }
        return step.pick ? (result as Record<string, unknown> | null)?.[step.pick] ?? null : result;
      };
      if (step.forEach) {
        const items = readValue(step.forEach, root(), context);
        answer = await Promise.all((Array.isArray(items) ? items : []).map(callOnce));
      } else {
        answer = await callOnce(undefined);
      }
    } else if (step.value !== undefined) {
      answer = readValue(step.value, root(), context);
    }

    if (step.into && (step.call !== undefined || step.value !== undefined)) {
      const into = step.into;
      if (step.merge && answer && typeof answer === 'object' && !Array.isArray(answer)) {
        const target = getAtPath(root(), into);
        // Only the keys merged count as written (a cascade may still reset the rest of the object).
        const keys = Object.keys(answer as object).map((key) => `${into}.${key}`);
        write(into, { ...(target && typeof target === 'object' ? target : {}), ...(answer as object) }, keys);
      } else {
        write(into, answer ?? null);
      }
    }
    if (step.set) {
      // Every value is read before any is written: the entries of one `set` do not see each other.
      const values = Object.entries(step.set).map(([path, value]) => [path, readValue(value, root({ answer }), context)] as const);
      for (const [path, value] of values) write(path, value ?? null);
    }
    const refusal = (step.refuse ?? []).find((candidate) => evaluateCondition(candidate.when, context.conditionContext(root({ answer }))).value);
    if (refusal) throw new FieldRefusal(refusal.field ?? null, toMessage(refusal.message, root({ answer })));
    for (const notice of step.inform ?? []) {
      const holds = evaluateCondition(notice.when, context.conditionContext(root({ answer }))).value;
      context.inform(notice, holds, holds ? toMessage(notice.message, root({ answer })) : '');
    }
  };

  steps.forEach((_step, index) => {
    const before = (waits[index] ?? (index > 0 ? [index - 1] : [])).map((earlier) => results[earlier]!);
    results[index] = Promise.all(before).then(async (settled) => {
      if (settled.some((result) => result === blocked)) return blocked;
      try {
        await runStep(index);
        return undefined;
      } catch (error) {
        failures.push({ index, error });
        return blocked;
      }
    });
  });
  const settled = Promise.all(results).then((): BindingRunResult => {
    if (context.strict && failures.length > 0) {
      return { written, failure: failures.sort((a, b) => a.index - b.index)[0]!.error };
    }
    return { written };
  });
  return { steps: results, settled };
}

/** Whether an error is a failed call (ApiCallError: SPEC §8 label), not a defect of the step itself. */
function isCallFailure(error: unknown): boolean {
  return typeof (error as { label?: unknown } | null)?.label === 'string';
}

/** The root binding paths are read from: the state, with the binding scopes beside its groups. */
function toRoot(context: BindingRunContext, scopes: BindingScopeValues, local: Record<string, unknown>, extra: Record<string, unknown>) {
  const { funnel } = context.model;
  return {
    ...(context.getState() as unknown as Record<string, unknown>),
    form: scopes.form ?? {},
    input: scopes.input ?? {},
    constants: funnel.constants,
    funnel,
    [localScope]: local,
    ...extra,
  };
}

/** The value of a binding param, stored value or `set` entry, read from `root` (the state and the scopes). */
export function readValue(value: BindingValue | undefined, root: Record<string, unknown>, context: Pick<BindingRunContext, 'conditionContext'>): unknown {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value;
  if ('if' in value) {
    const holds = evaluateCondition(value.if as Condition, context.conditionContext(root)).value;
    return holds ? readValue(value.then, root, context) : (readValue(value.else, root, context) ?? null);
  }
  let read = getAtPath(root, value.from);
  if (value.as !== undefined) {
    if (!isParamConverterName(value.as)) throw new Error(`No param converter named "${value.as}"`);
    const args: Record<string, unknown> = {};
    for (const [name, arg] of Object.entries(value.with ?? {})) args[name] = readValue(arg, root, context);
    read = (paramConverters[value.as] as ParamConverter)(read, args);
  }
  if ((read === null || read === undefined) && value.default !== undefined) return readValue(value.default, root, context);
  return read;
}

/** A YAML message with `{<path>}` replaced by the value there (the state, `form.<field>`, `input.<name>`, `answer.…`). */
export function toMessage(template: string, root: Record<string, unknown>): string {
  return template.replace(/\{([\w-]+(?:\.[\w-]+)+)\}/g, (_match, path: string) => {
    const value = getAtPath(root, path);
    return value === null || value === undefined ? '' : String(value);
  });
}
