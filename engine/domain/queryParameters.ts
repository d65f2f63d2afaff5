/** SPEC §2 query parameters read by the funnel, by their canonical spelling. */
export const pageAndCampaignParameters = [
  'fmgPage', 'start_type', 'zipcode', 'promo', 'error', 'log', '_source', '_medium', '_campaign', 'cjevent',
  'experiments', 'fromheritage', 'offerquote',
] as const;
export const paymentReturnParameters = [
  'token', 'payerid', 'subscriptionid', 'card_expirationmonth', 'card_expirationyear', 'sgcardtype',
  'billto_postalcode', 'billto_firstname', 'billto_lastname', 'req_reference_number', 'auth_code', 'transaction_id',
  'auth_trans_ref_no', 'last_four', 'displayPiaAlert', 'pageerror',
] as const;
export const referralParameters = ['referralseqnum', 'rn', 'pa', 'ci'] as const;
export const externalPrefillParameters = [
  'vehicleyear', 'vehiclemake', 'vehiclemodel', 'vehiclestyle', 'vehicledamage', 'servicezip', 'email', 'isinsurance',
  'vinselection', 'servicepackage', 'numberofchips', 'phonenumber',
] as const;

export const knownQueryParameters = [
  ...pageAndCampaignParameters,
  ...paymentReturnParameters,
  ...referralParameters,
  ...externalPrefillParameters,
] as const;
export type QueryParameterName = (typeof knownQueryParameters)[number];

const canonicalByLowerCase = new Map<string, QueryParameterName>(
  knownQueryParameters.map((name) => [name.toLowerCase(), name]),
);

/** SPEC §2: reads the known parameters of a query string case-insensitively, by canonical name (first one wins). */
export function readQueryParameters(search: string): Partial<Record<QueryParameterName, string>> {
  const result: Partial<Record<QueryParameterName, string>> = {};
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [key, value] of params) {
    const canonical = canonicalByLowerCase.get(key.toLowerCase());
    if (canonical && result[canonical] === undefined) result[canonical] = value;
  }
  return result;
}

/** Reads one parameter of a query string case-insensitively (for values that are not stored, e.g. `offer`). */
export function getQueryValue(search: string, name: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const wanted = name.toLowerCase();
  for (const [key, value] of params) if (key.toLowerCase() === wanted) return value;
  return null;
}
