import { createExperimentRunner } from './createExperimentRunner';
import { createPageAnalytics } from './createPageAnalytics';
import { createSaveSender } from './createSaveSender';
import { explainCondition } from './explainCondition';
import { formatDecision } from './formatDecision';
import { toNavigationTrace } from './toNavigationTrace';

/**
 * Issue #12: the runtime's code the first page's drawing does not run. What runs only when the visit is sent elsewhere
 * (a submit, an action's navigation, a guard's or a handler's redirect, a failed prerequisite) or an answer is saved:
 * decision traces (DESIGN principle 12) and the session saves' sender. The experiment runner (SPEC §7): a page whose
 * entry reads no setting runs its experiments once it is shown or the visitor starts answering. Analytics (SPEC §2,
 * §7), sent after the page is shown. Code of its own, so the first page's scripts leave it out; the runtime loads it
 * when the visitor starts answering (FunnelRuntime.prepareSubmit), for a page's experiments, beside a virtual route's
 * handler, and before any of that work when it is not there yet.
 */
export const deferredRuntime = { createExperimentRunner, createPageAnalytics, createSaveSender, explainCondition, formatDecision, toNavigationTrace };

export type DeferredRuntime = typeof deferredRuntime;
