import { constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** What a response is, for the table: the four kinds issue #12 asks to be compressed, and the rest. */
export type ResponseKind = 'script' | 'style' | 'html' | 'json' | 'other';

/** A response the page received. */
export interface ResponseRecord {
  url: string;
  method: string;
  kind: ResponseKind;
  /** Requested before the first page was usable (`markUsable`; all of them until it is called). */
  beforeUsable: boolean;
  status: number;
  headers: Record<string, string>;
  /** The body as the page got it (decoded), its gzip size (level 9, as the build's .gz copies), and its bytes on the wire. */
  bytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

/** Classifies by path (scripts and styles) or content type. */
function kindOf(url: string, contentType: string): ResponseKind {
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path)) return 'script';
  if (/\.css$/.test(path)) return 'style';
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/** The recorder of a page's responses. */
export interface ResponseRecorder {
  /** The first page was usable at `at` (epoch ms, the browser's clock): requests started from then on are after it. */
  markUsable(at: number): void;
  /** Every response finished so far (waits for their bodies). */
  records(): Promise<ResponseRecord[]>;
}

/**
 * Records every response of `page` with its decoded size, gzip size and transfer size (issue #12: "JS for the first
 * render counted from the network": every script the page loads before it is usable).
 */
export function recordResponses(page: Page): ResponseRecorder {
  let usableAt = Number.POSITIVE_INFINITY;
  const pending: Array<Promise<(Omit<ResponseRecord, 'beforeUsable'> & { startTime: number }) | null>> = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 300 && response.status() < 400) return null;
        const headers = await response.allHeaders();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        return {
          url: request.url(),
          method: request.method(),
          kind: kindOf(request.url(), headers['content-type'] ?? ''),
          startTime: request.timing().startTime,
          status: response.status(),
          headers,
          bytes: body.length,
          gzipBytes: body.length === 0 ? 0 : gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          transferredBytes: sizes.responseBodySize,
        };
      })().catch(() => null),
    );
  });
  return {
    markUsable(at) {
      usableAt = at;
    },
    async records() {
      return (await Promise.all(pending))
        .filter((record) => record !== null)
        .map(({ startTime, ...record }) => ({ ...record, beforeUsable: startTime < usableAt }));
    },
  };
}
