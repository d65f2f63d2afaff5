import { cookieLifetimes } from './cookieNames';

/** SPEC §9 cookie lifetimes in seconds, by cookie. */
export type CookieLifetimes = { -readonly [name in keyof typeof cookieLifetimes]: number };

/** funnel.yaml constants holding each lifetime (in minutes or days, as SPEC §9 states them). */
const constantByLifetime: { [name in keyof CookieLifetimes]: { constant: string; unitSeconds: number } } = {
  sessionId: { constant: 'cookieSessionIdMinutes', unitSeconds: 60 },
  sessionKey: { constant: 'cookieSessionKeyMinutes', unitSeconds: 60 },
  userId: { constant: 'cookieUserIdDays', unitSeconds: 86_400 },
  deviceId: { constant: 'cookieDeviceIdDays', unitSeconds: 86_400 },
  affiliate: { constant: 'cookieAffiliateDays', unitSeconds: 86_400 },
  commission: { constant: 'cookieCommissionDays', unitSeconds: 86_400 },
};

/**
 * SPEC §9 cookie lifetimes as funnel.yaml's constants set them (so a product owner sees and changes them there), in
 * seconds; a constant that is missing or not a positive number falls back to the SPEC's value.
 */
export function getCookieLifetimes(constants: Record<string, unknown>): CookieLifetimes {
  const lifetimes = { ...cookieLifetimes } as CookieLifetimes;
  for (const name of Object.keys(constantByLifetime) as Array<keyof CookieLifetimes>) {
    const { constant, unitSeconds } = constantByLifetime[name];
    const value = Number(constants[constant]);
    if (typeof constants[constant] === 'number' && Number.isFinite(value) && value > 0) lifetimes[name] = value * unitSeconds;
  }
  return lifetimes;
}
