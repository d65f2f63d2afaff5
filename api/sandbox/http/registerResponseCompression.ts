import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are (issue #12: "JSON responses ≥ 1 KiB"; the build's precompression threshold). */
export const compressionThresholdBytes = 1024;

/** Answers up to this size are compressed on the request's own turn (tens of µs); larger ones on libuv's thread pool. */
const syncLimitBytes = 64 * 1024;

/**
 * Brotli quality 4: for answers made per request, most of quality 11's gain at a small part of its CPU (issue #12
 * measured a 3 KiB JSON answer: 25 µs, 3,235 → 548 bytes; gzip level 6: 17 µs, 584 bytes).
 */
const brotliQuality = 4;

/** Compressible answers: JSON (and +json), HTML and other text, but never a text/event-stream. */
const compressibleType = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?json\b|application\/(?:javascript|xml)\b|image\/svg\+xml\b)/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings the sandbox sends, in its order of preference when the client weighs them alike. */
type Encoding = 'br' | 'gzip';

/**
 * Compresses the sandbox's buffered answers of at least 1 KiB — the JSON of the API, its HTML pages — with brotli, or
 * gzip for a client that accepts only that, as Accept-Encoding says (issue #12: "brotli (gzip fallback) for JS, CSS,
 * HTML, JSON"), with Vary: Accept-Encoding. The funnel's files are sent precompressed by @fastify/static
 * (registerFunnelStatic) and are left alone, as is anything already encoded, streamed, partial (206) or not text.
 * The body a client decodes is the very bytes the route sent (an idempotent replay stays byte for byte the same).
 */
export function registerResponseCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < compressionThresholdBytes || !isCompressible(reply)) return payload;
    // The answer depends on Accept-Encoding from here on, whichever encoding this client gets.
    addVary(reply);
    const encoding = toPreferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(encoding, payload, size);
    void reply.header('content-encoding', encoding);
    // Fastify sets Content-Length from the compressed bytes.
    reply.removeHeader('content-length');
    return compressed;
  });
}

function isCompressible(reply: FastifyReply): boolean {
  if (reply.statusCode === 206 || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-range')) return false;
  const encoding = reply.getHeader('content-encoding');
  if (encoding !== undefined && encoding !== 'identity') return false;
  return compressibleType.test(String(reply.getHeader('content-type') ?? ''));
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(current)) return;
  void reply.header('vary', current.trim() === '' ? 'Accept-Encoding' : `${current}, Accept-Encoding`);
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): br or gzip, whichever the client weighs more
 * (its q-value, or that of `*`), brotli when alike; none when it accepts neither (or sent no header).
 */
export function toPreferredEncoding(header: FastifyRequest['headers']['accept-encoding']): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const weights = new Map<string, number>();
  for (const item of text.split(',')) {
    const [name = '', ...parameters] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') weight = Number(value?.trim());
    }
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

function compress(encoding: Encoding, payload: string | Buffer, size: number): Buffer | Promise<Buffer> {
  if (encoding === 'br') {
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
    return size <= syncLimitBytes ? brotliCompressSync(payload, options) : brotliAsync(payload, options);
  }
  return size <= syncLimitBytes ? gzipSync(payload) : gzipAsync(payload);
}
