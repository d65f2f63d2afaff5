import type { ContractSamples } from '../../../harness/ContractSample';

/** Well-formed calls of the account service (api/contract/paths/account.yaml). */
export const accountSamples: ContractSamples = {
  'account.insuranceCompanies': { params: {} },
  'account.billToAccountNumber': { params: { ParentAccountNumber: '167132', ProviderNumber: '1234', IsItac: false } },
};
