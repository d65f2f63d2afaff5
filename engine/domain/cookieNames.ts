/** Names and lifetimes (SPEC §9) of the funnel's cookies. The SPEC does not show the names; these are ours. */
export const cookieNames = {
  userId: 'fmg_uid',
  deviceId: 'fmg_did',
  sessionId: 'fmg_sid',
  sessionKey: 'fmg_skey',
  funnel: 'fmg_funnel',
} as const;

const minute = 60;
const day = 24 * 60 * minute;

/** SPEC §9 cookie lifetimes, in seconds. */
export const cookieLifetimes = {
  sessionId: 30 * minute,
  sessionKey: 30 * minute,
  userId: 7 * day,
  deviceId: 365 * day,
  affiliate: 100_000 * day,
  commission: 395 * day,
} as const;

/** SPEC §4: empty ids use an all-zero UUID. */
export const emptyUuid = '00000000-0000-0000-0000-000000000000';
