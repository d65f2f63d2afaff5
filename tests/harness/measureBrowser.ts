/**
 * Browser-side figures of issue #12, printed (never asserted): the JS and CSS fetched for the first render of the first
 * page, the API rounds before it is usable, the local-storage writes and cross-tab messages of each page transition, and
 * click → next page rendered with INP, at 4× CPU slowdown (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`).
 * A small developer script beside the official `npm run bench:web`: it serves an existing build (`npm run build`
 * first) with the sandbox on PORT (default 4181) and drives Debian's Chromium through Playwright.
 *
 * `node --import tsx tests/harness/measureBrowser.ts [runs]` (runs: transitions measured per page, median printed).
 * REFERENCE_DIR=<another checkout, built> measures it too, on REFERENCE_PORT (default 5181), in turns with this one:
 * on a loaded machine only such side-by-side figures compare.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type BrowserContext } from '@playwright/test';

/** A build measured: its checkout (whose sandbox serves it), its dist and the port it is served on. */
interface Target {
  name: string;
  repoDir: string;
  distDir: string;
  base: string;
}

const runs = Number(process.argv[2] ?? 3);
const repoDir = join(import.meta.dirname, '../..');
const targets: Target[] = [
  {
    name: 'this',
    repoDir,
    distDir: process.env.FUNNEL_DIST_DIR ?? join(repoDir, 'dist'),
    base: `http://localhost:${Number(process.env.PORT ?? 4181)}`,
  },
  ...(process.env.REFERENCE_DIR
    ? [
        {
          name: 'reference',
          repoDir: process.env.REFERENCE_DIR,
          distDir: join(process.env.REFERENCE_DIR, 'dist'),
          base: `http://localhost:${Number(process.env.REFERENCE_PORT ?? 5181)}`,
        },
      ]
    : []),
];
const cpuSlowdown = 4;

