import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compiledCliDir } from './compiledCliDir.mjs';

/**
 * Whether the compiled CLI in .cache/cli was built from the files as they are now: every file it was built from
 * (sources, schemas, the libraries bundled into it, the build scripts) still has the size and modification time
 * recorded in inputs.json. A stale bundle would lint with old rules, so any doubt (no manifest, a file gone or
 * changed) answers false. Costs one stat per input (a few hundred, a few ms), not a hash of each. `dir`: another build
 * directory of .cache with the same layout (the compiled sandbox's, api/sandbox/build).
 */
export function isCompiledCliFresh(dir = compiledCliDir) {
  const root = resolve(dir, '../..');
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8'));
    statSync(join(dir, 'main.mjs'));
    return manifest.inputs.every(([file, size, mtimeMs]) => {
      const stats = statSync(resolve(root, file));
      return stats.size === size && stats.mtimeMs === mtimeMs;
    });
  } catch {
    return false;
  }
}
