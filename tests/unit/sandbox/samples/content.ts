import type { ContractSamples } from '../../../harness/ContractSample';

/** Well-formed calls of the content service (api/contract/paths/content.yaml). */
export const contentSamples: ContractSamples = {
  'content.page': { params: { appAbbreviation: 'FMG', pageName: 'quote' } },
};
