import type { ContractSchema } from '../../contract/OperationTypes';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { pageContentExtras } from '../data/pageContentExtras';
import { RequestError } from '../http/RequestError';
import { getFunnelPageName } from './getFunnelPageName';

/**
 * The content of a page of the funnel (SPEC §7 page data), from the compiled funnel-config: the application
 * abbreviation is funnel.yaml's applicationName, the title and subtitle the page's `title` and `description` (a page
 * without a description gets the sandbox's subtitle, if any), the help text the sandbox's (pageContentExtras), the
 * loader funnel.yaml's (SPEC §9). Both names match case-insensitively; 404 naming appAbbreviation or pageName when
 * either is unknown.
 */
export function getContentPage(model: FunnelModel, appAbbreviation: string, pageName: string): ContractSchema<'ContentPage'> {
  const abbreviation = model.funnel.applicationName;
  if (abbreviation.toLowerCase() !== appAbbreviation.toLowerCase()) {
    throw new RequestError(404, 'appAbbreviation', `No application "${appAbbreviation}": the sandbox has content for ${abbreviation}.`);
  }
  const name = getFunnelPageName(model, pageName);
  if (!name) {
    throw new RequestError(404, 'pageName', `${abbreviation} has no page "${pageName}"; pages are the screens of funnel-config, such as vehicle or quote.`);
  }
  const page = model.pages[name]!;
  const extra = Object.hasOwn(pageContentExtras, name) ? pageContentExtras[name]! : {};
  const { text, carousel, messages } = model.funnel.loader;
  return {
    appAbbreviation: abbreviation,
    pageName: name,
    title: page.title ?? name,
    subtitle: page.description ?? extra.subtitle ?? null,
    helpText: extra.helpText ?? null,
    loader: { text, carousel, messages: [...messages] },
  };
}
