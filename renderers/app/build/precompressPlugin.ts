import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser loads (source maps aside: only developers fetch them). */
const compressible = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

/** Smaller files gain nothing worth a second request header and a lookup. */
const minimumBytes = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of `dir` (issue #12: the entry chunk
 * went out uncompressed); the sandbox serves them to browsers that accept them (@fastify/static `preCompressed`).
 * Compressing once at build time lets brotli use its best (slowest) level, which a server compressing per request
 * cannot afford. A copy is kept only when it is smaller.
 */
export function writePrecompressed(dir: string): Array<{ file: string; bytes: number; brotli: number; gzip: number }> {
  const written: Array<{ file: string; bytes: number; brotli: number; gzip: number }> = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!compressible.test(name) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < minimumBytes) continue;
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    written.push({ file: name, bytes: content.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}

/** The vite plugin: precompresses the build output once it is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let failed = false;
  return {
    name: 'funnel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Not after a failed build: there may be no output folder, and the build's own error must be the one shown.
    buildEnd(error) {
      failed = error !== undefined;
    },
    closeBundle(error) {
      if (!failed && !error) writePrecompressed(outDir);
    },
  };
}
