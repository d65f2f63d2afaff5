/** An insurance company of the sandbox: what the list shows and what the bill-to call needs. */
export interface InsuranceCompany {
  accountName: string;
  parentAccountNumber: string;
  /** The account the company's jobs bill to (account.billToAccountNumber). */
  billToAccountNumber: number;
  /** The bill-to account for ITAC jobs (IsItac=true); null when the company does not work with ITAC. */
  itacBillToAccountNumber: number | null;
  /** Claims line, in the fictional 555-01xx range. */
  phone: string;
  requiresAdditionalAuth: boolean;
}

/**
 * The insurance companies of the sandbox (SPEC §7 "insurance company list"). Choice: fictional names; parent accounts
 * are six digits starting 4, bill-to accounts five digits starting 5 (ITAC ones starting 6), so none collides with the
 * SPEC §9 cash parent 167132 or default bill-to 87291. Kept in no particular order: the route sorts them.
 */
export const insuranceCompanies: readonly InsuranceCompany[] = [
  { accountName: 'Summit Ridge Insurance', parentAccountNumber: '410022', billToAccountNumber: 52022, itacBillToAccountNumber: 62022, phone: '800-555-0122', requiresAdditionalAuth: false },
  { accountName: 'Acorn Mutual Insurance', parentAccountNumber: '410001', billToAccountNumber: 52001, itacBillToAccountNumber: 62001, phone: '800-555-0101', requiresAdditionalAuth: false },
  { accountName: 'Bluewater Casualty', parentAccountNumber: '410002', billToAccountNumber: 52002, itacBillToAccountNumber: null, phone: '800-555-0102', requiresAdditionalAuth: false },
  { accountName: 'Cardinal Auto Insurance', parentAccountNumber: '410003', billToAccountNumber: 52003, itacBillToAccountNumber: 62003, phone: '800-555-0103', requiresAdditionalAuth: true },
  { accountName: 'Delta Shield Assurance', parentAccountNumber: '410004', billToAccountNumber: 52004, itacBillToAccountNumber: null, phone: '800-555-0104', requiresAdditionalAuth: false },
  { accountName: 'Evergreen Drivers Insurance', parentAccountNumber: '410005', billToAccountNumber: 52005, itacBillToAccountNumber: 62005, phone: '800-555-0105', requiresAdditionalAuth: false },
  { accountName: 'Falcon Crest Indemnity', parentAccountNumber: '410006', billToAccountNumber: 52006, itacBillToAccountNumber: null, phone: '800-555-0106', requiresAdditionalAuth: true },
  { accountName: 'Granite State Mutual', parentAccountNumber: '410007', billToAccountNumber: 52007, itacBillToAccountNumber: 62007, phone: '800-555-0107', requiresAdditionalAuth: false },
  { accountName: 'Harborview Insurance Group', parentAccountNumber: '410008', billToAccountNumber: 52008, itacBillToAccountNumber: null, phone: '800-555-0108', requiresAdditionalAuth: false },
  { accountName: 'Ironwood Auto & Home', parentAccountNumber: '410009', billToAccountNumber: 52009, itacBillToAccountNumber: 62009, phone: '800-555-0109', requiresAdditionalAuth: false },
  { accountName: 'Juniper Valley Insurance', parentAccountNumber: '410010', billToAccountNumber: 52010, itacBillToAccountNumber: null, phone: '800-555-0110', requiresAdditionalAuth: false },
  { accountName: 'Keystone Motorists Mutual', parentAccountNumber: '410011', billToAccountNumber: 52011, itacBillToAccountNumber: 62011, phone: '800-555-0111', requiresAdditionalAuth: true },
  { accountName: 'Lakeshore General', parentAccountNumber: '410012', billToAccountNumber: 52012, itacBillToAccountNumber: null, phone: '800-555-0112', requiresAdditionalAuth: false },
  { accountName: 'Meridian Auto Insurance', parentAccountNumber: '410013', billToAccountNumber: 52013, itacBillToAccountNumber: 62013, phone: '800-555-0113', requiresAdditionalAuth: false },
  { accountName: 'Northstar Casualty', parentAccountNumber: '410014', billToAccountNumber: 52014, itacBillToAccountNumber: null, phone: '800-555-0114', requiresAdditionalAuth: false },
  { accountName: 'Oakmont Insurance Company', parentAccountNumber: '410015', billToAccountNumber: 52015, itacBillToAccountNumber: 62015, phone: '800-555-0115', requiresAdditionalAuth: false },
  { accountName: 'Pioneer Road Assurance', parentAccountNumber: '410016', billToAccountNumber: 52016, itacBillToAccountNumber: null, phone: '800-555-0116', requiresAdditionalAuth: true },
  { accountName: 'Quail Hollow Mutual', parentAccountNumber: '410017', billToAccountNumber: 52017, itacBillToAccountNumber: null, phone: '800-555-0117', requiresAdditionalAuth: false },
  { accountName: 'Redwood Coast Insurance', parentAccountNumber: '410018', billToAccountNumber: 52018, itacBillToAccountNumber: 62018, phone: '800-555-0118', requiresAdditionalAuth: false },
  { accountName: 'Silver Lake Auto Insurance', parentAccountNumber: '410019', billToAccountNumber: 52019, itacBillToAccountNumber: null, phone: '800-555-0119', requiresAdditionalAuth: false },
  { accountName: 'Tidewater Insurance Exchange', parentAccountNumber: '410020', billToAccountNumber: 52020, itacBillToAccountNumber: 62020, phone: '800-555-0120', requiresAdditionalAuth: false },
  { accountName: 'Union Plains Insurance', parentAccountNumber: '410021', billToAccountNumber: 52021, itacBillToAccountNumber: null, phone: '800-555-0121', requiresAdditionalAuth: false },
  { accountName: 'Willow Creek Mutual', parentAccountNumber: '410023', billToAccountNumber: 52023, itacBillToAccountNumber: 62023, phone: '800-555-0123', requiresAdditionalAuth: false },
];
