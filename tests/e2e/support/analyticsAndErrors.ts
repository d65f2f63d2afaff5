import { expect, type Page } from '@playwright/test';
import { cookieNames } from '../../../engine/domain/cookieNames';

/** An analytics event as GET /sandbox/analytics/events answers it. */
export interface StoredEvent {
  kind: string;
  pageName: string | null;
  payload: Record<string, unknown>;
}

/** A front-end logger entry as GET /sandbox/logs answers it. */
export interface StoredLogEntry {
  level: string;
  entry: { message?: string; kind?: string; path?: string; pageName?: string | null } | string;
}

/** The visitor's analytics session key: the value of the session-key cookie (engine/domain/cookieNames.ts). */
export async function getSessionKey(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === cookieNames.sessionKey);
  expect(cookie, `the ${cookieNames.sessionKey} cookie`).toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** The sandbox's stored analytics events of one kind for a session key, oldest first. */
export async function getStoredEvents(page: Page, kind: string, sessionKey: string): Promise<StoredEvent[]> {
  const answer = await page.request.get(`/sandbox/analytics/events?kind=${kind}&sessionKey=${encodeURIComponent(sessionKey)}&limit=500`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: StoredEvent[] }).events.reverse();
}

/** The messages of the front-end logger's stored entries at a level, newest first. */
export async function getLoggedMessages(page: Page, level: string): Promise<string[]> {
  const answer = await page.request.get(`/sandbox/logs?level=${level}&limit=500`);
  expect(answer.status()).toBe(200);
  const { entries } = (await answer.json()) as { entries: StoredLogEntry[] };
  return entries.map((item) => (typeof item.entry === 'string' ? item.entry : (item.entry.message ?? '')));
}

/** The funnel state this browser keeps (local storage, engine `funnel:state`). */
export async function getStoredState(page: Page): Promise<{ order: { vehicle: { year: number | null } }; user: { hasTriggeredError: boolean; eventBus: Array<{ category: string; subCategory: string }> } }> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('funnel:state') ?? 'null'));
}
