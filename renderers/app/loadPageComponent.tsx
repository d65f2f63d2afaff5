import type { ComponentType } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import validatorLoaders from 'virtual:funnel-validators';
import { rendererNames, type RendererName } from '../../engine/compile/registry';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { pageRenderers } from '../pages';
import { loadChunk } from './loadChunk';

/** A virtual route renders nothing: entering it always redirects (SPEC §2 virtual routes). */
function NoScreen() {
  return null;
}

/**
 * The component of a page, loaded when its route is first visited (DESIGN performance rules: the first page does not
 * wait for code later pages need): a named custom renderer, or the generic form with the page's precompiled
 * validator. The form code, the validator factory and the page's validator load in parallel.
 *
 * It never rejects: a chunk that fails to load, or takes longer than `timeoutMilliseconds` (SPEC §9, funnel.yaml
 * chunkLoadTimeoutMilliseconds), becomes a SPEC §8 chunk-load failure (loadChunk), and any failure becomes a component
 * that throws it when rendered, so the page's error boundary (RouteErrorBoundary) tells the visitor, offers a reload,
 * and logs it. The page resolver loads it beside the page's entry (createPageResolver).
 */
export async function loadPageComponent(
  runtime: Pick<FunnelRuntime, 'model' | 'loadPage' | 'loadFunnelDetails'>,
  pageId: string,
  timeoutMilliseconds: number,
): Promise<ComponentType> {
  try {
    return await loadComponent(runtime, runtime.model.pages[pageId]!, timeoutMilliseconds);
  } catch (error) {
    return function PageThatFailedToLoad(): never {
      throw error;
    };
  }
}

/** The page's component, or a rejection when its code fails to load. */
async function loadComponent(
  runtime: Pick<FunnelRuntime, 'loadPage' | 'loadFunnelDetails'>,
  page: CompiledPage,
  timeoutMilliseconds: number,
): Promise<ComponentType> {
  if (page.renderer) {
    if (!(rendererNames as readonly string[]).includes(page.renderer)) {
      throw new Error(`Page "${page.id}" names renderer "${page.renderer}", which renderers/pages does not register`);
    }
    const Renderer = await loadChunk(() => pageRenderers[page.renderer as RendererName](runtime), timeoutMilliseconds);
    return function CustomPage() {
      return <Renderer pageId={page.id} />;
    };
  }
  const loadValidator = validatorLoaders[page.id];
  if (!page.fields || !loadValidator) return NoScreen;
  // The page's own part (its schema, issue #12) loads beside the form's code; PageLoadError carries a chunk failure.
  const [{ PageView }, { createPageValidator }, validateFns, whole] = await Promise.all([
    loadChunk(() => Promise.all([import('./PageView'), import('../form/createPageValidator'), loadValidator()]), timeoutMilliseconds),
    runtime.loadPage(page.id).catch((error: unknown) => Promise.reject(error instanceof Error && error.cause ? error.cause : error)),
  ]).then(([code, loaded]) => [...code, loaded] as const);
  const validator = createPageValidator(validateFns.default, whole!.fields!.schema as RJSFSchema);
  return function GenericPage() {
    return <PageView pageId={page.id} validator={validator} />;
  };
}
