/**
 * `funnel diff <old-dir> <new-dir>` (issue #15): the pages, navigation edges, API bindings and settings added, removed
 * and changed between two configs, for review in a pull request. The golden file is the review of a realistic change
 * (tests/fixtures/configs/diff-old → diff-new: the VIN page replaced by a photo page, the quote reworded, a binding's
 * param, a query, a constant and a cascade changed); `UPDATE_GOLDEN=1` rewrites it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FunnelDiff } from '../../../engine/cli/diff/diffFunnelConfigs';
import { main } from '../../../engine/cli/main';

const root = join(import.meta.dirname, '../../..');
const golden = join(root, 'tests/fixtures/golden/funnel-diff.txt');
const before = 'tests/fixtures/configs/diff-old';
const after = 'tests/fixtures/configs/diff-new';

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: root, debug: false }) as number;
  return { code, stdout, stderr };
}

describe('funnel diff', () => {
  it('prints the review of a change as the golden file has it', () => {
    const { code, stdout, stderr } = run('diff', before, after);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(golden, stdout);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(golden, 'utf8'));
  });

  it('--format json gives the same differences as data', () => {
    const { code, stdout } = run('diff', before, after, '--format', 'json');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout) as FunnelDiff;
    const summary = (items: FunnelDiff['pages']) => items.map((item) => `${item.change} ${item.label}`);
    expect(summary(diff.pages)).toEqual(['added photos "Show us the damage"', 'changed quote "Your price"', 'removed vin-entry "Enter your VIN"']);
    expect(summary(diff.edges)).toContain('removed vehicle-damage → vin-entry (forward)');
    expect(summary(diff.bindings)).toContain('added photos load: call content.page → user.pageData.photos.content');
    expect(diff.oldVersion).not.toBe(diff.newVersion);
  });

  it('reversed, what was added is removed', () => {
    const diff = JSON.parse(run('diff', after, before, '--format=json').stdout) as FunnelDiff;
    expect(diff.pages.map((item) => `${item.change} ${item.label}`)).toEqual([
      'removed photos "Show us the damage"',
      'changed quote (page)',
      'added vin-entry "Enter your VIN"',
    ]);
  });

  it('a config compared with itself has no differences', () => {
    const { code, stdout } = run('diff', before, before);
    expect(code).toBe(0);
    expect(stdout).toContain('No differences in pages, edges, bindings or settings.');
  });

  it('a config that does not parse: exit 1 and its diagnostics at file:line:column', () => {
    const broken = mkdtempSync(join(tmpdir(), 'funnel-diff-'));
    try {
      cpSync(join(root, after), broken, { recursive: true });
      const quote = join(broken, 'pages/quote.yaml');
      writeFileSync(quote, readFileSync(quote, 'utf8').replace('kind: page', 'kind: pgae'));
      const { code, stdout, stderr } = run('diff', before, broken);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/pages\/quote\.yaml:2:7 +error +kind must be one of .*did you mean "page"/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it.each([
    { args: ['diff', before], message: 'diff needs two config directories' },
    { args: ['diff', before, after, 'funnel-config'], message: 'unexpected argument "funnel-config"' },
    { args: ['diff', before, after, '--format', 'xml'], message: 'unknown diff format "xml"' },
    { args: ['diff', before, 'no/such/dir'], message: 'cannot read config directory' },
  ])('funnel $args → exit 2: $message', ({ args, message }) => {
    const { code, stderr } = run(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
