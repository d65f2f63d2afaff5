/**
 * The query fields of the SPEC §2 heritage hand-off, in the order the funnel sends them, with what each carries
 * (engine/domain/buildHeritageUrl.ts builds them).
 */
export const heritageFields = [
  { name: 'corid', label: 'Referral correlation id', required: true },
  { name: 'src', label: 'Source (concept-funnel)', required: true },
  { name: 'conceptsqid', label: 'Referral sequence number', required: true },
  { name: 'isInsurance', label: 'Insurance order', required: true },
  { name: 'promo', label: 'Promo code (optional)', required: false },
  { name: 'navType', label: 'Heritage page to open', required: true },
  { name: 'cns', label: 'Consent (all)', required: true },
] as const;
