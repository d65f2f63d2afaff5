import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxNodeOptions } from '../../../api/sandbox/sandboxNodeOptions';

/** The repository root (this file is tests/e2e/support/). */
const repoRoot = join(import.meta.dirname, '../../..');

/** A copy of funnel-config/ in a temporary folder, with the folder its build goes to. */
export interface ConfigCopy {
  /** The temporary folder holding both; removed by `remove`. */
  root: string;
  configDir: string;
  distDir: string;
  remove(): void;
}

/** Copies funnel-config/ (its schemas too, as a product owner's checkout has them) to a new temporary folder. */
export function copyFunnelConfig(name: string): ConfigCopy {
  const root = mkdtempSync(join(tmpdir(), `funnel-${name}-`));
  const configDir = join(root, 'funnel-config');
  cpSync(join(repoRoot, 'funnel-config'), configDir, { recursive: true });
  return { root, configDir, distDir: join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Edits a YAML file of a config copy as text, the way a product owner edits it: replaces `from` (which must be there
 * exactly once, so a changed shipped file fails loudly here rather than silently testing nothing) with `to`.
 */
export function editYaml(configDir: string, file: string, from: string, to: string): void {
  const path = join(configDir, file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: expected the text once, found it ${count} times:\n${from}`);
  writeFileSync(path, text.replace(from, to));
}

/** Runs a command of this repo to its end; rejects with its output when it fails. */
function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** `npx funnel lint <configDir>`, as CI runs it: resolves when the config has no errors. */
export function lintConfig(configDir: string): Promise<string> {
  return run([join(repoRoot, 'engine/cli/funnel.mjs'), 'lint', configDir], {});
}

/** `FUNNEL_CONFIG_DIR=<configDir> FUNNEL_DIST_DIR=<distDir> npx vite build`: the funnel of that config, built once. */
export function buildFunnel(copy: ConfigCopy): Promise<string> {
  return run([join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    FUNNEL_CONFIG_DIR: copy.configDir,
    FUNNEL_DIST_DIR: copy.distDir,
  });
}

/** A sandbox serving one config's build, in its own process. */
export interface RunningSandbox {
  /** e.g. http://127.0.0.1:43125 */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox (api/sandbox/serve.mjs, compiled, as the e2e webServer runs it) on the config and its build: its
 * own process on `port` (default a free one, PORT=0), an in-memory database and the control variation of every
 * experiment. Resolves once it listens.
 */
export function startSandbox(copy: ConfigCopy, port = 0): Promise<RunningSandbox> {
  const child: ChildProcess = spawn(process.execPath, [...sandboxNodeOptions, join(repoRoot, 'api/sandbox/serve.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: 'memory',
      SANDBOX_EXPERIMENTS: 'control',
      FUNNEL_CONFIG_DIR: copy.configDir,
      FUNNEL_DIST_DIR: copy.distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk;
      const ready = /Funnel ready at http:\/\/localhost:(\d+)\//.exec(output);
      if (ready) {
        child.stdout?.off('data', onOutput);
        resolve({ origin: `http://127.0.0.1:${ready[1]}`, stop });
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code} before listening:\n${output}`)));
  });
}
