import { getBindingAccess, hasOverlap } from '../compile/getBindingAccess';
import { getConditionReads } from '../compile/getConditionReads';
import type { FunnelModel } from '../compile/FunnelModel';
import { evaluateCondition, type ConditionContext } from './evaluateCondition';

/**
 * The pages a submit of `pageId` may lead to whose own parts are worth fetching now (issue #12: click → next page,
 * without fetching every screen a journey could have gone to). The navigation rules of `scenario` are read in order, as
 * resolveNavigation reads them, against `context`:
 *
 * - a rule whose condition reads what the submit's steps (its calls) or a cascade its answers or steps set off may still
 *   write could go either way until the submit is over: its page is possible, and the next rules are read too;
 * - while the visitor is answering (`answered` false), a rule whose condition reads the answers (the form's bound paths)
 *   is left for the submit, which asks again with the answers written;
 * - any other rule decides now: the first that holds (or has no condition) is the last page.
 */
export function possibleNextPages(model: FunnelModel, pageId: string, scenario: string, context: ConditionContext, answered: boolean): string[] {
  const page = model.pages[pageId];
  const rules = page?.navigation[scenario];
  if (!page || !rules) return [];
  const answers = Object.values(page.fields?.bind ?? {});
  const stepWrites = (page.submit ?? []).flatMap((step) => getBindingAccess(step, page).writes);
  const resets = model.cascades
    .filter((cascade) => hasOverlap(cascade.watch, [...answers, ...stepWrites]))
    .flatMap((cascade) => cascade.reset.map((reset) => (typeof reset === 'string' ? reset : reset.path)));
  const unsettled = [...stepWrites, ...resets];
  const possible = new Set<string>();
  for (const rule of rules) {
    const reads = rule.when ? getConditionReads(rule.when) : [];
    if (hasOverlap(reads, unsettled)) {
      possible.add(rule.to);
      continue;
    }
    if (!answered && hasOverlap(reads, answers)) continue;
    if (!rule.when || evaluateCondition(rule.when, context).value) {
      possible.add(rule.to);
      break;
    }
  }
  return [...possible];
}
