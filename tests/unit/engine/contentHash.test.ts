/**
 * Issue #15 config versions: the compiled model's content hash is the same for the same config (whatever its comments,
 * layout or key order) and another for any changed value; the SHA-256 under it matches Node's.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import { getContentHash, toCanonicalJson } from '../../../engine/compile/getContentHash';
import type { ConfigFile } from '../../../engine/config/parseFunnelConfig';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { readFixtureFiles } from '../lint/lintFixture';

/** The hash of the minimal fixture after an edit of its files' text. */
function hashAfter(edit: (files: ConfigFile[]) => ConfigFile[]): string {
  const { config, diagnostics } = parseFunnelConfig(edit(readFixtureFiles('minimal')));
  if (!config) throw new Error(`the edited fixture does not parse: ${JSON.stringify(diagnostics)}`);
  return compileFunnel(config).contentHash;
}

/** Replaces text in one file of the fixture (throws when the text is not there, so a row cannot pass unedited). */
const replaceIn = (path: string, from: string | RegExp, to: string) => (files: ConfigFile[]) =>
  files.map((file) => {
    if (file.path !== path) return file;
    const text = file.text.replace(from, to);
    if (text === file.text) throw new Error(`${String(from)} is not in ${path}`);
    return { ...file, text };
  });

const unchanged = hashAfter((files) => files);

describe('the compiled model carries a content hash', () => {
  it.each([
    { name: 'a comment added', edit: replaceIn('pages/quote.yaml', 'id: quote', '# the quote page\nid: quote  # its id') },
    { name: 'keys in another order', edit: replaceIn('pages/quote.yaml', /^id: quote\nkind: page\n/m, 'kind: page\nid: quote\n') },
    { name: 'flow style instead of block style', edit: replaceIn('pages/restart.yaml', 'forward:\n    to: vehicle', 'forward: { to: vehicle }') },
    { name: 'the files read in another order', edit: (files: ConfigFile[]) => [...files].reverse() },
  ])('the same config gives the same hash: $name', ({ edit }) => {
    expect(hashAfter(edit)).toBe(unchanged);
  });

  it.each([
    { name: 'a destination changed', edit: replaceIn('pages/restart.yaml', 'to: vehicle', 'to: vehicle-damage') },
    { name: 'a title added', edit: replaceIn('pages/quote.yaml', 'route: quote', 'route: quote\ntitle: Your quote') },
    { name: 'a constant changed', edit: replaceIn('funnel.yaml', 'savedSessionTimeoutDays: 45', 'savedSessionTimeoutDays: 46') },
  ])('another config gives another hash: $name', ({ edit }) => {
    expect(hashAfter(edit)).not.toBe(unchanged);
  });

  it('is 16 hex digits of the SHA-256 of the canonical JSON', () => {
    expect(unchanged).toMatch(/^[0-9a-f]{16}$/);
    for (const value of [{}, { b: [1, 'é', null], a: { z: true, y: 2.5 } }, 'x'.repeat(1000), Array.from({ length: 200 }, (_, i) => ({ i }))]) {
      const sha = createHash('sha256').update(toCanonicalJson(value), 'utf8').digest('hex');
      expect(getContentHash(value)).toBe(sha.slice(0, 16));
    }
  });

  it('writes objects with sorted keys and leaves undefined out', () => {
    expect(toCanonicalJson({ b: 1, a: { d: undefined, c: [undefined, 2] } })).toBe('{"a":{"c":[null,2]},"b":1}');
  });
});
