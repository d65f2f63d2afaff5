import type { FunnelConfig, NavigationRule } from '../config/types';
import type { CompiledPage, FunnelModel } from './FunnelModel';
import { resolveConstantReferences } from './resolveConstantReferences';

/** Compiles a validated FunnelConfig into the model the runtime and the renderers use. */
export function compileFunnel(config: FunnelConfig): FunnelModel {
  const pages: Record<string, CompiledPage> = {};
  const routes: Record<string, string> = {};
  let landingPageId: string | null = null;
  let bailoutPageId: string | null = null;
  for (const page of config.pages) {
    const navigation: Record<string, NavigationRule[]> = {};
    for (const [scenario, rules] of Object.entries(page.navigation ?? {})) {
      navigation[scenario] = Array.isArray(rules) ? rules : [rules];
    }
    pages[page.id] = { ...page, navigation };
    // SPEC §9 constants named in a form (`$constant: states`) become their values.
    if (page.fields) pages[page.id]!.fields = resolveConstantReferences(page.fields, config.funnel.constants);
    routes[page.route] = page.id;
    if (page.route === '') landingPageId = page.id;
    if (page.kind === 'bailout') bailoutPageId = page.id;
  }
  if (landingPageId === null) throw new Error('The funnel has no landing page (a page with route "")');
  const kindOrder = { page: 0, bailout: 1, virtual: 2 } as const;
  const pageIds = config.pages
    .slice()
    .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || (a.step ?? 99) - (b.step ?? 99) || a.id.localeCompare(b.id))
    .map((page) => page.id);
  const stepCount = Math.max(0, ...config.pages.map((page) => page.step ?? 0));
  return { funnel: config.funnel, pages, pageIds, routes, cascades: config.cascades, stepCount, landingPageId, bailoutPageId };
}
