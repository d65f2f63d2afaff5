/**
 * Issue #13: the API client's timeouts and retries (funnel.yaml `calls`), on a fake clock. A call with no answer is
 * given up after its timeout as SPEC §8 "The request was made but no response was received"; a transient failure of a
 * GET, or of a POST with an Idempotency-Key, is tried again after a jittered exponential backoff that honours
 * Retry-After, up to the attempts allowed; only then does SPEC §8's failed-call handling begin. A POST without a key is
 * never tried again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../api/client/createApiClient';
import type { FunnelCallPolicy } from '../../../engine/config/types';
import type { OperationName } from '../../../engine/domain/operations';
import type { ApiCallError, ApiCallOptions } from '../../../engine/runtime/ports';
import { createFakeClock, settle } from '../../harness/createFakeClock';
import { createFakeAdapter, type FakeReply, type RecordedRequest } from './createFakeAdapter';

/** A policy like funnel.yaml's, with round numbers. */
const calls: FunnelCallPolicy = {
  timeoutMilliseconds: 10_000,
  retries: { attempts: 2, statuses: [429, 502, 503, 504], baseDelayMilliseconds: 400, maxDelayMilliseconds: 3000, maxRetryAfterMilliseconds: 5000 },
  operations: { 'vehicle.lookupByImage': { timeoutMilliseconds: 30_000 } },
};

const noAnswerLabel = 'The request was made but no response was received';

/** A client on a fake clock whose jitter draws `random` (0.5: half the backoff ceiling). */
function setUp(replies: FakeReply[] | ((request: RecordedRequest, index: number) => FakeReply), overrides: Partial<ApiClientOptions> = {}) {
  const clock = createFakeClock();
  let index = 0;
  const fake = createFakeAdapter((request) => {
    const reply = typeof replies === 'function' ? replies(request, index) : (replies[Math.min(index, replies.length - 1)] as FakeReply);
    index += 1;
    return reply;
  });
  const onBailOut = vi.fn();
  const onHandledFailure = vi.fn();
  let transaction = 0;
  const client = createApiClient({
    applicationName: 'FMG',
    getContext: () => ({ experimentSettings: {}, sessionSequenceNumber: null, referralSequenceNumber: null, eon: null, logEnabled: false }),
    uuid: () => `tx-${++transaction}`,
    adapter: fake.adapter,
    calls,
    clock,
    random: () => 0.5,
    onBailOut,
    onHandledFailure,
    ...overrides,
  });
  return { client, clock, requests: fake.requests, onBailOut, onHandledFailure };
}

/** Starts a call and keeps what it came to, so a test can move the clock while it runs. */
function start(client: ReturnType<typeof setUp>['client'], operation: OperationName, options?: ApiCallOptions) {
  const outcome: { value?: unknown; error?: ApiCallError; settled: boolean } = { settled: false };
  void client.call(operation, {}, options).then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: ApiCallError) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

const unavailable: FakeReply = { status: 503, data: { error: 'Service Unavailable' } };
const ok: FakeReply = { status: 200, data: { answered: true } };

describe('timeouts (funnel.yaml calls.timeoutMilliseconds)', () => {
  it('a call with no answer is given up after its timeout, as a request made with no answer (SPEC §8), then bails out', async () => {
    const { client, clock, requests, onBailOut } = setUp(() => ({ hang: true }));
    const outcome = start(client, 'order.saveProgress');
    await clock.advance(9_999);
    expect(outcome.settled).toBe(false);
    await clock.advance(1);
    expect(outcome.error).toMatchObject({ label: noAnswerLabel, status: null, attempts: 1, response: null });
    expect(requests).toHaveLength(1);
    expect(onBailOut).toHaveBeenCalledWith({ cause: 'Response error 0', page: null, endpoint: '/order/api/v1/order/save-progress' });
    expect(clock.pending()).toBe(0);
  });

  it('a call named under calls.operations has its own timeout', async () => {
    const { client, clock } = setUp(() => ({ hang: true }));
    const outcome = start(client, 'vehicle.lookupByImage');
    await clock.advance(29_999);
    expect(outcome.settled).toBe(false);
    await clock.advance(1);
    expect(outcome.error?.label).toBe(noAnswerLabel);
  });

  it('an answer in time clears the timer', async () => {
    const { client, clock } = setUp([ok]);
    const outcome = start(client, 'vehicle.years');
    await settle();
    expect(outcome.value).toEqual({ answered: true });
    expect(clock.pending()).toBe(0);
  });

  it('without a policy a call has no timeout and is never tried again', async () => {
    const { client, clock, requests } = setUp([unavailable, ok], { calls: undefined });
    const outcome = start(client, 'vehicle.years');
    await clock.advance(60_000);
    expect(outcome.error?.status).toBe(503);
    expect(requests).toHaveLength(1);
  });
});

