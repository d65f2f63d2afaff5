import type { Browser, Request } from '@playwright/test';
import { watchUsable, type BenchApp } from './benchApps';
import { assignRequestRounds, type TimedRequest } from './assignRequestRounds';
import { createJourneyDriver } from './createJourneyDriver';
import { openBenchPage, type BenchPage } from './openBenchPage';

/** One run of the loads at 4× CPU and slow 4G. */
export interface ThrottledLoadRun {
  /** Sequential rounds of API requests (fetch/XHR) that ended before the first page was usable. */
  apiRounds: number;
  /** The API requests behind that count (method and path) by round: `1: POST /a · 2: GET /b`. */
  apiRequests: string[];
  /** LCP of the first page (a new visitor: empty cache), ms. */
  firstPageLcp: number;
  /** LCP of each checkpoint page reached by the journey, then reloaded (its assets cached, as the visitor's are), ms. */
  checkpointLcp: Record<string, number>;
}

/** Thrown by the last checkpoint: the rest of the journey is not needed. */
class JourneyDone extends Error {}

/** The page's LCP: the last largest-contentful-paint entry, once the page settled and a moment passed. */
async function readLcp(bench: BenchPage, app: BenchApp, settle: () => Promise<void>): Promise<number> {
  await bench.page.locator(app.headingSelector).first().waitFor({ timeout: 60_000 });
  await settle();
  await bench.page.waitForTimeout(500);
  const entries = await bench.page.evaluate(() => window.__benchProbe.lcp);
  return entries.at(-1)?.time ?? Number.NaN;
}

/**
 * Issue #12's throttled figures for one app, in a new visitor's context at 4× CPU and DevTools' slow 4G: the rounds of
 * API requests before the first page is usable (counted from request start and end times: with a real network's
 * latency, calls the page makes together overlap and calls that wait for another do not), the first page's LCP, and
 * the LCP of each checkpoint page (quote, schedule) reached by the journey without throttling and then reloaded under
 * it (LargestContentfulPaint entries after a navigation).
 */
export async function measureThrottledLoads(browser: Browser, app: BenchApp, run: number): Promise<ThrottledLoadRun> {
  const bench = await openBenchPage(browser);
  try {
    const { page } = bench;
    const api: Array<{ request: Request; timing?: TimedRequest }> = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') api.push({ request });
    });
    page.on('requestfinished', (request) => {
      const entry = api.find((candidate) => candidate.request === request);
      const timing = request.timing();
      if (entry && timing.responseEnd >= 0) entry.timing = { start: timing.startTime, end: timing.startTime + timing.responseEnd };
    });
    await bench.throttleCpu(4);
    await bench.throttleNetwork(true);
    const usable = await watchUsable(page, app.usableSelect);
    await page.goto(app.origin + app.firstPath);
    const usableAt = await usable();
    const before = api.filter((entry) => entry.timing && entry.timing.end <= usableAt).sort((a, b) => a.timing!.start - b.timing!.start);
    const rounds = assignRequestRounds(before.map((entry) => entry.timing!));
    const result: ThrottledLoadRun = {
      apiRounds: Math.max(0, ...rounds),
      apiRequests: before.map((entry, index) => `${rounds[index]}: ${entry.request.method()} ${new URL(entry.request.url()).pathname}`),
      firstPageLcp: Number.NaN,
      checkpointLcp: {},
    };
    const driver = createJourneyDriver(page, {
      mode: 'reach',
      headingSelector: app.headingSelector,
      async onCheckpoint(name) {
        await bench.throttleCpu(4);
        await bench.throttleNetwork(true);
        await page.reload();
        result.checkpointLcp[name] = await readLcp(bench, app, driver.settle);
        await bench.throttleCpu(1);
        await bench.throttleNetwork(false);
        if (name === app.checkpoints.at(-1)) throw new JourneyDone();
      },
    });
    result.firstPageLcp = await readLcp(bench, app, driver.settle);
    await bench.throttleCpu(1);
    await bench.throttleNetwork(false);
    try {
      await app.journey(driver, run);
    } catch (error) {
      if (!(error instanceof JourneyDone)) throw error;
    }
    return result;
  } finally {
    await bench.context.close();
  }
}
