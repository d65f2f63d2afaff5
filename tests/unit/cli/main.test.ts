import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../engine/cli/main';

const root = join(import.meta.dirname, '../../..');

/** Runs the command in-process with captured output (the spawn tests in funnel.test.ts cover the real binary). */
function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: root, debug: false }) as number;
  return { code, stdout, stderr };
}

const minimal = 'tests/fixtures/configs/minimal';
const problems = 'tests/fixtures/configs/three-problems';

describe('funnel (in-process)', () => {
  it.each([
    { args: ['--help'], code: 0, out: 'Usage: funnel <command>' },
    { args: ['lint', minimal], code: 0, out: '' },
    { args: ['lint', problems], code: 1, out: `${problems}/pages/vehicle.yaml:12:9  error` },
    { args: ['lint', problems, '--format=github'], code: 1, out: `::error file=${problems}/pages/quote.yaml,line=4,col=10` },
    { args: ['graph', minimal], code: 0, out: 'flowchart LR' },
    { args: ['graph', minimal], code: 0, out: '-.->|"forward"|' },
    { args: ['graph', problems], code: 1, out: '' },
  ])('funnel $args → exit $code', ({ args, code, out }) => {
    const result = run(...args);
    expect(result.code).toBe(code);
    expect(result.stdout).toContain(out);
  });

  it.each([
    { args: [], message: 'missing command' },
    { args: ['deploy'], message: 'unknown command "deploy" (use lint, graph, test, explain or diff)' },
    { args: ['lnt'], message: 'unknown command "lnt"; did you mean "lint"?' },
    { args: ['lint', '--strict'], message: 'unknown option "--strict"' },
    { args: ['lint', '--format'], message: '--format needs a value' },
    { args: ['lint', '--format', 'xml'], message: 'unknown lint format "xml"' },
    { args: ['graph', minimal, '--format', 'dot'], message: 'unknown graph format "dot"' },
    { args: ['lint', minimal, 'other'], message: 'unexpected argument "other"' },
    { args: ['lint', 'no/such/dir'], message: 'cannot read config directory' },
    { args: ['lint', 'package.json'], message: 'is not a directory' },
  ])('funnel $args is a tool failure (exit 2): $message', ({ args, message }) => {
    const result = run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(/^funnel: /);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('graph with errors prints the diagnostics on stderr and nothing on stdout', () => {
    const result = run('graph', problems);
    expect(result.stderr).toContain('did you mean "vehicle-damage"?');
    expect(result.stdout).toBe('');
  });

  it('graph --format json lists the nodes and edges', () => {
    const graph = JSON.parse(run('graph', minimal, '--format', 'json').stdout) as { nodes: unknown[]; edges: unknown[] };
    expect(graph.nodes).toHaveLength(12);
    expect(graph.edges.length).toBeGreaterThan(11);
  });

  it('warnings alone exit 0 but are printed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'funnel-main-'));
    try {
      cpSync(join(root, minimal), dir, { recursive: true });
      const cascades = join(dir, 'cascades.yaml');
      writeFileSync(cascades, readFileSync(cascades, 'utf8').replace('reset: [order.damage]', 'reset: [order.vehicle]'));
      const result = run('lint', dir);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('warning  Cascade "vehicle-changed"');
      expect(result.stdout).toContain('1 problem (0 errors, 1 warning)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lint checks the journeys of journeys/ too: their schema and the names they use, at file:line:column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'funnel-main-'));
    try {
      cpSync(join(root, minimal), dir, { recursive: true });
      mkdirSync(join(dir, 'journeys'));
      writeFileSync(join(dir, 'journeys/a.yaml'), 'steps:\n  - open: /fmg/vehicle\n  - expect: { page: vehicle-damag }\n');
      writeFileSync(join(dir, 'journeys/b.yaml'), 'steps:\n  - expct: { page: vehicle }\n');
      const result = run('lint', dir);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/journeys\/a\.yaml:3:21 +error +No page "vehicle-damag"; did you mean "vehicle-damage"\? +journey-step/);
      expect(result.stdout).toMatch(/journeys\/b\.yaml:2:5 +error +Unknown property "expct" in step; did you mean "expect"\? +schema/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