describe('retries (funnel.yaml calls.retries)', () => {
  it.each<[string, FakeReply]>([
    ['503', unavailable],
    ['429', { status: 429, data: {} }],
    ['502', { status: 502, data: {} }],
    ['a connection reset', { network: true }],
    ['no answer', { noResponse: true }],
  ])('a GET that fails with %s is tried again and its answer is the call\'s', async (_case, failure) => {
    const { client, clock, requests, onBailOut } = setUp([failure, ok]);
    const outcome = start(client, 'vehicle.years');
    await settle();
    expect(requests).toHaveLength(1);
    // Full jitter at random 0.5: half of base (400 ms) before the second try.
    await clock.advance(199);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    expect(outcome.value).toEqual({ answered: true });
    expect(requests).toHaveLength(2);
    expect(onBailOut).not.toHaveBeenCalled();
  });

  it('a GET that times out every time is tried attempts + 1 times, then fails as no answer', async () => {
    const { client, clock, requests, onBailOut } = setUp(() => ({ hang: true }));
    const outcome = start(client, 'vehicle.years');
    while (!outcome.settled && (await clock.next()));
    expect(requests).toHaveLength(3);
    expect(outcome.error).toMatchObject({ label: noAnswerLabel, attempts: 3 });
    expect(onBailOut).toHaveBeenCalledTimes(1);
    // Three timeouts, and the two backoff waits between them (200 ms, then 400 ms: the ceiling doubles).
    expect(clock.requested).toEqual([10_000, 200, 10_000, 400, 10_000]);
  });

  it('the backoff doubles up to its longest wait, each wait a random part of it (full jitter)', async () => {
    const draws = [0.999, 0.999, 0.999, 0.999, 0.25];
    const { client, clock, requests } = setUp([unavailable], {
      calls: { ...calls, retries: { ...calls.retries, attempts: 5 } },
      random: () => draws.shift() ?? 0,
    });
    const outcome = start(client, 'vehicle.years');
    while (!outcome.settled && (await clock.next()));
    expect(requests).toHaveLength(6);
    // Ceilings 400, 800, 1600, 3000 (capped), 3000; draws just under 1, then a quarter.
    expect(clock.requested.filter((ms) => ms !== 10_000)).toEqual([399, 799, 1598, 2997, 750]);
    expect(outcome.error?.status).toBe(503);
  });

  it('honours Retry-After in seconds: never sooner', async () => {
    const { client, clock, requests } = setUp([{ status: 503, data: {}, headers: { 'Retry-After': '2' } }, ok]);
    const outcome = start(client, 'vehicle.years');
    await clock.advance(1_999);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    expect(requests).toHaveLength(2);
    expect(outcome.value).toEqual({ answered: true });
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { client, clock, requests } = setUp((_request, index) =>
      index === 0 ? { status: 429, data: {}, headers: { 'Retry-After': new Date(clock.now() + 3_000).toUTCString() } } : ok,
    );
    const outcome = start(client, 'vehicle.years');
    await clock.advance(2_999);
    expect(requests).toHaveLength(1);
    await clock.advance(1);
    expect(outcome.value).toEqual({ answered: true });
  });

  it('an answer asking to wait longer than maxRetryAfterMilliseconds is not tried again', async () => {
    const { client, clock, requests, onBailOut } = setUp([{ status: 503, data: {}, headers: { 'Retry-After': '60' } }, ok]);
    const outcome = start(client, 'vehicle.years');
    await clock.advance(1);
    expect(outcome.error).toMatchObject({ status: 503, attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(onBailOut).toHaveBeenCalledWith(expect.objectContaining({ cause: 'Response error 503' }));
  });

  it.each<[string, FakeReply]>([
    ['500 (the service failed on this request)', { status: 500, data: {} }],
    ['400', { status: 400, data: {} }],
    ['404', { status: 404, data: {} }],
    ['409', { status: 409, data: {} }],
  ])('a GET answered %s is not tried again', async (_case, failure) => {
    const { client, clock, requests } = setUp([failure, ok]);
    const outcome = start(client, 'vehicle.years');
    await clock.advance(10_000);
    expect(outcome.error?.status).toBe((failure as { status: number }).status);
    expect(requests).toHaveLength(1);
  });

  it.each<[string, FakeReply]>([
    ['503', unavailable],
    ['429 with Retry-After: 1', { status: 429, data: {}, headers: { 'Retry-After': '1' } }],
    ['a connection reset', { network: true }],
    ['no answer', { hang: true }],
  ])('a POST without an Idempotency-Key is never tried again (%s): it may have been carried out', async (_case, failure) => {
    const { client, clock, requests, onBailOut } = setUp([failure, ok]);
    const outcome = start(client, 'order.saveSession');
    while (!outcome.settled && (await clock.next()));
    expect(requests).toHaveLength(1);
    expect(outcome.error?.attempts).toBe(1);
    expect(requests[0]?.headers['Idempotency-Key']).toBeUndefined();
    expect(onBailOut).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FakeReply]>([
    ['503', unavailable],
    ['429', { status: 429, data: {}, headers: { 'Retry-After': '1' } }],
    ['a connection reset', { network: true }],
    ['no answer', { hang: true }],
  ])('a POST with an Idempotency-Key is tried again after %s, with the same key and a new transaction id', async (_case, failure) => {
    const { client, clock, requests } = setUp([failure, ok]);
    const outcome = start(client, 'order.saveSession', { idempotencyKey: 'key-1' });
    while (!outcome.settled && (await clock.next()));
    expect(outcome.value).toEqual({ answered: true });
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(new Set(requests.map((request) => request.headers['X-Transaction-Id'])).size).toBe(2);
    expect(requests[0]?.body).toEqual(requests[1]?.body);
  });

  it('a call whose caller handles its failure does not bail out: the failure is logged as handled', async () => {
    const { client, clock, onBailOut, onHandledFailure } = setUp([unavailable]);
    const outcome = start(client, 'parts.rainRepel', { handlesFailure: true, pageName: 'quote' });
    while (!outcome.settled && (await clock.next()));
    expect(outcome.error).toMatchObject({ status: 503, attempts: 3 });
    expect(onBailOut).not.toHaveBeenCalled();
    expect(onHandledFailure).toHaveBeenCalledWith({ cause: 'Response error 503', page: 'quote', endpoint: '/parts/api/v1/parts/rain-repel' });
  });
});
