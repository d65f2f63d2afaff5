/** SPEC §3 insurance company list item (the sandbox adds its parent account and more). */
export interface InsuranceCompany {
  accountName: string;
  parentAccountNumber?: string;
}

/**
 * The insurance companies sorted by accountName (SPEC §7, case-insensitively), keeping those whose name contains every
 * word typed in `search` (any case, any order); an empty search keeps them all.
 */
export function toInsuranceCompanyMatches<Company extends InsuranceCompany>(companies: readonly Company[], search: string): Company[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter((word) => word !== '');
  return companies
    .filter((company) => {
      const name = company.accountName.toLowerCase();
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => a.accountName.localeCompare(b.accountName, 'en', { sensitivity: 'base' }));
}
