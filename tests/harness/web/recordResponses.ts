import { constants, gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

/** What a response is, for the table: the four kinds issue #12 asks to be compressed, and the rest. */
export type ResponseKind = 'script' | 'style' | 'html' | 'json' | 'other';

/** A response the page received. */
export interface ResponseRecord {
  url: string;
  method: string;
  kind: ResponseKind;
  /** Requested before the first page was usable (`markUsable`). */
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
  /** From now on, requests are after the first page was usable. */
  markUsable(): void;
  /** Every response finished so far (waits for their bodies). */
  records(): Promise<ResponseRecord[]>;
}

/**
 * Records every response of `page` with its decoded size, gzip size and transfer size (issue #12: "JS for the first
 * render counted from the network": every script the page loads before it is usable).
 */
export function recordResponses(page: Page): ResponseRecorder {
  let usable = false;
  const phase = new WeakMap<Request, boolean>();
  const pending: Array<Promise<ResponseRecord | null>> = [];
  page.on('request', (request) => phase.set(request, !usable));
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
          beforeUsable: phase.get(request) ?? false,
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
    markUsable() {
      usable = true;
    },
    async records() {
      return (await Promise.all(pending)).filter((record): record is ResponseRecord => record !== null);
    },
  };
}
