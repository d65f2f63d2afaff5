import { createSaveSender } from './createSaveSender';
import { explainCondition } from './explainCondition';
import { formatDecision } from './formatDecision';
import { toNavigationTrace } from './toNavigationTrace';

/**
 * Issue #12: the runtime's code that runs only when the visit is sent elsewhere (a submit, an action's navigation, a
 * guard's or a handler's redirect, a failed prerequisite) or an answer is saved: decision traces (DESIGN principle 12)
 * and the session saves' sender. Code of its own, so the first page's scripts leave it out; the runtime loads it when
 * the visitor starts answering (FunnelRuntime.prepareSubmit), beside a virtual route's handler, and before any of that
 * work when it is not there yet.
 */
export const deferredRuntime = { createSaveSender, explainCondition, formatDecision, toNavigationTrace };

export type DeferredRuntime = typeof deferredRuntime;