/** What the page records about itself: storage writes, cross-tab posts, click and render times, event timings. */
const recorderScript = () => {
  const w = window as unknown as Record<string, unknown>;
  const writes: Array<{ key: string; size: number; at: number }> = [];
  const posts: number[] = [];
  w.__writes = writes;
  w.__posts = posts;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage) writes.push({ key, size: key.length + String(value).length, at: performance.now() });
    return setItem.call(this, key, value);
  };
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
    posts.push(JSON.stringify(message).length);
    return post.call(this, message);
  };
  const events: Array<{ name: string; duration: number; interactionId: number }> = [];
  w.__events = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ name: string; duration: number; interactionId: number }>) {
      if (entry.interactionId) events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** Starts a target's sandbox serving its build and resolves when it answers. */
async function startSandbox(target: Target): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/sandbox/main.ts'], {
    cwd: target.repoDir,
    env: {
      ...process.env,
      PORT: new URL(target.base).port,
      FUNNEL_DIST_DIR: target.distDir,
      SANDBOX_DATA_DIR: 'memory',
      SANDBOX_EXPERIMENTS: 'control',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${target.base}/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The sandbox did not answer on ${target.base}/health`);
}

const gzipOf = new Map<string, number>();
/** The gzip size of a built asset (as `vite build` reports it), by its URL path. */
function gzipSize(distDir: string, path: string): number {
  const file = join(distDir, path.replace(/^\/fmg\//, ''));
  if (!existsSync(file)) return 0;
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipOf.get(file)!;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The longest chain of calls, each starting after the one before it ended. */
function countRounds(spans: Array<{ start: number; end: number }>): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const level = new Map<object, number>();
  for (const span of sorted) {
    const before = sorted.filter((other) => other !== span && other.end <= span.start);
    level.set(span, 1 + Math.max(0, ...before.map((other) => level.get(other) ?? 0)));
  }
  return Math.max(0, ...level.values());
}

async function newPage(context: BrowserContext, throttled: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recorderScript);
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return page;
}

/** The vehicle page is usable when its first select has its options. */
async function waitUsable(page: Page) {
  const year = page.getByLabel('Year', { exact: true });
  await year.locator('option').nth(1).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !(document.querySelector('select') as HTMLSelectElement | null)?.disabled);
}

/** First load of the first page: the scripts and styles it fetched before it was usable, and the API rounds that took. */
async function measureFirstRender(context: BrowserContext, { base, distDir }: Target) {
  const page = await newPage(context, false);
  // Usable: the first select enabled with its options (the page's first call answered); timed in the page, each frame.
  await page.addInitScript(`(() => {
    const check = () => {
      const select = document.querySelector('main select');
      if (select && !select.disabled && select.options.length > 1) window.__usableAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await page.goto(`${base}/fmg/vehicle`);
  await page.waitForFunction(() => typeof (window as unknown as { __usableAt?: number }).__usableAt === 'number');
  const entries = await page.evaluate(() => {
    const usableAt = (window as unknown as { __usableAt: number }).__usableAt;
    return {
      usableAt,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.responseEnd <= usableAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType, start: entry.startTime, end: entry.responseEnd })),
    };
  });
  await page.close();
  const assets = entries.resources.filter((entry) => entry.path.startsWith('/fmg/'));
  const calls = entries.resources.filter((entry) => !entry.path.startsWith('/fmg/'));
  const scripts = [...new Set(assets.filter((entry) => entry.path.endsWith('.js')).map((entry) => entry.path))];
  const styles = [...new Set(assets.filter((entry) => entry.path.endsWith('.css')).map((entry) => entry.path))];
  return {
    usableAt: entries.usableAt,
    firstJs: scripts.reduce((sum, path) => sum + gzipSize(distDir, path), 0),
    firstCss: styles.reduce((sum, path) => sum + gzipSize(distDir, path), 0),
    scripts: scripts.length,
    rounds: countRounds(calls),
    calls: calls.map((call) => call.path.replace(/^\/(\w+)\/api\/v1\//, '')),
  };
}

/** One transition: click Continue on `page`, until the next page's heading shows; what it cost. */
async function measureTransition(page: Page, click: () => Promise<void>, to: RegExp) {
  // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
  await page.evaluate(`(() => {
    const w = window;
    w.__writes.length = 0;
    w.__posts.length = 0;
    w.__events.length = 0;
    w.__clickAt = null;
    w.__renderedAt = null;
    const heading = document.querySelector('h1')?.textContent;
    const startPath = location.pathname;
    document.addEventListener('click', () => {
      w.__clickAt = performance.now();
      // Each frame, until the next page's heading shows; painted: the task after that frame.
      const check = () => {
        const h1 = document.querySelector('h1');
        if (location.pathname !== startPath && h1 && h1.textContent !== heading) {
          setTimeout(() => { w.__renderedAt = performance.now(); }, 0);
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  })()`);
  await click();
  await page.waitForURL(to);
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__renderedAt !== null, null, { timeout: 30_000 });
  // Quiet: no request, storage write or cross-tab post for a second (load states do not reset on in-app navigations).
  await page.evaluate(`new Promise((resolve) => {
    const activity = () => performance.getEntriesByType('resource').length + window.__writes.length + window.__posts.length;
    let seen = activity();
    let quietSince = performance.now();
    const timer = setInterval(() => {
      const now = activity();
      if (now !== seen) { seen = now; quietSince = performance.now(); }
      else if (performance.now() - quietSince > 1000) { clearInterval(timer); resolve(); }
    }, 100);
  })`);
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const writes = w.__writes as Array<{ key: string; size: number; at: number }>;
    const posts = w.__posts as number[];
    const events = w.__events as Array<{ duration: number }>;
    return {
      clickToRender: (w.__renderedAt as number) - (w.__clickAt as number),
      writes: writes.length,
      writeBytes: writes.reduce((sum, write) => sum + write.size, 0),
      writeKeys: [...new Set(writes.map((write) => write.key))],
      writeTimes: writes.map((write) => Math.round(write.at - (w.__clickAt as number))),
      renderedAfter: Math.round((w.__renderedAt as number) - (w.__clickAt as number)),
      posts: posts.length,
      postBytes: posts.reduce((sum, size) => sum + size, 0),
      inp: Math.max(0, ...events.map((event) => event.duration)),
    };
  });
}

