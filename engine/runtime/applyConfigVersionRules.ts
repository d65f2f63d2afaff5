import type { FunnelModel } from '../compile/FunnelModel';
import { getBindingAccess } from '../compile/getBindingAccess';
import type { ApiBinding } from '../config/types';
import type { ApplicationUser } from '../domain/state';
import type { ConfigVersionChange } from './DecisionTrace';

/** Where the answers and data of each page live in the state. */
const pageDataPrefix = 'user.pageData.';

/**
 * The rules for a saved session loaded under another config version than it was saved under (issue #15; README
 * "Config versions"), applied to the user state it brings:
 * 1. the data of pages that still exist is kept (`user.pageData.<page>`), and so is data the config still writes
 *    under another key (`user.pageData.stages`, written by service-zip's submit);
 * 2. the data of pages that no longer exist is dropped (nothing in this config reads or writes it), and a saved last
 *    page visited that no longer exists is cleared;
 * 3. the order (the SPEC §3 entities: vehicle, damage, location, schedule, customer…) is kept as saved: it belongs to
 *    no page, and the SPEC §4 checks of a loaded session (a saved schedule still offered) apply as to any session;
 * 4. the visit resumes where auto-route sends it (SPEC §2): the first page of its order whose prerequisites hold in
 *    this config, so a page whose prerequisites changed is not entered with data it no longer accepts.
 * Returns the user state to keep and what changed (for the decision trace), or no change when the versions match.
 * `savedVersion` null: the session was saved before versions were recorded (or by a host that records none).
 */
export function applyConfigVersionRules(
  user: ApplicationUser,
  model: FunnelModel,
  savedVersion: string | null,
): { user: ApplicationUser; change: ConfigVersionChange | null } {
  if (savedVersion === model.contentHash) return { user, change: null };
  const written = getWrittenPageDataKeys(model);
  const kept: string[] = [];
  const dropped: string[] = [];
  const pageData: ApplicationUser['pageData'] = {};
  for (const [key, value] of Object.entries(user.pageData)) {
    if (Object.hasOwn(model.pages, key) || written.has(key)) {
      kept.push(key);
      pageData[key] = value;
    } else {
      dropped.push(key);
    }
  }
  const lastPage = user.lastPageVisited;
  const lastPageGone = lastPage !== null && !Object.hasOwn(model.pages, lastPage);
  const change: Omit<ConfigVersionChange, 'summary'> = { saved: savedVersion, current: model.contentHash, kept: kept.sort(), dropped: dropped.sort() };
  if (lastPageGone) change.lastPageDropped = lastPage;
  return { user: { ...user, pageData, lastPageVisited: lastPageGone ? null : lastPage }, change: { ...change, summary: toSummary(change) } };
}

/** The versions, 12 digits each (as the studio shows them). */
function toVersionText(version: string | null): string {
  return version === null ? 'an unrecorded version' : version.slice(0, 12);
}

/** The change on one line, for the decision trace (page ids only: no personal data). */
function toSummary(change: Omit<ConfigVersionChange, 'summary'>): string {
  const dropped = change.dropped.length > 0 ? `dropped the answers of removed pages ${change.dropped.join(', ')}` : 'no answers dropped';
  const cleared = change.lastPageDropped ? ` (last page ${change.lastPageDropped} cleared)` : '';
  return `saved under config ${toVersionText(change.saved)}, now ${toVersionText(change.current)}: ${dropped}; kept ${change.kept.length}${cleared}`;
}

/** The `user.pageData` keys some step, form or navigation rule of the model writes (`stages`, and pages' own). */
function getWrittenPageDataKeys(model: FunnelModel): Set<string> {
  const keys = new Set<string>();
  const add = (path: string) => {
    if (path.startsWith(pageDataPrefix)) keys.add(path.slice(pageDataPrefix.length).split('.')[0]!);
  };
  for (const page of Object.values(model.pages)) {
    const lists: ApiBinding[][] = [page.load ?? [], page.submit ?? [], ...Object.values(page.actions ?? {}).map((action) => action.do)];
    for (const step of lists.flat()) getBindingAccess(step, page).writes.forEach(add);
    Object.values(page.fields?.bind ?? {}).forEach(add);
    for (const rules of Object.values(page.navigation)) for (const rule of rules) Object.keys(rule.set ?? {}).forEach(add);
  }
  return keys;
}
