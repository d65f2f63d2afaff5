import type { Browser, BrowserContext, Page, Request, Route } from '@playwright/test';
import { toOperationName } from '../../api/client/toOperationName';
import type { FunnelCallPolicy } from '../../engine/config/types';
import { operations } from '../../engine/domain/operations';
import { rowName, type Expectation, type Fault, type FaultRow, type Outcome } from './faultMatrix';
import { stepIndex, wholeJourney } from './wholeJourney';

/** What a cell came to: the expectation, what was seen, and whether they agree. */
export interface CellResult {
  row: string;
  fault: Fault;
  expected: Expectation;
  /** What the visitor got, in the expectation's terms (`bail+retry`…), or what went wrong. */
  observed: string;
  pass: boolean;
  /** What was seen, for people: page, banner, requests, answers kept. */
  detail: string;
}

/** The browser state (cookies, local storage) after a step of the whole journey, to start a cell from. */
export type Snapshots = Map<number, Awaited<ReturnType<BrowserContext['storageState']>>>;

/** The SPEC §8 banner's text (funnel.yaml messages.unknownError). */
const bannerText = "We're sorry, something went wrong.";
/** The page the bail-out leads back to (funnel.yaml firstPage, for this cash journey). */
const firstPage = 'vehicle';

/** Whether step `index` leaves its page (a cell can start from the page it leads to). */
function leavesPage(index: number): boolean {
  const previous = index === 0 ? null : wholeJourney[index - 1]!.next;
  return wholeJourney[index]!.next !== previous;
}

/**
 * Walks the whole journey once, keeping the browser state after each step that reaches a new page: a cell starts from
 * there (a visitor coming back to that page) instead of clicking through the funnel again.
 */
export async function takeSnapshots(browser: Browser, baseURL: string, upTo = wholeJourney.length - 1): Promise<Snapshots> {
  const snapshots: Snapshots = new Map();
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const quiet = watchCalls(page);
    for (const [index, step] of wholeJourney.entries()) {
      if (index >= upTo) break;
      await step.act(page, { index: 0 });
      await page.waitForURL(toUrlPattern(step.next), { waitUntil: 'commit' });
      await step.ready?.(page);
      await quiet.settle();
      if (leavesPage(index)) snapshots.set(index, await context.storageState());
    }
  } finally {
    await context.close();
  }
  return snapshots;
}

/** The page's address pattern: /fmg/<page>, any query. */
function toUrlPattern(pageId: string): RegExp {
  return new RegExp(`/fmg/${pageId}(\\?|$)`);
}

/** Counts the API calls in flight, to wait until the page is quiet. */
function watchCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isCall = (request: Request) => toOperationName(request.method(), request.url()) !== null;
  page.on('request', (request) => {
    if (!isCall(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (!isCall(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no call has been in flight for `quietMs` (at most `maxMs`). */
    settle: async (quietMs = 800, maxMs = 30_000) => {
      const start = Date.now();
      let url = page.url();
      while (Date.now() - start < maxMs) {
        await page.waitForTimeout(100);
        if (page.url() !== url) {
          url = page.url();
          lastChange = Date.now();
        }
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
      }
    },
  };
}

/** How many requests a cell's call is expected to make: 1, or 1 + the retries' attempts. */
export function expectedAttempts(expectation: Expectation, calls: FunnelCallPolicy): number {
  return expectation.endsWith('+retry') ? 1 + calls.retries.attempts : 1;
}

/** Whether a request is the row's call in the row's role (the order submission, or another save). */
function isRowRequest(row: FaultRow, request: Request): boolean {
  if (toOperationName(request.method(), request.url()) !== row.call) return false;
  if (!row.role) return true;
  const submits = (request.postDataJSON() as { submitAfterSave?: boolean } | null)?.submitAfterSave === true;
  return row.role === 'submit' ? submits : !submits;
}

/** Answers a request as the fault says (a no-answer fault never answers: the client's timeout gives it up). */
async function inject(route: Route, fault: Fault): Promise<void> {
  const body = (status: number, error: string) => JSON.stringify({ error, field: 'body', message: `Fault matrix: ${status}` });
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: body(500, 'Internal Server Error') });
    case '503':
      return route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '1' }, body: body(503, 'Service Unavailable') });
    case '429':
      return route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '1' }, body: body(429, 'Too Many Requests') });
    case 'reset':
      return route.abort('connectionreset');
    case 'no answer':
      return;
  }
}

/** The funnel state the browser keeps (local storage), or null. */
async function readState(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => window.localStorage.getItem('funnel:state')).catch(() => null);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** The value at a dotted path of an object. */
function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

