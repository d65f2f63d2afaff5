/** Every lint rule code is documented in README's "Lint rules" table, with its severity, and the parser's codes in its text (issue #11). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../../engine/lint/rules/allRules';

const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');

describe('README documents the lint rules', () => {
  it.each(allRules.map((rule) => [rule.code, rule.severity] as const))('%s (%s)', (code, severity) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${code}\` \\| ${severity} \\|`, 'm'));
  });

  // The codes engine/config's parsers report (parseFunnelConfig, parseJourneyFile) before any rule runs.
  it.each(['yaml-syntax', 'duplicate-key', 'duplicate-scenario', 'schema', 'page-id-mismatch'])('%s (the parser)', (code) => {
    expect(readme).toContain(`\`${code}\``);
  });
});
