import { expect, type BrowserContext, type Cookie } from '@playwright/test';

/** The session cookies' names (engine/domain/cookieNames.ts). */
export const sessionCookieNames = { userId: 'fmg_uid', deviceId: 'fmg_did', sessionId: 'fmg_sid', sessionKey: 'fmg_skey' } as const;

/** Seconds per minute and per day, for SPEC §9 lifetimes. */
export const minute = 60;
export const day = 86_400;

/**
 * Chromium caps a cookie's lifetime at 400 days (RFC 6265bis), so the affiliate cookie's 100,000 days (SPEC §9) are
 * stored as 400 by this browser.
 */
export const browserMaxCookieDays = 400;

/** A cookie of the browser context by name; fails when there is none. */
export async function getCookie(context: BrowserContext, name: string): Promise<Cookie> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  expect(cookie, `cookie ${name}`).toBeDefined();
  return cookie!;
}

/** Fails unless `cookie` expires `seconds` from `since` (epoch seconds), give or take two minutes, at path /. */
export function expectLifetime(cookie: Cookie, seconds: number, since: number): void {
  expect(cookie.path, `${cookie.name} path`).toBe('/');
  expect(cookie.expires, `${cookie.name} is not a session cookie`).toBeGreaterThan(0);
  expect(Math.abs(cookie.expires - (since + seconds)), `${cookie.name} lifetime`).toBeLessThan(120);
}
