import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../engine/config/Diagnostic';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { getFormatter } from '../../../engine/lint/formatters/getFormatter';
import { github } from '../../../engine/lint/formatters/github';
import { json } from '../../../engine/lint/formatters/json';
import { stylish } from '../../../engine/lint/formatters/stylish';
import { lintFunnel } from '../../../engine/lint/lintFunnel';
import { readFixtureFiles } from './lintFixture';

const golden = join(import.meta.dirname, '../../fixtures/golden/stylish-three-problems.txt');

function lintFixture(name: string): Diagnostic[] {
  const { config, diagnostics, sources } = parseFunnelConfig(readFixtureFiles(name));
  return [...diagnostics, ...(config ? lintFunnel(config, sources) : [])];
}

const diagnostic = (overrides: Partial<Diagnostic>): Diagnostic => ({
  code: 'unknown-page',
  message: 'Scenario "forward" goes to "qoute", which is not a page; did you mean "quote"?',
  severity: 'error',
  file: 'pages/vehicle.yaml',
  range: { start: { line: 11, character: 8 }, end: { line: 11, character: 13 } },
  path: ['navigation', 'forward', 'to'],
  ...overrides,
});

describe('formatters', () => {
  it('stylish matches the golden file (1-based positions, grouped by file, summary line)', () => {
    const output = stylish(lintFixture('three-problems'));
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(golden, output);
    expect(output).toBe(readFileSync(golden, 'utf8'));
  });

  it('stylish prints nothing when there is nothing to report', () => {
    expect(stylish([])).toBe('');
  });

  it('json keeps the diagnostics as data, zero-based', () => {
    const parsed = JSON.parse(json(lintFixture('three-problems'))) as Diagnostic[];
    expect(parsed.map((d) => [d.code, d.file, d.range.start.line, d.range.start.character])).toEqual([
      ['cascade-cycle', 'cascades.yaml', 1, 8],
      ['unknown-guard', 'pages/quote.yaml', 3, 9],
      ['unknown-page', 'pages/vehicle.yaml', 11, 8],
    ]);
  });

  it.each([
    {
      name: 'an error',
      input: diagnostic({}),
      line: '::error file=pages/vehicle.yaml,line=12,col=9,endLine=12,endColumn=14,title=unknown-page::Scenario "forward" goes to "qoute", which is not a page; did you mean "quote"?',
    },
    {
      name: 'a warning with characters GitHub needs escaped',
      input: diagnostic({ severity: 'warning', code: 'cascade-cycle', file: 'a,b:c.yaml', message: '100% sure\nreally' }),
      line: '::warning file=a%2Cb%3Ac.yaml,line=12,col=9,endLine=12,endColumn=14,title=cascade-cycle::100%25 sure%0Areally',
    },
  ])('github writes $name as a workflow command', ({ input, line }) => {
    expect(github([input])).toBe(`${line}\n`);
  });

  it.each([
    ['stylish', true],
    ['json', true],
    ['github', true],
    ['xml', false],
  ])('getFormatter(%s) exists: %s', (name, exists) => {
    expect(getFormatter(name) !== undefined).toBe(exists);
  });
});
