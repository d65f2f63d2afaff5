import type { ContractSamples } from '../../../harness/ContractSample';

/** Well-formed calls of this service, by operation id (not written yet). */
export const locationSamples: ContractSamples = {};
