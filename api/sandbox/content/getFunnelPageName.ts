import type { FunnelModel } from '../../../engine/compile/FunnelModel';

/**
 * The id of the screen of the compiled funnel a name (any case) names, e.g. for an experiment's PageEntry trigger or
 * a page's content; null for a virtual route (landing, auto-route…) or a name the funnel does not have. Every page
 * funnel-config declares is one, including a page added with YAML only.
 */
export function getFunnelPageName(model: FunnelModel, name: string): string | null {
  const wanted = name.toLowerCase();
  return model.pageIds.find((id) => id.toLowerCase() === wanted && model.pages[id]?.kind === 'page') ?? null;
}
