import { createExperimentRunner } from './createExperimentRunner';
import { createPageAnalytics } from './createPageAnalytics';
import { createSaveSender } from './createSaveSender';
import { explainCondition } from './explainCondition';
import { formatDecision } from './formatDecision';
import { toNavigationTrace } from './toNavigationTrace';

/**
 * Issue #12: the runtime's code that runs only when the visit is sent elsewhere (a submit, an action's navigation, a
 * guard's or a handler's redirect, a failed prerequisite) or an answer is saved: decision traces (DESIGN principle 12)
 * and the session saves' sender; the experiment runner (SPEC §7), whose run no page's drawing waits for unless the
 * page lists a setting key; and analytics (SPEC §2, §7), sent after the page is shown. Code of its own, so the first page's scripts leave it out; the runtime loads it when
 * a page is entered (for the experiments, beside the page's own part), and before any of that work when it is not
 * there yet.
 */
export const deferredRuntime = { createExperimentRunner, createPageAnalytics, createSaveSender, explainCondition, formatDecision, toNavigationTrace };

export type DeferredRuntime = typeof deferredRuntime;
