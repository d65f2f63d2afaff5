import type { ContractSchema } from '../../contract/OperationTypes';
import { contentApplications } from '../data/contentApplications';
import { RequestError } from '../http/RequestError';

/**
 * The content of a page (SPEC §7 page data), matching the application abbreviation and page name case-insensitively;
 * throws 404 naming appAbbreviation or pageName when either is unknown.
 */
export function getContentPage(appAbbreviation: string, pageName: string): ContractSchema<'ContentPage'> {
  const abbreviations = Object.keys(contentApplications);
  const abbreviation = abbreviations.find((known) => known.toLowerCase() === appAbbreviation.toLowerCase());
  if (!abbreviation) {
    throw new RequestError(404, 'appAbbreviation', `No application "${appAbbreviation}": the sandbox has content for ${abbreviations.join(', ')}.`);
  }
  const application = contentApplications[abbreviation]!;
  const name = Object.keys(application.pages).find((known) => known === pageName.toLowerCase());
  if (!name) {
    throw new RequestError(404, 'pageName', `${abbreviation} has no page "${pageName}"; pages are the SPEC §2 pages, such as vehicle or quote.`);
  }
  const page = application.pages[name]!;
  return {
    appAbbreviation: abbreviation,
    pageName: name,
    title: page.title,
    subtitle: page.subtitle,
    helpText: page.helpText,
    loader: { ...application.loader, messages: [...application.loader.messages] },
  };
}
