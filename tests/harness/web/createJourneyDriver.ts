import type { Locator, Page } from '@playwright/test';

/** One interaction of a journey and its Event Timing duration (the longest entry of its interaction). */
export interface InteractionRecord {
  kind: 'select' | 'continue' | 'other';
  label: string;
  /** Milliseconds; null when no entry reached the 16 ms threshold (the interaction took less). */
  duration: number | null;
}

/** One page transition: click → next heading painted, and what was written on the way. */
export interface TransitionRecord {
  label: string;
  clickToPaint: number;
  /** Local-storage writes (the goal's); session-storage writes apart. */
  storageWrites: number;
  sessionStorageWrites: number;
  storageChars: number;
  broadcastPosts: number;
  broadcastChars: number;
}

/** What a journey script drives: the reference apps and ours share it (tests/harness/web/benchApps.ts). */
export interface JourneyDriver {
  page: Page;
  /** Chooses `option` (its text) in the select labelled `label` (or `target`), with a real key press (below). */
  select(label: string, option: string, target?: Locator): Promise<void>;
  /** Clicks something that stays on the page: a radio, a checkbox (or their label). */
  click(label: string, target: Locator): Promise<void>;
  /** Types `text` into a field key by key. */
  type(label: string, target: Locator, text: string): Promise<void>;
  /** Clicks the button that leaves the page; `arrived` waits until the next page is the expected one. */
  next(label: string, button: Locator, arrived: () => Promise<unknown>): Promise<void>;
  /** A page the scripted-LCP run reloads under throttling (a no-op while measuring interactions). */
  checkpoint(name: string): Promise<void>;
}

/** How long the network must be idle before the page counts as settled. */
const quietMilliseconds = 400;
/** The longest a page may take to settle before the bench goes on anyway. */
const settleLimitMilliseconds = 20_000;

/** Options of a driver: `measure` records interactions and transitions; `reach` only gets there (checkpoints call `onCheckpoint`). */
export interface JourneyDriverOptions {
  mode: 'measure' | 'reach';
  /** The selector of the page heading whose change marks the next page (`main h1`, `h1`, a survey page title). */
  headingSelector: string;
  onCheckpoint?: (name: string) => Promise<void>;
}

/** The driver with what it recorded. */
export interface RecordingJourneyDriver extends JourneyDriver {
  interactions: InteractionRecord[];
  transitions: TransitionRecord[];
  /** Waits until no request has been in flight for a while. */
  settle(): Promise<void>;
}

/**
 * A journey driver over a page that has the bench probe (installBenchProbe). Selects are chosen with a trusted key
 * press, as a keyboard user would, so Event Timing sees them: the option before the wanted one is selected without
 * events, then ArrowDown selects the wanted one (one `keydown`, its input/change handlers and the next paint).
 * After every interaction the page settles (network idle) before the next one, so interactions do not overlap.
 */
export function createJourneyDriver(page: Page, options: JourneyDriverOptions): RecordingJourneyDriver {
  const measuring = options.mode === 'measure';
  let inFlight = 0;
  let lastActivity = performance.now();
  const onStart = () => {
    inFlight += 1;
    lastActivity = performance.now();
  };
  const onEnd = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const seenInteractions = new Set<number>();

  const settle = async () => {
    const since = performance.now();
    while (performance.now() - since < settleLimitMilliseconds) {
      if (inFlight === 0 && performance.now() - lastActivity >= quietMilliseconds) break;
      await page.waitForTimeout(50);
    }
    // A frame and a task more: Event Timing entries are delivered after the paint that ends their interaction.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  };

  /** The longest new Event Timing entry since the last call (one interaction per driver step). */
  const takeInteraction = async (): Promise<number | null> => {
    const events = await page.evaluate(() => window.__benchProbe.events);
    let longest: number | null = null;
    const fresh = new Set<number>();
    for (const event of events) {
      if (seenInteractions.has(event.interactionId)) continue;
      fresh.add(event.interactionId);
      longest = Math.max(longest ?? 0, event.duration);
    }
    for (const id of fresh) seenInteractions.add(id);
    return longest;
  };

  const driver: RecordingJourneyDriver = {
    page,
    interactions: [],
    transitions: [],
    settle,
    async select(label, option, target) {
      const select = target ?? page.getByLabel(label, { exact: true });
      const handle = await select.elementHandle({ timeout: 30_000 });
      await page.waitForFunction(
        ([element, text]) => {
          const field = element as HTMLSelectElement;
          return !field.disabled && [...field.options].some((candidate) => candidate.text.trim() === text);
        },
        [handle, option] as const,
        { timeout: 30_000 },
      );
      await select.evaluate((element: HTMLSelectElement, text) => {
        const index = [...element.options].findIndex((candidate) => candidate.text.trim() === text);
        element.selectedIndex = index - 1;
      }, option);
      await select.focus();
      await page.keyboard.press('ArrowDown');
      const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text.trim());
      if (chosen !== option) throw new Error(`The ${label} select shows "${chosen}" after choosing "${option}".`);
      await settle();
      if (measuring) driver.interactions.push({ kind: 'select', label, duration: await takeInteraction() });
    },
    async click(label, target) {
      await target.click({ timeout: 30_000 });
      await settle();
      if (measuring) driver.interactions.push({ kind: 'other', label, duration: await takeInteraction() });
    },
    async type(label, target, text) {
      await target.click({ timeout: 30_000 });
      await page.keyboard.type(text);
      await settle();
      if (measuring) driver.interactions.push({ kind: 'other', label: `typing ${label}`, duration: await takeInteraction() });
    },
    async next(label, button, arrived) {
      if (!measuring) {
        await button.click({ timeout: 30_000 });
        await arrived();
        await settle();
        return;
      }
      const before = await page.evaluate(() => ({ storage: { ...window.__benchProbe.storage }, broadcast: { ...window.__benchProbe.broadcast } }));
      await page.evaluate((selector) => window.__benchProbe.armTransition(selector), options.headingSelector);
      await button.click({ timeout: 30_000 });
      await page.waitForFunction(() => window.__benchProbe.transition?.paintedAt != null, null, { timeout: 60_000 });
      await arrived();
      await settle();
      const after = await page.evaluate(() => ({ storage: window.__benchProbe.storage, broadcast: window.__benchProbe.broadcast, transition: window.__benchProbe.transition! }));
      driver.transitions.push({
        label,
        clickToPaint: after.transition.paintedAt! - after.transition.clickAt!,
        storageWrites: after.storage.writes - before.storage.writes,
        sessionStorageWrites: after.storage.sessionWrites - before.storage.sessionWrites,
        storageChars: after.storage.chars - before.storage.chars,
        broadcastPosts: after.broadcast.posts - before.broadcast.posts,
        broadcastChars: after.broadcast.chars - before.broadcast.chars,
      });
      driver.interactions.push({ kind: 'continue', label, duration: await takeInteraction() });
    },
    async checkpoint(name) {
      if (options.onCheckpoint) await options.onCheckpoint(name);
    },
  };
  return driver;
}
