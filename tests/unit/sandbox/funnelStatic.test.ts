import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrecompressed } from '../../../renderers/app/build/precompressPlugin';
import { createTestSandbox, type TestSandbox } from '../../harness/createTestSandbox';

/** How long starting a sandbox may take (it compiles the whole contract, slow on a busy 2-core machine). */
const startTimeoutMs = 60_000;

const indexHtml = `<!doctype html><title>Funnel</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const assetJs = 'console.log("funnel");';
/** A chunk big enough to be worth compressing (the build writes .br and .gz copies of such files). */
const bigJs = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: `page-${i}`, route: `route-${i}` })))};`;

describe('the built funnel under /fmg/', () => {
  let distDir: string;
  let app: FastifyInstance;
  let sandbox: TestSandbox;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'funnel-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), assetJs);
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(distDir, 'assets', 'pages-77b2e0.js'), bigJs);
    writePrecompressed(distDir);
    sandbox = await createTestSandbox({ distDir });
    app = sandbox.app;
  }, startTimeoutMs);
  afterAll(async () => {
    await sandbox.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/?offer=cash'])('redirects %s to /fmg/ keeping the query', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/fmg/${url.slice(1)}`);
  });

  it('redirects /fmg to /fmg/', async () => {
    const response = await app.inject({ url: '/fmg' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fmg/');
  });

  it.each(['/fmg/', '/fmg/vehicle', '/fmg/vehicle/', '/fmg/quote/details?offer=cash'])(
    'serves index.html, uncached, for the page URL %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/fmg/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(assetJs);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a big chunk %s-compressed to a browser that accepts it, the same bytes once decoded', async (encoding, decode) => {
    const response = await app.inject({ url: '/fmg/assets/pages-77b2e0.js', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(bigJs.length / 4);
    expect(decode(response.rawPayload).toString('utf8')).toBe(bigJs);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('prefers brotli, and sends the file as it is to a browser that accepts neither', async () => {
    const both = await app.inject({ url: '/fmg/assets/pages-77b2e0.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/fmg/assets/pages-77b2e0.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigJs);
  });

  it('sends the page itself (index.html for a page URL) compressed too', async () => {
    const response = await app.inject({ url: '/fmg/vehicle', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves other files without a long cache', async () => {
    const response = await app.inject({ url: '/fmg/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/fmg/assets/missing-1234.js', '/fmg/missing.css'])('answers 404, not index.html, for the missing file %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Funnel</title>');
  });

  it('does not serve files outside the build', async () => {
    const response = await app.inject({ url: '/fmg/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).not.toBe(200);
  });
});

describe('when the funnel is not built', () => {
  let app: FastifyInstance;
  let sandbox: TestSandbox;
  const missingDir = join(tmpdir(), 'funnel-dist-that-does-not-exist');

  beforeAll(async () => {
    rmSync(missingDir, { recursive: true, force: true });
    sandbox = await createTestSandbox({ distDir: missingDir });
    app = sandbox.app;
  }, startTimeoutMs);
  afterAll(async () => {
    await sandbox.close();
  });

  it.each(['/fmg/', '/fmg/vehicle', '/fmg/assets/index.js'])('answers %s with 503 and how to build', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('The funnel is not built yet: run `npm run build`.');
  });

  it('still answers the API', async () => {
    const response = await app.inject({ url: '/vehicle/api/v1/vehicle/years' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the build once it appears, without a restart', async () => {
    mkdirSync(missingDir, { recursive: true });
    writeFileSync(join(missingDir, 'index.html'), indexHtml);
    try {
      const response = await app.inject({ url: '/fmg/vehicle' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    } finally {
      rmSync(missingDir, { recursive: true, force: true });
    }
  });
});
