import type { ContractSamples } from '../../../harness/ContractSample';
import { accountSamples } from './account';
import { analyticsSamples } from './analytics';
import { contentSamples } from './content';
import { experimentsSamples } from './experiments';
import { locationSamples } from './location';
import { orderSamples } from './order';
import { partsSamples } from './parts';
import { priceSamples } from './price';
import { scheduleSamples } from './schedule';
import { vehicleSamples } from './vehicle';
import { vehicleLookupSamples } from './vehicleLookup';

/** Every service's samples; the contract test requires one for each operation of the contract. */
export const contractSamples: ContractSamples = {
  ...vehicleSamples,
  ...vehicleLookupSamples,
  ...partsSamples,
  ...locationSamples,
  ...scheduleSamples,
  ...priceSamples,
  ...accountSamples,
  ...orderSamples,
  ...analyticsSamples,
  ...experimentsSamples,
  ...contentSamples,
};
