/**
 * The experiment settings the funnel's code reads by name (engine/compile/codeReadSettings.ts) are the keys it names:
 * lint unknown-setting checks funnel.yaml declares each with the type the code reads, so a setting the code reads but
 * this list lacks could be renamed in YAML unnoticed, and one listed but no longer read would be required for nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeReadSettings } from '../../../engine/compile/codeReadSettings';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const root = join(import.meta.dirname, '../../..');

/** Product code that may read settings: engine/ (not the lint, which reads them from the YAML) and renderers/. */
function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(join('engine', 'lint')) ? [] : listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.endsWith('codeReadSettings.ts') ? [full] : [];
  });
}

describe('settings the code reads by name', () => {
  it('are the keys engine/compile/codeReadSettings.ts lists', () => {
    const declared = Object.keys(loadFunnelModel().funnel.experimentSettings);
    const named = new Map<string, string>();
    for (const file of [...listSources(join(root, 'engine')), ...listSources(join(root, 'renderers'))]) {
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      // A key read through the settings helpers or state.settings, or a declared key written as a string.
      const reads = [
        ...source.matchAll(/(?:isSettingOn|getSettingNumber)\([^,()]+,\s*['"]([^'"]+)['"]\)/g),
        ...source.matchAll(/\bsettings\.([A-Za-z_][\w]*)/g),
        ...declared.flatMap((key) => [...source.matchAll(new RegExp(`['"](${key.replace(/[.]/g, '\\.')})['"]`, 'g'))]),
      ];
      for (const [, key] of reads) named.set(key!, relative(root, file));
    }
    expect([...named.keys()].sort()).toEqual(Object.keys(codeReadSettings).sort());
  });
});
