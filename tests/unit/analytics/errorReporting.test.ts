/**
 * SPEC §8 errors in the browser host: the logger level of each kind of failure, the log entry (no query string), the
 * reporter (once per failure, capped), chunk-load failures (names and the SPEC §9 120000 ms timeout), and bail-outs
 * recorded on the event bus and in the logger.
 */
import { produce } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrontEndLogger, LogLevel } from '../../../api/client/createFrontEndLogger';
import { getEnvironment } from '../../../engine/domain/getEnvironment';
import { createInitialState } from '../../../engine/domain/state';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createApiFailureRecorder } from '../../../renderers/app/createApiFailureRecorder';
import { createBailOutHandler } from '../../../renderers/app/createBailOutHandler';
import { createErrorReporter } from '../../../renderers/app/createErrorReporter';
import { errorLogLevels, type ErrorKind } from '../../../renderers/app/errorLogLevels';
import { isChunkLoadError } from '../../../renderers/app/isChunkLoadError';
import { loadChunk } from '../../../renderers/app/loadChunk';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';
import { toErrorLogEntry } from '../../../renderers/app/toErrorLogEntry';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

/** funnel.yaml chunkLoadTimeoutMilliseconds (SPEC §9: 120000). */
const { chunkLoadTimeoutMilliseconds } = loadFunnelConstants();

/** A logger that records what it was asked to send. */
function createRecordingLogger() {
  const sent: Array<{ level: LogLevel; entry: unknown }> = [];
  const log = async (level: LogLevel, entry: unknown) => void sent.push({ level, entry });
  const logger: FrontEndLogger = {
    log,
    information: (entry) => log('log-information', entry),
    warning: (entry) => log('log-warning', entry),
    error: (entry) => log('log-error', entry),
    critical: (entry) => log('log-critical', entry),
  };
  return { logger, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('errorLogLevels (SPEC §7 logger levels for SPEC §8 failures)', () => {
  it.each<[ErrorKind, LogLevel]>([
    ['script', 'log-error'],
    ['rejection', 'log-error'],
    ['framework', 'log-critical'],
    ['chunk-load', 'log-warning'],
    ['bail-out', 'log-error'],
    ['handled-call-failure', 'log-error'],
  ])('%s → %s', (kind, level) => {
    expect(errorLogLevels[kind]).toBe(level);
  });
});

describe('toErrorLogEntry', () => {
  it.each([
    ['an Error', new TypeError('x is undefined'), 'TypeError: x is undefined', 'TypeError'],
    ['a string', 'boom', 'Error: boom', 'Error'],
    ['an object', { code: 7 }, 'NonError: {"code":7}', 'NonError'],
    ['nothing', undefined, 'NonError: undefined', 'NonError'],
    ['an empty message', new Error(''), 'Error: (no message)', 'Error'],
  ])('%s', (_case, error, message, name) => {
    expect(toErrorLogEntry('script', error, { pageName: 'quote', path: '/fmg/quote' })).toMatchObject({ message, name, kind: 'script', pageName: 'quote' });
  });

  it('keeps the path without its query string (it can hold an email or phone, SPEC §2 external prefill)', () => {
    const entry = toErrorLogEntry('script', new Error('x'), { pageName: null, path: '/fmg/vehicle?email=ada@example.com#top' });
    expect(entry.path).toBe('/fmg/vehicle');
    expect(JSON.stringify(entry)).not.toContain('ada@example.com');
  });

  it('cuts a huge message to 2000 characters', () => {
    expect(toErrorLogEntry('script', 'y'.repeat(50_000), { pageName: null, path: '/' }).message).toHaveLength(2000);
  });
});

describe('createErrorReporter', () => {
  const setUp = (maxReports?: number) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { logger, sent } = createRecordingLogger();
    const reporter = createErrorReporter({ logger, getPageName: () => 'schedule', getPath: () => '/fmg/schedule?zip=85004', maxReports });
    return { reporter, sent };
  };

  it('sends each kind at its level, with the page it happened on', () => {
    const { reporter, sent } = setUp();
    reporter.report('script', new Error('a'));
    reporter.report('framework', new Error('b'));
    expect(sent).toEqual([
      { level: 'log-error', entry: expect.objectContaining({ message: 'Error: a', pageName: 'schedule', path: '/fmg/schedule' }) },
      { level: 'log-critical', entry: expect.objectContaining({ message: 'Error: b', kind: 'framework' }) },
    ]);
  });

  it('sends the same failure once, and at most maxReports per page load', () => {
    const { reporter, sent } = setUp(3);
    for (let index = 0; index < 10; index += 1) reporter.report('rejection', new Error('same'));
    for (let index = 0; index < 10; index += 1) reporter.report('script', new Error(`loop ${index}`));
    expect(sent.map((item) => (item.entry as { message: string }).message)).toEqual(['Error: same', 'Error: loop 0', 'Error: loop 1']);
  });

  it('sends every bail-out, even two alike (each is a failed call), within the cap', () => {
    const { reporter, sent } = setUp(3);
    for (let index = 0; index < 5; index += 1) reporter.report('bail-out', new Error('Response error 500 calling /x'));
    expect(sent.map((item) => item.level)).toEqual(['log-error', 'log-error', 'log-error']);
  });

  it.each([
    { host: 'localhost', sent: ['log-warning', 'log-error', 'log-critical'] },
    { host: 'qa.autoglass.example', sent: ['log-warning', 'log-error', 'log-critical'] },
    { host: 'www.autoglass.example', sent: ['log-error', 'log-critical'] },
  ])('on $host sends the levels of its environment (SPEC §9, funnel.yaml): $sent', ({ host, sent: levels }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { logger, sent } = createRecordingLogger();
    const { logLevels } = getEnvironment(loadFunnelModel().funnel.environments, host);
    const reporter = createErrorReporter({ logger, getPageName: () => null, getPath: () => '/', logLevels });
    reporter.report('chunk-load', new Error('ChunkLoadError'));
    reporter.report('script', new Error('a'));
    reporter.report('framework', new Error('b'));
    expect(sent.map((item) => item.level)).toEqual(levels);
    // Every failure still reaches the console.
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('never throws, even when the logger does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = createErrorReporter({
      logger: { log: () => { throw new Error('logger broke'); } } as unknown as FrontEndLogger,
      getPageName: () => null,
      getPath: () => '/',
    });
    expect(() => reporter.report('script', new Error('x'))).not.toThrow();
  });
});

