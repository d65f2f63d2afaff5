import { insuranceCompanies } from '../data/insuranceCompanies';

/** An insurance company as the list shows it (api/contract/paths/account.yaml AccountInsuranceCompany). */
export interface InsuranceCompanyListItem {
  accountName: string;
  parentAccountNumber: string;
  phone: string;
  isItac: boolean;
  requiresAdditionalAuth: boolean;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** SPEC §7: the insurance company list, sorted by accountName (case-insensitively). */
export function getInsuranceCompanyList(): InsuranceCompanyListItem[] {
  return [...insuranceCompanies]
    .sort((a, b) => collator.compare(a.accountName, b.accountName))
    .map((company) => ({
      accountName: company.accountName,
      parentAccountNumber: company.parentAccountNumber,
      phone: company.phone,
      isItac: company.itacBillToAccountNumber !== null,
      requiresAdditionalAuth: company.requiresAdditionalAuth,
    }));
}
