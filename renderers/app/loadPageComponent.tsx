import type { ComponentType } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import validatorLoaders from 'virtual:funnel-validators';
import { rendererNames, type RendererName } from '../../engine/compile/registry';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import { pageRenderers } from '../pages';

/** A virtual route renders nothing: its loader always redirects (SPEC §2 virtual routes). */
function NoScreen() {
  return null;
}

/**
 * The component of a page, loaded when its route is first visited (DESIGN performance rules: the first page does not
 * wait for code later pages need): a named custom renderer, or the generic form with the page's precompiled
 * validator. The form code, the validator factory and the page's validator load in parallel.
 */
export async function loadPageComponent(page: CompiledPage): Promise<ComponentType> {
  if (page.renderer) {
    if (!(rendererNames as readonly string[]).includes(page.renderer)) {
      throw new Error(`Page "${page.id}" names renderer "${page.renderer}", which renderers/pages does not register`);
    }
    const Renderer = await pageRenderers[page.renderer as RendererName]();
    return function CustomPage() {
      return <Renderer pageId={page.id} />;
    };
  }
  const fields = page.fields;
  const loadValidator = validatorLoaders[page.id];
  if (!fields || !loadValidator) return NoScreen;
  const [{ PageView }, { createPageValidator }, validateFns] = await Promise.all([
    import('./PageView'),
    import('../form/createPageValidator'),
    loadValidator(),
  ]);
  const validator = createPageValidator(validateFns.default, fields.schema as RJSFSchema);
  return function GenericPage() {
    return <PageView pageId={page.id} validator={validator} />;
  };
}
