/**
 * Compressed answers (issue #12: "brotli (gzip fallback) for … JSON"): an API answer of 1 KiB or more goes brotli to a
 * client that accepts it, gzip to one that accepts only that, as it is to one that accepts neither, always with
 * Vary: Accept-Encoding, the security headers and the exact JSON once decoded; a small answer goes as it is. Checked
 * by inject and over a real socket (Node's fetch decodes it as a browser does).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPreferredEncoding } from '../../../api/sandbox/http/registerResponseCompression';
import { useTestSandbox } from '../../harness/createTestSandbox';

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

/** An API answer over 1 KiB (the insurance companies, ~3 KiB of JSON) and one under it (the model years). */
const largeUrl = '/account/api/v1/account/insurance-companies';
const smallUrl = '/vehicle/api/v1/vehicle/years';

/** The answer's JSON text when nothing is compressed: what every decoded answer must equal. */
let plainLarge = '';
beforeAll(async () => {
  const plain = await sandbox.app.inject({ url: largeUrl });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  plainLarge = plain.body;
  expect(Buffer.byteLength(plainLarge)).toBeGreaterThanOrEqual(1024);
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes: Buffer) => bytes } as const;

describe('a JSON answer of 1 KiB or more', () => {
  it.each([
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'gzip, deflate', sent: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', sent: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip;q=0.8', sent: 'gzip' },
    { acceptEncoding: '*', sent: 'br' },
    { acceptEncoding: 'identity', sent: 'none' },
    { acceptEncoding: 'deflate', sent: 'none' },
    { acceptEncoding: undefined, sent: 'none' },
  ] as const)('Accept-Encoding $acceptEncoding: sent $sent, decodes to the same JSON', async ({ acceptEncoding, sent }) => {
    const response = await sandbox.app.inject({ url: largeUrl, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent === 'none' ? undefined : sent);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    if (sent !== 'none') expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plainLarge) / 3);
    expect(decoders[sent](response.rawPayload).toString('utf8')).toBe(plainLarge);
    // The security headers stay (issue #13).
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('comes brotli-encoded over a real socket and decodes to the same JSON', async () => {
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = sandbox.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}${largeUrl}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(plainLarge);
    } finally {
      await sandbox.app.server.close();
    }
  });
});

describe('answers that go as they are', () => {
  it('a JSON answer under 1 KiB', async () => {
    const response = await sandbox.app.inject({ url: smallUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toBeInstanceOf(Object);
  });

  it('an error answer keeps its status and fields, compressed or not', async () => {
    const response = await sandbox.app.inject({ url: '/content/api/v1/content/FMG/no-such-page!', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(400);
    const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString('utf8') : response.body;
    expect(JSON.parse(body)).toMatchObject({ field: expect.any(String), message: expect.any(String) });
  });
});

describe('toPreferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.9', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(toPreferredEncoding(header)).toBe(expected);
  });
});