/** A journey by hand from the first page to the quote, measured at each Continue. */
async function measureJourney(context: BrowserContext, throttled: boolean, { base, distDir }: Target) {
  const page = await newPage(context, throttled);
  await page.goto(`${base}/fmg/vehicle`);
  await waitUsable(page);
  for (const [label, value] of [['Year', '2012'], ['Make', 'Toyota'], ['Model', 'Avalon'], ['Style', '4 Door Sedan']] as const) {
    const select = page.getByLabel(label, { exact: true });
    await select.locator('option', { hasText: value }).waitFor({ state: 'attached' });
    await page.waitForFunction((name) => !(Array.from(document.querySelectorAll('label')).find((l) => l.textContent?.trim() === name)?.control as HTMLSelectElement | null)?.disabled, label);
    await select.selectOption({ label: value });
  }
  const continueButton = () => page.getByRole('button', { name: 'Continue', exact: true }).click();
  const rows: Array<{ label: string } & Awaited<ReturnType<typeof measureTransition>>> = [];
  rows.push({ label: 'vehicle → vehicle-damage', ...(await measureTransition(page, continueButton, /vehicle-damage$/)) });
  await page.getByRole('radio', { name: /Replace glass/ }).check();
  await page.getByRole('checkbox', { name: 'Windshield', exact: true }).check();
  await page.getByRole('radio', { name: 'No, find my vehicle another way' }).check();
  rows.push({ label: 'vehicle-damage → estimate', ...(await measureTransition(page, continueButton, /estimate$/)) });
  await page.getByRole('radio', { name: "I don't have any of these; continue without a VIN" }).check();
  rows.push({ label: 'estimate → service-zip', ...(await measureTransition(page, continueButton, /service-zip$/)) });
  await page.getByLabel('Zip code').fill('85016');
  rows.push({ label: 'service-zip → quote', ...(await measureTransition(page, continueButton, /quote$/)) });
  await page.getByRole('radio', { name: /Pay on my own/ }).check();
  rows.push({ label: 'quote → schedule', ...(await measureTransition(page, continueButton, /schedule$/)) });
  const journeyJs = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')),
  );
  const journeyCss = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.css')),
  );
  await page.close();
  return {
    rows,
    journeyJs: [...new Set(journeyJs)].reduce((sum, path) => sum + gzipSize(distDir, path), 0),
    journeyCss: [...new Set(journeyCss)].reduce((sum, path) => sum + gzipSize(distDir, path), 0),
  };
}

for (const target of targets) {
  if (!existsSync(join(target.distDir, 'index.html'))) {
    console.error(`No build in ${target.distDir}: build it first (\`npm run build\`).`);
    process.exit(2);
  }
}
const sandboxes = await Promise.all(targets.map(startSandbox));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  type First = Awaited<ReturnType<typeof measureFirstRender>>;
  type Walk = Awaited<ReturnType<typeof measureJourney>>;
  const firsts = new Map<Target, First[]>(targets.map((target) => [target, []]));
  const walks = new Map<Target, Walk[]>(targets.map((target) => [target, []]));
  // In turns, so both see the same load of the machine.
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) {
      const context = await browser.newContext();
      firsts.get(target)!.push(await measureFirstRender(context, target));
      await context.close();
    }
  }
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) {
      const context = await browser.newContext();
      walks.get(target)!.push(await measureJourney(context, true, target));
      await context.close();
    }
  }
  for (const target of targets) {
    const first = firsts.get(target)![0]!;
    const all = firsts.get(target)!;
    const walk = walks.get(target)!;
    console.log(`\n${target.name} (${target.distDir})`);
    console.log(`  first render of /fmg/vehicle: JS ${kib(first.firstJs)} gzip in ${first.scripts} scripts, CSS ${kib(first.firstCss)} gzip`);
    console.log(`  API rounds before it is usable: ${all.map((f) => f.rounds).join(', ')}; usable after ${median(all.map((f) => f.usableAt)).toFixed(0)} ms (median)`);
    console.log(`    calls: ${first.calls.join(' ')}`);
    console.log(`  journey to schedule: JS ${kib(walk[0]!.journeyJs)} gzip, CSS ${kib(walk[0]!.journeyCss)} gzip`);
    console.log(`  per Continue, ${cpuSlowdown}× CPU, median of ${runs}: click → next page painted, INP, local-storage writes, cross-tab posts`);
    for (const [index, row] of walk[0]!.rows.entries()) {
      const rows = walk.map((journey) => journey.rows[index]!);
      console.log(
        `    ${row.label.padEnd(28)} ${median(rows.map((r) => r.clickToRender)).toFixed(0).padStart(5)} ms  INP ${median(rows.map((r) => r.inp)).toFixed(0).padStart(4)} ms  ` +
          `writes ${String(median(rows.map((r) => r.writes))).padStart(3)} (${kib(median(rows.map((r) => r.writeBytes)))})  posts ${String(median(rows.map((r) => r.posts))).padStart(3)} (${kib(median(rows.map((r) => r.postBytes)))})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const sandbox of sandboxes) sandbox.kill();
}
