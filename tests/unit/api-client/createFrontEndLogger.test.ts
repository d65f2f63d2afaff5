import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/client/createApiClient';
import { createFrontEndLogger, type FrontEndLogger } from '../../../api/client/createFrontEndLogger';
import type { ApiPort } from '../../../engine/runtime/ports';
import { createFakeAdapter, type FakeReply } from './createFakeAdapter';

/** A logger over a real client whose adapter answers every request with `reply`. */
function setUp(reply: FakeReply = { status: 204 }) {
  const fake = createFakeAdapter(() => reply);
  const api = createApiClient({
    applicationName: 'FMG-Funnel',
    getContext: () => ({
      experimentSettings: { a: 1 },
      sessionSequenceNumber: null,
      referralSequenceNumber: null,
      eon: null,
      logEnabled: false,
    }),
    adapter: fake.adapter,
  });
  return { logger: createFrontEndLogger(api), requests: fake.requests };
}

describe('createFrontEndLogger (SPEC §7 "Front-end logger")', () => {
  it.each<[Exclude<keyof FrontEndLogger, 'log'>, string]>([
    ['information', 'log-information'],
    ['warning', 'log-warning'],
    ['error', 'log-error'],
    ['critical', 'log-critical'],
  ])('%s posts to /analytics/api/v1/logging/%s with body {entry, AppName}', async (method, level) => {
    const { logger, requests } = setUp();
    await logger[method]({ message: 'Uncaught TypeError', page: 'quote' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: `/analytics/api/v1/logging/${level}` });
    expect(requests[0]?.body).toEqual({ entry: { message: 'Uncaught TypeError', page: 'quote' }, AppName: 'FMG-Funnel' });
    expect(requests[0]?.headers).toMatchObject({ 'X-Application-Name': 'FMG-Funnel', 'X-Experiment-Settings': '{"a":1}' });
  });

  it.each(['log-information', 'log-warning', 'log-error', 'log-critical'] as const)('log(%s, entry) posts to that level', async (level) => {
    const { logger, requests } = setUp();
    await logger.log(level, 'Uncaught TypeError');
    expect(requests.map((request) => request.url)).toEqual([`/analytics/api/v1/logging/${level}`]);
  });

  it.each<[string, FakeReply]>([
    ['a 500', { status: 500 }],
    ['a network error', { network: true }],
  ])('swallows %s', async (_case, reply) => {
    const { logger, requests } = setUp(reply);
    await expect(logger.error('x')).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('swallows a port that throws synchronously', async () => {
    const api: ApiPort = {
      call: () => {
        throw new Error('port broke');
      },
    };
    await expect(createFrontEndLogger(api).critical('x')).resolves.toBeUndefined();
  });
});
