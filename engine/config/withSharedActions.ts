import type { ApiBinding, PageActionConfig, PageConfig } from './types';

/** The file of the shared actions, relative to funnel-config/. */
export const sharedActionsFile = 'actions.yaml';

/** A page with the shared actions it runs added, and which names were added. */
export interface PageWithSharedActions {
  page: PageConfig;
  /** The shared actions added to the page (its own actions of the same name are kept instead). */
  added: string[];
}

/** The actions a step list runs (`run:`), directly. */
const getRuns = (steps: readonly ApiBinding[] | undefined) => (steps ?? []).flatMap((step) => (step.run === undefined ? [] : [step.run]));

/**
 * The page as the runtime sees it (funnel-config/actions.yaml): every shared action its load, submit or actions run,
 * directly or through another action, is added to its actions; an action the page declares itself wins over a shared
 * one of the same name. A name neither declares stays missing (lint's page-actions rule reports it).
 */
export function withSharedActions(page: PageConfig, shared: Readonly<Record<string, PageActionConfig>> | undefined): PageWithSharedActions {
  if (!shared || Object.keys(shared).length === 0) return { page, added: [] };
  const own = page.actions ?? {};
  const added: string[] = [];
  const pending = [...getRuns(page.load), ...getRuns(page.submit), ...Object.values(own).flatMap((action) => getRuns(action.do))];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (Object.hasOwn(own, name) || added.includes(name) || !Object.hasOwn(shared, name)) continue;
    added.push(name);
    pending.push(...getRuns(shared[name]!.do));
  }
  if (added.length === 0) return { page, added };
  added.sort();
  return { page: { ...page, actions: { ...own, ...Object.fromEntries(added.map((name) => [name, shared[name]!])) } }, added };
}
