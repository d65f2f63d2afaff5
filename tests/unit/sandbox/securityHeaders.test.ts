/**
 * Security headers (issue #13): every answer of the sandbox — the funnel's files under /fmg/, the API, its errors —
 * carries the strict Content-Security-Policy, X-Content-Type-Options: nosniff and a Referrer-Policy; the sandbox's own
 * HTML pages keep their stricter policies; HTTPS visits (behind a trusted proxy) get Strict-Transport-Security; the
 * API origins setting widens connect-src only. Checked by inject and, like curl, over a real socket.
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiOrigins, toContentSecurityPolicy } from '../../../api/sandbox/http/registerSecurityHeaders';
import { createSandbox } from '../../../api/sandbox/createSandbox';
import { createTestSandbox, type TestSandbox } from '../../harness/createTestSandbox';

const funnelPolicy =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; connect-src 'self'";

let distDir = '';
let sandbox: TestSandbox;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'funnel-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Funnel</title><script type="module" src="/fmg/assets/index-1.js"></script>');
  writeFileSync(join(distDir, 'assets', 'index-1.js'), 'console.log("funnel");');
  writeFileSync(join(distDir, 'assets', 'index-1.css'), 'body { margin: 0 }');
  sandbox = await createTestSandbox({ distDir, now: () => new Date('2026-12-01T09:00:00Z') });
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The headers the issue asks of every answer, as one object to compare. */
const securityHeadersOf = (headers: Record<string, unknown>) => ({
  csp: headers['content-security-policy'],
  nosniff: headers['x-content-type-options'],
  referrer: headers['referrer-policy'],
});

describe('every answer carries the security headers', () => {
  it.each([
    { name: 'the app (index.html)', method: 'GET', url: '/fmg/', status: 200 },
    { name: 'a page URL (SPA fallback)', method: 'GET', url: '/fmg/vehicle?offer=cash', status: 200 },
    { name: 'a script', method: 'GET', url: '/fmg/assets/index-1.js', status: 200 },
    { name: 'a stylesheet', method: 'GET', url: '/fmg/assets/index-1.css', status: 200 },
    { name: 'a missing asset', method: 'GET', url: '/fmg/assets/missing.js', status: 404 },
    { name: 'the redirect to /fmg/', method: 'GET', url: '/', status: 302 },
    { name: 'an API call', method: 'GET', url: '/vehicle/api/v1/vehicle/years', status: 200 },
    { name: 'a refused API call', method: 'GET', url: '/content/api/v1/content/FMG/no-such-page!', status: 400 },
    { name: 'a malformed JSON body', method: 'POST', url: '/order/api/v1/order/load-session', payload: '{"AppName":', status: 400 },
    { name: 'an unknown address', method: 'GET', url: '/nothing/here', status: 404 },
    { name: 'bad percent-encoding in the path', method: 'GET', url: '/vehicle/api/v1/vehicle/Makes/%ZZ', status: 400 },
    { name: 'an over-long path segment', method: 'GET', url: `/vehicle/api/v1/vehicle/Makes/${'x'.repeat(200)}`, status: 414 },
    { name: 'the health check', method: 'GET', url: '/health', status: 200 },
    { name: 'the contract', method: 'GET', url: '/sandbox/openapi.json', status: 200 },
  ] as const)('$name: $method $url', async (row) => {
    const response = await sandbox.app.inject({
      method: row.method,
      url: row.url,
      ...('payload' in row ? { payload: row.payload, headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(response.statusCode).toBe(row.status);
    expect(securityHeadersOf(response.headers)).toEqual({ csp: funnelPolicy, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    { name: 'a hosted payment page', url: '/sandbox/pay/card?amount=12.50&reference=SESSION-1' },
    { name: 'the agent console', url: '/sandbox/agent-console' },
    { name: 'the heritage page', url: '/heritage/?corid=abc' },
    { name: 'a legal page', url: '/legal/terms' },
  ])('$name keeps its own stricter policy, never inline script', async ({ url }) => {
    const response = await sandbox.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toBe(funnelPolicy);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toEqual(expect.any(String));
  });
});

describe('over a real socket, as curl reads them', () => {
  let port = 0;
  beforeAll(async () => {
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it.each(['/fmg/', '/vehicle/api/v1/vehicle/years'])('HEAD %s', async (path) => {
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, method: 'HEAD' }, (response) => {
        response.resume();
        resolve(response.headers);
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(securityHeadersOf(headers)).toEqual({ csp: funnelPolicy, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' });
  });
});

describe('settings', () => {
  it('HTTPS behind a trusted proxy (SANDBOX_TRUST_PROXY=1) adds Strict-Transport-Security; an untrusted header does not', async () => {
    const answers: Record<string, unknown> = {};
    for (const trustProxy of [true, false]) {
      const app = createSandbox({ database: sandbox.db, distDir, trustProxy });
      try {
        await app.ready();
        const response = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
        answers[String(trustProxy)] = response.headers['strict-transport-security'];
      } finally {
        await app.close();
      }
    }
    expect(answers).toEqual({ true: 'max-age=31536000', false: undefined });
  });

  it('API origins widen connect-src, and nothing else', async () => {
    const app = createSandbox({ database: sandbox.db, distDir, apiOrigins: ['https://api.example.com'] });
    try {
      await app.ready();
      const response = await app.inject({ url: '/fmg/' });
      expect(response.headers['content-security-policy']).toBe(`${funnelPolicy} https://api.example.com`);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['', []],
    ['https://api.example.com', ['https://api.example.com']],
    ['https://api.example.com/ http://localhost:9000', ['https://api.example.com', 'http://localhost:9000']],
    ['https://a.example.com,https://b.example.com:8443', ['https://a.example.com', 'https://b.example.com:8443']],
    // A CSP host source may name subdomains with a wildcard.
    ['https://*.example.com', ['https://*.example.com']],
  ])('SANDBOX_API_ORIGINS=%j gives %j', (setting, origins) => {
    expect(toApiOrigins(setting)).toEqual(origins);
    expect(toContentSecurityPolicy(origins)).toBe([funnelPolicy, ...origins].join(' '));
  });

  it.each(['api.example.com', 'https://api.example.com/v1', "https://api.example.com 'unsafe-inline'", 'javascript:alert(1)', 'https://api.example.com?x=1'])(
    'SANDBOX_API_ORIGINS refuses %j, naming it',
    (setting) => {
      expect(() => toApiOrigins(setting)).toThrow(/SANDBOX_API_ORIGINS: ".+" is not an origin/);
    },
  );
});
