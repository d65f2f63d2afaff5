import { readFileSync } from 'node:fs';

/** What `npm start` runs, split: the build steps before the server, and the server's own command line. */
export interface StartCommand {
  /** Each `&&` step before the last, as shell text (e.g. `vite build --configLoader runner`). */
  buildSteps: string[];
  /** The last step, split into argv, with `node` replaced by this Node's path. */
  serverArgv: string[];
}

/**
 * Reads package.json's `start` script (issue #12: the bench starts the sandbox exactly as `npm start` does, so it keeps
 * measuring the real thing when start-up changes, e.g. to compiled JavaScript). The server step must be a plain
 * command line (no quotes, pipes or variables): it is spawned directly, so its pid is the server's.
 */
export function readStartCommand(packageJsonPath: string): StartCommand {
  const start = (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { scripts?: Record<string, string> }).scripts?.start;
  if (!start) throw new Error(`${packageJsonPath} has no start script.`);
  const steps = start.split('&&').map((step) => step.trim()).filter(Boolean);
  const server = steps.pop()!;
  if (/["'`$|;<>]/.test(server)) throw new Error(`The start script's server step is not a plain command line: ${server}`);
  const argv = server.split(/\s+/);
  if (argv[0] === 'node') argv[0] = process.execPath;
  return { buildSteps: steps, serverArgv: argv };
}
