/** The precompress plugin (renderers/app/build/precompressPlugin.ts) after a build that failed. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { precompressPlugin } from '../../../renderers/app/build/precompressPlugin';

const temp = mkdtempSync(join(tmpdir(), 'funnel-precompress-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('precompressPlugin', () => {
  it("a failed build shows its own error, not the output folder's absence", async () => {
    const entry = join(temp, 'entry.js');
    writeFileSync(entry, 'export default 1;\n');
    const outDir = join(temp, 'never-written');
    const building = build({
      configFile: false,
      root: temp,
      logLevel: 'silent',
      plugins: [{ name: 'fails', load: (id) => (id === entry ? Promise.reject(new Error('the build’s own error')) : null) }, precompressPlugin()],
      build: { outDir, rollupOptions: { input: entry } },
    });
    await expect(building).rejects.toThrow(/the build’s own error/);
    expect(existsSync(outDir)).toBe(false);
  });
});
