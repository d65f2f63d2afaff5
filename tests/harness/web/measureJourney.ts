import type { Browser } from '@playwright/test';
import { watchUsable, type BenchApp } from './benchApps';
import { createJourneyDriver, type InteractionRecord, type TransitionRecord } from './createJourneyDriver';
import { openBenchPage } from './openBenchPage';
import { recordResponses, type ResponseRecord } from './recordResponses';

/** Sizes of a set of scripts or styles (unique URLs). */
export interface AssetTotals {
  count: number;
  gzipBytes: number;
  transferredBytes: number;
}

/** One run of an app's journey at 4× CPU, API on loopback. */
export interface JourneyRun {
  firstRenderScripts: AssetTotals;
  journeyScripts: AssetTotals;
  journeyStyles: AssetTotals;
  interactions: InteractionRecord[];
  transitions: TransitionRecord[];
  /** The longest value written to storage on the journey (characters): about one copy of the kept state. */
  longestStorageWrite: number;
  responses: ResponseRecord[];
}

/** Adds up the responses of `kind` (each URL once) that `include` keeps. */
export function totalOf(responses: ResponseRecord[], kind: ResponseRecord['kind'], include: (record: ResponseRecord) => boolean = () => true): AssetTotals {
  const seen = new Map<string, ResponseRecord>();
  for (const record of responses) if (record.kind === kind && include(record) && !seen.has(record.url)) seen.set(record.url, record);
  const records = [...seen.values()];
  return {
    count: records.length,
    gzipBytes: records.reduce((sum, record) => sum + record.gzipBytes, 0),
    transferredBytes: records.reduce((sum, record) => sum + record.transferredBytes, 0),
  };
}

/**
 * Runs `app`'s journey once in a new visitor's browser context at Chrome's 4× CPU slowdown (issue #12): every script
 * and style it loads (before the first page is usable, and in all), each select's and Continue's Event Timing
 * duration, and each page transition's click → next heading painted time with the storage writes and cross-tab posts
 * it caused.
 */
export async function measureJourney(browser: Browser, app: BenchApp, run: number): Promise<JourneyRun> {
  const bench = await openBenchPage(browser);
  try {
    await bench.throttleCpu(4);
    const recorder = recordResponses(bench.page);
    const driver = createJourneyDriver(bench.page, { mode: 'measure', headingSelector: app.headingSelector });
    const usable = await watchUsable(bench.page, app.usableSelect);
    await bench.page.goto(app.origin + app.firstPath);
    recorder.markUsable(await usable());
    await driver.settle();
    await app.journey(driver, run);
    const responses = await recorder.records();
    const longestStorageWrite = await bench.page.evaluate(() => window.__benchProbe.storage.longest);
    return {
      longestStorageWrite,
      firstRenderScripts: totalOf(responses, 'script', (record) => record.beforeUsable),
      journeyScripts: totalOf(responses, 'script'),
      journeyStyles: totalOf(responses, 'style'),
      interactions: driver.interactions,
      transitions: driver.transitions,
      responses,
    };
  } finally {
    await bench.context.close();
  }
}
