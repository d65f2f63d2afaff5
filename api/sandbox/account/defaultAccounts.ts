/** SPEC §9: the default cash parent account and the default bill-to account. */
export const defaultAccounts = {
  /** SPEC §9 "Default cash parent account number 167132". */
  cashParentAccountNumber: '167132',
  /** SPEC §9 "Default bill-to account 87291". */
  billToAccountNumber: 87291,
} as const;
