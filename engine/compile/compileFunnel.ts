import type { FunnelConfig } from '../config/types';
import { withSharedActions } from '../config/withSharedActions';
import { expandNavigation } from './expandNavigation';
import type { CompiledPage, FunnelModel } from './FunnelModel';
import { getBindingWaits } from './getBindingWaits';
import { getContentHash } from './getContentHash';
import { getProgressModel } from './getProgressModel';
import { resolveConstantReferences } from './resolveConstantReferences';

/**
 * Compiles a validated FunnelConfig into the model the runtime and the renderers use: each page's navigation as lists
 * of ordinary rules, `{ sequence }` entries expanded (funnel-config/sequences.yaml), and the shared actions each page
 * runs added to its actions (funnel-config/actions.yaml); and its version, the content hash of the parsed config.
 * The journey stages (funnel.yaml `stages`, page `stage`) are left out: only the studio draws them, from the config;
 * the progress indicator gets what it needs of them as `progress` (issue #14).
 */
export function compileFunnel(config: FunnelConfig): FunnelModel {
  const pages: Record<string, CompiledPage> = {};
  const routes: Record<string, string> = {};
  let landingPageId: string | null = null;
  let bailoutPageId: string | null = null;
  for (const declared of config.pages) {
    // The stage is for the studio's map (it reads it from the config), and it and the stages after a hand-off for the
    // progress model below: not part of the pages the browser gets.
    const { stage: _stage, handOffStages: _handOffStages, ...withoutStage } = declared;
    const { page } = withSharedActions(withoutStage, config.actions);
    const waits = {
      load: getBindingWaits(page.load ?? [], page),
      submit: getBindingWaits(page.submit ?? [], page),
      actions: Object.fromEntries(Object.entries(page.actions ?? {}).map(([name, action]) => [name, getBindingWaits(action.do, page)])),
    };
    pages[page.id] = { ...page, navigation: expandNavigation(page, config.sequences), waits };
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
  const contentHash = getContentHash(config);
  const { stages: _stages, ...funnel } = config.funnel;
  // The progress indicator's stages (issue #14), from each screen's declared stage (left out of the pages above).
  const staged = Object.fromEntries(
    config.pages.filter((page) => pages[page.id]).map((page) => [page.id, { ...pages[page.id]!, stage: page.stage, handOffStages: page.handOffStages }]),
  );
  const progress = getProgressModel(staged, config.funnel.stages);
  const brandImages = toBrandImages(config);
  return {
    funnel,
    pages,
    pageIds,
    routes,
    cascades: config.cascades,
    stepCount,
    landingPageId,
    bailoutPageId,
    contentHash,
    progress,
    ...(brandImages ? { brandImages } : {}),
  };
}

/** The brand's logo and icon markup (issue #14), without the XML prolog and comments; lint `brand` checks the files. */
function toBrandImages(config: FunnelConfig): FunnelModel['brandImages'] {
  const brand = config.funnel.brand;
  const read = (file: string | undefined) =>
    file === undefined ? undefined : config.assets?.[file]?.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, '').trim();
  const logo = read(brand?.logo);
  if (!brand || !logo) return undefined;
  return { logo, favicon: read(brand.favicon) ?? logo };
}
