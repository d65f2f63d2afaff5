import { request } from 'node:http';
import type { ResponseRecord } from './recordResponses';

/** The kinds of response issue #12 wants compressed. */
export const compressedKinds = ['script', 'style', 'html', 'json'] as const;
export type CompressedKind = (typeof compressedKinds)[number];

/** How one kind of response was sent. */
export interface KindCompression {
  /** Responses of at least 1 KiB (unique URLs) the browser received, and how many came brotli-encoded. */
  checked: number;
  brotli: number;
  /** Responses under 1 KiB (not worth a compressed copy). */
  small: number;
  /** GET responses asked for again with `Accept-Encoding: gzip` only, and how many came gzip-encoded. */
  gzipChecked: number;
  gzip: number;
}

/** Compression and caching as the response headers show them. */
export interface CompressionFigures {
  kinds: Record<CompressedKind, KindCompression>;
  /** Scripts and styles under /assets/ (hashed names) and how many say `max-age=31536000` and `immutable`. */
  assets: { checked: number; yearImmutable: number };
  /** HTML documents and how many must be revalidated (`no-cache`, or `max-age=0` with `must-revalidate`). */
  html: { checked: number; revalidated: number };
}

/** The least size worth compressing (the build's precompression threshold). */
const smallBytes = 1024;

/** The Content-Encoding of `url` when the client accepts gzip only. */
function encodingForGzipOnly(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      answer.resume();
      resolve(String(answer.headers['content-encoding'] ?? 'identity'));
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`No answer from ${url}`)));
    outgoing.end();
  });
}

/**
 * Reads issue #12's compression row from what a journey received (Chromium accepts br, gzip, deflate and zstd): per
 * kind, how many responses over 1 KiB came brotli-encoded; then asks for the GET ones again accepting gzip only (the
 * fallback). Also the Cache-Control of hashed assets and of HTML documents.
 */
export async function measureCompression(responses: ResponseRecord[]): Promise<CompressionFigures> {
  const unique = [...new Map(responses.filter((record) => record.status === 200).map((record) => [record.url, record])).values()];
  const kinds = {} as Record<CompressedKind, KindCompression>;
  for (const kind of compressedKinds) {
    const ofKind = unique.filter((record) => record.kind === kind);
    const large = ofKind.filter((record) => record.bytes >= smallBytes);
    const gets = large.filter((record) => record.method === 'GET');
    const fallbacks = await Promise.all(gets.map((record) => encodingForGzipOnly(record.url).catch(() => 'error')));
    kinds[kind] = {
      checked: large.length,
      brotli: large.filter((record) => record.headers['content-encoding'] === 'br').length,
      small: ofKind.length - large.length,
      gzipChecked: gets.length,
      gzip: fallbacks.filter((encoding) => encoding === 'gzip').length,
    };
  }
  const assets = unique.filter((record) => (record.kind === 'script' || record.kind === 'style') && new URL(record.url).pathname.includes('/assets/'));
  const html = unique.filter((record) => record.kind === 'html');
  const cacheControl = (record: ResponseRecord) => (record.headers['cache-control'] ?? '').toLowerCase();
  return {
    kinds,
    assets: { checked: assets.length, yearImmutable: assets.filter((record) => /max-age=31536000/.test(cacheControl(record)) && /immutable/.test(cacheControl(record))).length },
    html: {
      checked: html.length,
      revalidated: html.filter((record) => /no-cache/.test(cacheControl(record)) || (/max-age=0/.test(cacheControl(record)) && /must-revalidate/.test(cacheControl(record)))).length,
    },
  };
}
