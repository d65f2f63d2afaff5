import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real `funnel` binary, spawned on temp copies of funnel-config (DESIGN principle 7; ~8 spawns). */
const root = join(import.meta.dirname, '../../..');
const bin = join(root, 'engine/cli/funnel.mjs');
const shipped = join(root, 'funnel-config');
const temp = mkdtempSync(join(tmpdir(), 'funnel-cli-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the binary; resolves with its exit status and output (spawns run concurrently to keep the suite fast). */
function funnel(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, FUNNEL_DEBUG: '' } }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

/** A fresh copy of the shipped funnel-config. */
function copyShipped(name: string): string {
  const dir = join(temp, name);
  cpSync(shipped, dir, { recursive: true });
  return dir;
}

/** 1-based line:column of an offset in `text`. */
function positionOf(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

// Each test spawns the CLI, several at once (the compiled one; each builds it first when a source changed since the
// last build): on a loaded 2-core machine one takes seconds before it prints anything, so the wait is generous. It is
// a time limit, not a speed check.
describe.concurrent('funnel (spawned)', { timeout: 30_000 }, () => {
  it('a misspelled destination in a copy of funnel-config: exit 1, file:line:col and a suggestion', async () => {
    const dir = copyShipped('misspelled');
    const pattern = /\bto: quote(?![\w-])/;
    const file = readdirSync(join(dir, 'pages'))
      .sort()
      .find((name) => pattern.test(readFileSync(join(dir, 'pages', name), 'utf8')));
    expect(file, 'some page navigates to quote').toBeDefined();
    const path = join(dir, 'pages', file!);
    const text = readFileSync(path, 'utf8');
    const index = text.search(pattern) + 'to: '.length;
    writeFileSync(path, `${text.slice(0, index)}qoute${text.slice(index + 'quote'.length)}`);

    const result = await funnel('lint', path.slice(0, -`/pages/${file}`.length));
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`pages/${file}:${positionOf(text, index)}`);
    expect(result.stdout).toContain('did you mean "quote"');
  });

  it('broken YAML syntax: exit 1 with the position and no stack trace', async () => {
    const dir = copyShipped('broken');
    const path = join(dir, 'pages', 'vehicle.yaml');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^route: (.*)$/m, 'route: [$1'));
    const result = await funnel('lint', dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/pages\/vehicle\.yaml:\d+:\d+ +error +YAML: /);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^ {4}at /m);
  });

  it('the shipped funnel-config lints clean (exit 0)', async () => {
    const result = await funnel('lint');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('the compiled CLI builds: lint never falls back to the sources for a build error', async () => {
    const result = await new Promise<string>((resolve) => {
      execFile(process.execPath, [bin, 'lint'], { cwd: root, encoding: 'utf8', env: { ...process.env, FUNNEL_DEBUG: '1' } }, (_error, _stdout, stderr) => resolve(stderr));
    });
    // Another spawned CLI may hold the build lock (it then runs from the sources); a failing build is a bug.
    expect(result).not.toMatch(/cannot build the compiled CLI[^\n]*(Build failed|Error: (?!another build))/);
  });

  it('bad arguments are a tool failure: exit 2, one line, no stack trace', async () => {
    const result = await funnel('lint', '--no-such-option');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('funnel: unknown option "--no-such-option"');
    expect(result.stderr).not.toMatch(/^ {4}at /m);
  });

  it('a missing config directory is a tool failure (exit 2)', async () => {
    const result = await funnel('lint', join(temp, 'nowhere'));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('cannot read config directory');
  });

  it('--format json prints parseable JSON', async () => {
    const result = await funnel('lint', 'tests/fixtures/configs/three-problems', '--format', 'json');
    expect(result.status).toBe(1);
    const diagnostics = JSON.parse(result.stdout) as Array<{ code: string }>;
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['cascade-cycle', 'unknown-guard', 'unknown-page']);
  });

  it('graph --format json lists every page file as a node', async () => {
    const result = await funnel('graph', '--format', 'json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const graph = JSON.parse(result.stdout) as { nodes: Array<{ id: string }> };
    const pageIds = readdirSync(join(shipped, 'pages'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.slice(0, -'.yaml'.length))
      .sort();
    expect(graph.nodes.map((node) => node.id).sort()).toEqual(pageIds);
  });

  it('--help prints the usage (exit 0)', async () => {
    const result = await funnel('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('lint [dir]');
  });
});
