import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { installBenchProbe } from './installBenchProbe';

/** A phone-sized page with the bench probe, and a CDP session to throttle it. */
export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Chrome's CPU slowdown (1: none). */
  throttleCpu(rate: number): Promise<void>;
  /** DevTools' "slow 4G" (true) or no network throttling (false). */
  throttleNetwork(slow4g: boolean): Promise<void>;
}

/**
 * Lighthouse's mobile "slow 4G" as DevTools applies it (@paulirish/trace_engine lantern Constants `mobileSlow4G`: 150 ms
 * RTT and 1.6 Mbps, adjusted by 3.75 and 0.9 for request-level throttling): 562.5 ms latency, 1,474.56 Kbps down, 675
 * Kbps up.
 */
const slow4g = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

/** The moto g power viewport Lighthouse's mobile runs emulate. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Opens a fresh context (empty cache and storage: a new visitor) with the bench probe installed before any page
 * script runs. The probe's source goes as text; `__name` stands in for the helper tsx's transform may call in it.
 */
export async function openBenchPage(browser: Browser): Promise<BenchPage> {
  const context = await browser.newContext(phone);
  await context.addInitScript({ content: `var __name = (target) => target;\n(${installBenchProbe.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return {
    context,
    page,
    cdp,
    throttleCpu: async (rate) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate })),
    throttleNetwork: async (on) =>
      void (await cdp.send('Network.emulateNetworkConditions', on ? slow4g : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })),
  };
}
