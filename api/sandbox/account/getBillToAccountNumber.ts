import { insuranceCompanies } from '../data/insuranceCompanies';
import { defaultAccounts } from './defaultAccounts';

/**
 * The bill-to account of a parent account (SPEC §7 bill-to account): the SPEC §9 cash parent 167132 bills to 87291; an
 * insurance company's parent account bills to its bill-to account, or its ITAC bill-to account for ITAC jobs when it
 * has one. null when the parent account is unknown.
 */
export function getBillToAccountNumber(parentAccountNumber: string, isItac: boolean): number | null {
  if (parentAccountNumber === defaultAccounts.cashParentAccountNumber) return defaultAccounts.billToAccountNumber;
  const company = insuranceCompanies.find((candidate) => candidate.parentAccountNumber === parentAccountNumber);
  if (!company) return null;
  return isItac && company.itacBillToAccountNumber !== null ? company.itacBillToAccountNumber : company.billToAccountNumber;
}