describe('chunk-load failures (SPEC §8 names, SPEC §9 timeout)', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }), true],
    [Object.assign(new Error('x'), { name: 'CSS_CHUNK_LOAD_FAILED' }), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/Quote.js'), true],
    [new Error('Unable to preload CSS for /assets/Quote.css'), true],
    [new TypeError('Cannot read properties of undefined'), false],
    ['ChunkLoadError', true],
    [null, false],
  ])('isChunkLoadError(%s) → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'ChunkLoadError'],
    [new Error('Unable to preload CSS for /assets/x.css'), 'CSS_CHUNK_LOAD_FAILED'],
  ])('loadChunk names a failed load %s as %s, keeping the cause', async (failure, name) => {
    const error = await loadChunk(() => Promise.reject(failure), chunkLoadTimeoutMilliseconds).catch((caught: Error) => caught);
    expect(error).toMatchObject({ name, cause: failure });
  });

  it('passes a defect in the loaded code through unchanged', async () => {
    const defect = new TypeError('undefined is not a function');
    await expect(loadChunk(() => Promise.reject(defect), chunkLoadTimeoutMilliseconds)).rejects.toBe(defect);
  });

  it('answers what loaded in time', async () => {
    await expect(loadChunk(() => Promise.resolve('module'), chunkLoadTimeoutMilliseconds)).resolves.toBe('module');
  });

  it('gives up after 120000 ms with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(chunkLoadTimeoutMilliseconds).toBe(120_000);
    const pending = loadChunk(() => new Promise(() => undefined), chunkLoadTimeoutMilliseconds).catch((caught: Error) => caught);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('120000 ms') });
  });
});

