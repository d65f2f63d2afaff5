import type { ContractSchema } from '../../contract/OperationTypes';
import { toHashedId } from './toHashedId';

type Customer = NonNullable<ContractSchema<'Order'>['customer']>;

/**
 * The CRM customer id of the person on an order (SPEC §7 save-session answer): derived from the email address
 * (lower-cased), else the phone number's digits, so the same customer always gets the same id; null while neither is
 * known.
 */
export function toCrmCustomerId(customer: Customer | undefined): string | null {
  const email = customer?.emailAddress?.trim().toLowerCase();
  const phone = customer?.phoneNumber?.replace(/\D/g, '');
  const key = email ? `email|${email}` : phone ? `phone|${phone}` : null;
  return key ? `CRM${toHashedId(key, 'digits', 8)}` : null;
}
