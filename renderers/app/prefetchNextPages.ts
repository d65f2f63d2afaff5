import validatorLoaders from 'virtual:funnel-validators';
import type { RendererName } from '../../engine/compile/registry';
import { conditionGuards } from '../../engine/domain/conditionGuards';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { resolveNavigation } from '../../engine/runtime/resolveNavigation';
import { pageRenderers } from '../pages';

/**
 * Fetches ahead the code the page's Continue will most likely need (issue #12: click → next page), called when the
 * visitor starts answering (after the page is shown: the first page's scripts stay its own). Every screen Continue can
 * lead to gets its own part of the model (small); the one the answers so far lead to also gets its renderer or its form
 * and validator; the runtime's own code for a submit is fetched too. Failures are left for the route to meet and tell (SPEC §8 chunk-load failure).
 */
export function prefetchNextPages(
  runtime: Pick<FunnelRuntime, 'model' | 'loadPage' | 'getState' | 'prepareSubmit' | 'loadFunnelDetails'>,
  pageId: string,
): void {
  const { model } = runtime;
  runtime.prepareSubmit();
  const page = model.pages[pageId];
  const scenario = page?.submitScenario ?? 'forward';
  const rules = page?.navigation?.[scenario] ?? [];
  for (const to of new Set(rules.map((rule) => rule.to))) {
    if (model.pages[to]?.kind === 'page') runtime.loadPage(to).catch(() => undefined);
  }
  let likely: string;
  try {
    likely = resolveNavigation(model, pageId, scenario, {
      state: runtime.getState(),
      guards: conditionGuards,
      environment: {},
      constants: model.funnel.constants,
    }).to;
  } catch {
    return;
  }
  const next = model.pages[likely];
  if (!next || next.kind !== 'page') return;
  const loadValidator = validatorLoaders[likely];
  const code = next.renderer
    ? pageRenderers[next.renderer as RendererName]?.(runtime)
    : loadValidator
      ? Promise.all([import('./PageView'), import('../form/createPageValidator'), loadValidator()])
      : null;
  code?.catch(() => undefined);
}
