import type { FunnelConstants } from '../config/types';

/** SPEC §9 cookie lifetimes in seconds, by cookie. */
export interface CookieLifetimes {
  sessionId: number;
  sessionKey: number;
  userId: number;
  deviceId: number;
  affiliate: number;
  commission: number;
}

/** Seconds in a minute (a unit, not a SPEC constant). */
const secondsPerMinute = 60;

/**
 * SPEC §9 cookie lifetimes as funnel.yaml's constants set them (so a product owner sees and changes them there), in
 * seconds: minutes for the session id and key, days (of funnel.yaml millisecondsPerDay) for the others.
 */
export function getCookieLifetimes(constants: FunnelConstants): CookieLifetimes {
  const secondsPerDay = constants.millisecondsPerDay / 1000;
  return {
    sessionId: constants.cookieSessionIdMinutes * secondsPerMinute,
    sessionKey: constants.cookieSessionKeyMinutes * secondsPerMinute,
    userId: constants.cookieUserIdDays * secondsPerDay,
    deviceId: constants.cookieDeviceIdDays * secondsPerDay,
    affiliate: constants.cookieAffiliateDays * secondsPerDay,
    commission: constants.cookieCommissionDays * secondsPerDay,
  };
}
