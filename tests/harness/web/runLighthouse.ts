import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stopProcess, trackProcess } from './startedProcesses';

/** What one Lighthouse run gave. */
export interface LighthouseRun {
  /** The performance category's score, 0–100. */
  score: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
}

/**
 * Chromium's flags for Lighthouse: headless without a sandbox or GPU (as playwright.config.ts runs it), and no
 * background networking, component updates or sync, which would add requests of their own to the measured load.
 */
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * One Lighthouse 12 run of `url` with its default mobile settings (simulated slow 4G, 4× CPU, a moto g power screen),
 * performance only, in Debian's Chromium (/usr/bin/chromium) started by chrome-launcher with a fresh profile.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags, logLevel: 'silent', handleSIGINT: false });
  const tracked = trackProcess('Chromium (Lighthouse)', chrome.process);
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
    await stopProcess(tracked, 3_000);
  }
}
