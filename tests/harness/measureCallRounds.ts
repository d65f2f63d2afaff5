/**
 * Sequential rounds of API calls along a scripted journey (issue #10: bindings run as a graph). A headless visitor
 * (the real runtime, model and API client) walks the funnel against an in-memory sandbox; every call is delayed by the
 * same latency, so calls made one after another show as rounds. For each page entry (and the schedule's day prices)
 * it reports the calls made and the longest chain of calls each waiting for the one before.
 */
import { createSandbox } from '../../api/sandbox/createSandbox';
import type { EntryOutcome, FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { ApiPort } from '../../engine/runtime/ports';
import { createJourney } from './createJourney';
import type { TestSandbox } from './createTestSandbox';

/** One call made: which, and when it started and ended (ms). */
interface CallSpan {
  operation: string;
  start: number;
  end: number;
}

/** What a measured step came to. */
export interface RoundsRow {
  /** What was measured, e.g. "enter quote". */
  label: string;
  /** The longest chain of calls each started after the one before it ended. */
  rounds: number;
  calls: number;
  operations: string[];
}

/** The longest chain of calls among `spans`, each starting after the previous one ended. */
export function countRounds(spans: readonly CallSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const level = new Map<CallSpan, number>();
  for (const span of sorted) {
    const before = sorted.filter((other) => other !== span && other.end <= span.start);
    level.set(span, 1 + Math.max(0, ...before.map((other) => level.get(other) ?? 0)));
  }
  return Math.max(0, ...level.values());
}

/** Wraps the runtime's API port so every call takes `latency` ms more and is recorded. */
function recordCalls(ports: { api: ApiPort }, latency: number): CallSpan[] {
  const spans: CallSpan[] = [];
  const inner = ports.api;
  ports.api = {
    call: async (operation, params, options) => {
      const span: CallSpan = { operation, start: performance.now(), end: Number.POSITIVE_INFINITY };
      spans.push(span);
      await new Promise((resolve) => setTimeout(resolve, latency));
      try {
        return await inner.call(operation, params, options);
      } finally {
        span.end = performance.now();
      }
    },
  };
  return spans;
}

/**
 * Walks a cash, in-shop journey of a 2012 Toyota Avalon windshield in 85016 (no question pages) to the confirmation,
 * measuring each page entry (redirects followed, as the router does) and the schedule's day prices action. Calls
 * still running when the page showed (analytics after each page, never awaited) are left out: they do not delay it.
 */
export async function measureCallRounds(latency = 30): Promise<RoundsRow[]> {
  const app = createSandbox({ database: { dataDir: 'memory' }, experimentAssignment: 'control', distDir: '/nonexistent/funnel-dist' });
  await app.ready();
  try {
    const journey = createJourney({ app } as unknown as TestSandbox, { now: () => new Date() });
    const spans = recordCalls(journey.ports, latency);
    const rows: RoundsRow[] = [];
    const measure = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const from = performance.now();
      const result = await work();
      const to = performance.now();
      const within = spans.filter((span) => span.start >= from && span.end <= to);
      rows.push({ label, rounds: countRounds(within), calls: within.length, operations: within.map((span) => span.operation) });
      return result;
    };
    const runtime: FunnelRuntime = journey.runtime;
    /** Enters a page and follows redirects, as the router does; returns the page shown. */
    const enter = async (route: string, search = ''): Promise<string> => {
      let outcome: EntryOutcome = await runtime.enterRoute(route, search);
      while (outcome.type === 'redirect') {
        const query = new URLSearchParams(outcome.query).toString();
        outcome = await runtime.enter(outcome.to, query ? `?${query}` : '');
      }
      if (outcome.type !== 'render') throw new Error(`Expected a page, got ${JSON.stringify(outcome)}`);
      return outcome.pageId;
    };
    /** Submits a page, then enters where it leads (measured as that page's entry). */
    const next = async (pageId: string, form: Record<string, unknown>): Promise<string> => {
      const outcome = await runtime.submit(pageId, form);
      if (outcome.type !== 'navigate') throw new Error(`Submitting ${pageId}: ${JSON.stringify(outcome)}`);
      const query = new URLSearchParams(outcome.query).toString();
      return measure(`enter ${outcome.to}`, () => enter(runtime.model.pages[outcome.to]!.route, query ? `?${query}` : ''));
    };

    await measure('enter /fmg/ (first page)', () => enter(''));
    await next('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' });
    await next('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
    await next('estimate', { vinSelection: 'none' });
    await next('service-zip', { zipCode: '85016' });
    await next('quote', { isInsurance: false });
    const dates = Array.from({ length: 12 }, (_unused, index) => new Date(Date.now() + (index + 1) * 86_400_000).toISOString().slice(0, 10));
    await measure('schedule: day prices of 12 days', () => runtime.runAction('schedule', 'loadDayPrices', { dates }));
    return rows;
  } finally {
    await app.close();
  }
}
