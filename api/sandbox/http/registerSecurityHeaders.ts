import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the security headers depend on. */
export interface SecurityHeaderOptions {
  /**
   * Origins besides the page's own that the app may call (CSP connect-src), e.g. `https://api.example.com` when the
   * funnel talks to an API on another host. Default: none (the sandbox serves the app and the API on one origin).
   */
  apiOrigins?: readonly string[];
}

/** One year, the usual Strict-Transport-Security lifetime. */
const hstsMaxAgeSeconds = 31_536_000;

/**
 * The funnel's Content-Security-Policy (issue #13): scripts, styles, images, fonts and calls from the page's origin
 * only (no inline script, no eval), no plugins, no <base>, never framed, forms post to the origin. connect-src adds
 * the API origins when the app talks to another host.
 */
export function toContentSecurityPolicy(apiOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ['connect-src', "'self'", ...apiOrigins].join(' '),
  ].join('; ');
}

/**
 * The API origins of a setting (SANDBOX_API_ORIGINS): origins separated by spaces or commas, each `http(s)://host[:port]`
 * with nothing after it; anything else throws, naming the value, so a typo stops the start instead of breaking calls.
 */
export function toApiOrigins(setting: string | undefined): string[] {
  const values = (setting ?? '').split(/[\s,]+/).filter((value) => value !== '');
  return values.map((value) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below.
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(`SANDBOX_API_ORIGINS: "${value}" is not an origin such as https://api.example.com (scheme, host and port only).`);
    }
    return url.origin;
  });
}

/**
 * Adds the security headers to every answer of the sandbox — the funnel's files under /fmg/, the API, errors
 * (issue #13): Content-Security-Policy (toContentSecurityPolicy), X-Content-Type-Options: nosniff and
 * Referrer-Policy: strict-origin-when-cross-origin, each unless the route set its own (the hosted payment pages, the
 * agent console, the heritage and legal pages send stricter ones), and Strict-Transport-Security on answers to HTTPS
 * requests (behind a TLS proxy, with SANDBOX_TRUST_PROXY=1 so X-Forwarded-Proto counts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const policy = toContentSecurityPolicy(options.apiOrigins);
  app.addHook('onSend', async (request, reply) => addSecurityHeaders(request, reply, policy));
}

/**
 * Adds the security headers to one answer (the onSend hook above; createSandbox's answer to a malformed URL, which
 * Fastify sends without running hooks), keeping any the route set itself.
 */
export function addSecurityHeaders(request: Pick<FastifyRequest, 'protocol'>, reply: FastifyReply, policy: string): void {
  if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', policy);
  if (!reply.hasHeader('x-content-type-options')) void reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('referrer-policy')) void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (request.protocol === 'https') void reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`);
}