/**
 * Runs one cell: the visitor is brought to the step that first makes the row's call (from the snapshot of the page
 * it is taken on), the call is made to fail as `fault` says for the requests the expectation allows (the first try and
 * its retries), the step is taken, and once the page is quiet what the visitor got is read from the page and the state:
 * the page shown, the banner, whether the error route was taken, how many requests the call made, whether every answer
 * given so far is still there (and, staying on the page, still typed in its form).
 */
export async function runFaultCell(options: {
  browser: Browser;
  baseURL: string;
  snapshots: Snapshots;
  row: FaultRow;
  fault: Fault;
  calls: FunnelCallPolicy;
  /** A number of the cell's own: days, times and emails of its own. */
  index: number;
}): Promise<CellResult> {
  const { browser, baseURL, snapshots, row, fault, calls, index } = options;
  const expected = row.cells[fault];
  const trigger = stepIndex(row.step);
  const start = row.fresh ? undefined : [...snapshots.keys()].filter((step) => step < trigger).sort((a, b) => b - a)[0];
  const context = await browser.newContext({ baseURL, ...(start === undefined ? {} : { storageState: snapshots.get(start) }) });
  const result = (observed: string, pass: boolean, detail: string): CellResult => ({ row: rowName(row), fault, expected, observed, pass, detail });
  try {
    const page = await context.newPage();
    const quiet = watchCalls(page);
    // To the step: the page the snapshot was taken on, then the steps taken on it before the trigger.
    if (start !== undefined) {
      const from = wholeJourney[start]!;
      await page.goto(`/fmg/${from.next}`);
      await from.ready?.(page);
    }
    for (let step = start === undefined ? 0 : start + 1; step < trigger; step += 1) {
      await wholeJourney[step]!.act(page, { index });
      await page.waitForURL(toUrlPattern(wholeJourney[step]!.next), { waitUntil: 'commit' });
      await wholeJourney[step]!.ready?.(page);
    }
    await quiet.settle();
    const startPage = new URL(page.url()).pathname.replace(/^\/fmg\/?/, '');

    // The fault: the first requests of the call (as many as the expectation allows), then it works again.
    const window = expectedAttempts(expected, calls);
    const seen: number[] = [];
    await page.route(
      (url) => toOperationName(operations[row.call].method, url.href) === row.call,
      async (route) => {
        if (!isRowRequest(row, route.request()) || seen.length >= window) return route.fallback();
        seen.push(Date.now());
        await inject(route, fault);
      },
    );
    let actError = '';
    try {
      await wholeJourney[trigger]!.act(page, { index });
    } catch (error) {
      actError = ` (the step itself stopped: ${String(error).split('\n')[0]})`;
    }
    // Quiet: the tries made (or a generous wait for them), then no call in flight for a while.
    const deadline = Date.now() + window * (calls.timeoutMilliseconds + calls.retries.maxRetryAfterMilliseconds) + 5_000;
    while (seen.length < window && Date.now() < deadline) await page.waitForTimeout(100);
    await quiet.settle(1_200);

    const shown = new URL(page.url()).pathname.replace(/^\/fmg\/?/, '');
    const banner = (await page.getByRole('alert').filter({ hasText: bannerText }).count()) > 0;
    const state = await readState(page);
    const errorRoute = at(state, 'user.hasTriggeredError') === true;
    const answers = Object.assign({}, ...wholeJourney.slice(0, trigger).map((step) => step.answers)) as Record<string, unknown>;
    const lost = Object.entries(answers).filter(([path, value]) => at(state, path) !== value).map(([path]) => path);
    const outcome: Outcome | 'other' =
      banner && errorRoute && shown === firstPage
        ? 'bail'
        : banner && !errorRoute && shown === startPage
          ? 'page'
          : !banner && shown === wholeJourney[trigger]!.next
            ? row.cells[fault].startsWith('fallback')
              ? 'fallback'
              : 'silent'
            : 'other';
    // Staying on the page, what was typed there is still in its form.
    const typedKept = outcome !== 'page' || (await (wholeJourney[trigger]!.typed?.(page) ?? Promise.resolve(true)));
    const retried = seen.length > 1 ? '+retry' : '';
    const observed = outcome === 'other' ? `${shown}${banner ? ' with banner' : ''}${errorRoute ? ' (error route)' : ''}` : `${outcome}${retried}`;
    const keptText = lost.length === 0 && typedKept ? 'answers kept' : `LOST ${[...lost, ...(typedKept ? [] : ['typed answers'])].join(', ')}`;
    const detail = `${startPage} → ${shown}; banner ${banner ? 'yes' : 'no'}; ${seen.length} request(s) failed; ${keptText}${actError}`;
    const pass = observed === expected && lost.length === 0 && typedKept;
    return result(observed, pass, detail);
  } catch (error) {
    return result('test error', false, String(error).split('\n').slice(0, 3).join(' '));
  } finally {
    await context.close();
  }
}