describe('bail-outs and API errors are recorded (SPEC §3 event bus, §8 step 3 "the error is logged")', () => {
  const model = loadFunnelModel();
  const setUp = () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ports = createMemoryPorts({ 'analytics.logCustomEvent': { logged: true } });
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => void (s.user.lastPageVisited = 'quote')) });
    const { logger, sent } = createRecordingLogger();
    const reporter = createErrorReporter({ logger, getPageName: () => 'quote', getPath: () => '/fmg/quote' });
    const recorder = createApiFailureRecorder(() => runtime, reporter);
    return { ports, runtime, sent, recorder };
  };

  it('a bail-out is on the event bus and logged at log-error, and the handler still goes to the error route', () => {
    const { runtime, sent, recorder } = setUp();
    const navigate = vi.fn();
    const onBailOut = createBailOutHandler({ errorPath: '/error', quietPaths: [], getCurrentPath: () => '/quote', navigate, now: () => 0, report: recorder.onBailOut });
    onBailOut({ cause: 'Response error 500', page: 'quote', endpoint: '/price/api/v1/price/order-items' });
    expect(navigate).toHaveBeenCalledWith('/error');
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'API_ERROR', subCategory: 'Response error 500', eventValue: '/price/api/v1/price/order-items' });
    expect(sent).toEqual([{ level: 'log-error', entry: expect.objectContaining({ name: 'ApiBailOut', message: expect.stringContaining('Response error 500') }) }]);
  });

  it('a failure its page handled (issue #13) is on the event bus and logged at log-error, with no navigation', () => {
    const { runtime, sent, recorder } = setUp();
    recorder.onHandledFailure({ cause: 'Response error 503', page: 'payment-method', endpoint: '/order/api/v1/order/save-session/fmg' });
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'API_ERROR', subCategory: 'Response error 503', eventValue: '/order/api/v1/order/save-session/fmg' });
    expect(sent).toEqual([{ level: 'log-error', entry: expect.objectContaining({ name: 'ApiCallFailed', message: expect.stringContaining('handled by the page') }) }]);
  });

  it('a failing report does not stop the bail-out', () => {
    const navigate = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onBailOut = createBailOutHandler({
      errorPath: '/error',
      quietPaths: [],
      getCurrentPath: () => '/quote',
      navigate,
      now: () => 0,
      report: () => {
        throw new Error('broke');
      },
    });
    onBailOut({ cause: 'Response error 502', page: null, endpoint: '/x' });
    expect(navigate).toHaveBeenCalledWith('/error');
  });

  it('an API_ERROR event goes to the event bus and analytics; an API_RESPONSE event to analytics with its page name', async () => {
    const { ports, runtime, recorder } = setUp();
    recorder.onAnalyticsEvent({ category: 'API_ERROR', action: '/parts/api/v1/parts/wipers/{carId}', label: 'Status Code Error' });
    recorder.onAnalyticsEvent({ category: 'API_RESPONSE', action: '/vehicle/api/v1/vehicle/years', label: 'vehicle', value: '2c4f1' });
    expect(runtime.getState().user.eventBus).toEqual([{ category: 'API_ERROR', subCategory: 'Status Code Error', eventValue: '/parts/api/v1/parts/wipers/{carId}' }]);
    await vi.waitFor(() => expect(ports.calls.filter((call) => call.operation === 'analytics.logCustomEvent')).toHaveLength(2));
    const [error, response] = ports.calls.map((call) => call.params);
    expect(error).toMatchObject({ category: 'API_ERROR', pageName: 'quote', action: '/parts/api/v1/parts/wipers/{carId}' });
    expect(response).toMatchObject({ category: 'API_RESPONSE', pageName: 'vehicle', action: '/vehicle/api/v1/vehicle/years', value: '2c4f1' });
  });
});
