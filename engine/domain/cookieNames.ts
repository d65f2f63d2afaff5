/**
 * Names of the funnel's cookies. The SPEC does not show the names; these are ours. Their lifetimes are SPEC §9's, read
 * from funnel.yaml (getCookieLifetimes).
 */
export const cookieNames = {
  userId: 'fmg_uid',
  deviceId: 'fmg_did',
  sessionId: 'fmg_sid',
  sessionKey: 'fmg_skey',
  funnel: 'fmg_funnel',
} as const;

/** SPEC §4: empty ids use an all-zero UUID. */
export const emptyUuid = '00000000-0000-0000-0000-000000000000';
