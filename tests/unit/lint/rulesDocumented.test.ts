/** Every lint rule code is documented in README's "Lint rules" table, with its severity (issue #11). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../../engine/lint/rules/allRules';

const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');

describe('README documents the lint rules', () => {
  it.each(allRules.map((rule) => [rule.code, rule.severity] as const))('%s (%s)', (code, severity) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${code}\` \\| ${severity} \\|`, 'm'));
  });
});
