import { spawn, type ChildProcess } from 'node:child_process';

/** A server the bench started: its process (the leader of its own process group) and the tail of what it printed. */
export interface StartedProcess {
  label: string;
  child: ChildProcess;
  pid: number;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Every process group the bench started and has not stopped yet. */
const running = new Set<StartedProcess>();

/** The most of a process's output kept for an error message. */
const outputTail = 8_000;

/**
 * Starts `argv` as the leader of a process group of its own (so stopping it ends whatever it started too), keeping the
 * tail of its output, and remembers it until `stopProcess` (issue #12: the bench cleans up every process it starts,
 * even on failure: see `stopAllProcesses`).
 */
export function startProcess(label: string, argv: string[], env: Record<string, string> = {}): StartedProcess {
  const [file, ...args] = argv;
  const child = spawn(file!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return trackProcess(label, child);
}

/**
 * Remembers a process another library started as a process-group leader (chrome-launcher's Chromium), so
 * `stopAllProcesses` and `killAllProcessesNow` end it too. Its piped output, if any, is kept.
 */
export function trackProcess(label: string, child: ChildProcess): StartedProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputTail);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const started: StartedProcess = { label, child, pid: child.pid ?? -1, output: () => output, exited };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** Whether the process has ended. */
function hasExited(started: StartedProcess): boolean {
  return started.child.exitCode !== null || started.child.signalCode !== null;
}

/** Sends `signal` to the process's whole group; a group already gone is no error. */
function signalGroup(started: StartedProcess, signal: NodeJS.Signals): void {
  if (started.pid <= 0) return;
  try {
    process.kill(-started.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a started process: SIGTERM to its group, SIGKILL after `graceMilliseconds`. */
export async function stopProcess(started: StartedProcess, graceMilliseconds = 10_000): Promise<void> {
  if (!hasExited(started)) {
    signalGroup(started, 'SIGTERM');
    const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMilliseconds).unref());
    if ((await Promise.race([started.exited.then(() => 'done' as const), timer])) === 'late') {
      signalGroup(started, 'SIGKILL');
      await started.exited;
    }
  }
  // The group may outlive its leader (a child the leader started): end it too.
  signalGroup(started, 'SIGKILL');
  running.delete(started);
}

/** Stops every process the bench started and has not stopped. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((started) => stopProcess(started, 3_000)));
}

/** Last resort when the bench exits: SIGKILL to every group still running (synchronous, for process 'exit'). */
export function killAllProcessesNow(): void {
  for (const started of running) signalGroup(started, 'SIGKILL');
  running.clear();
}

/**
 * Waits until `url` answers 2xx and gives the milliseconds since `since` (a performance.now() value); fails when the
 * process exits first or after `timeoutMilliseconds`, with the tail of its output.
 */
export async function waitUntilAnswering(started: StartedProcess, url: string, since: number, timeoutMilliseconds = 180_000): Promise<number> {
  while (performance.now() - since < timeoutMilliseconds) {
    if (hasExited(started)) throw new Error(`${started.label} exited before answering ${url}:\n${started.output()}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${started.label} did not answer ${url} within ${timeoutMilliseconds / 1000} s:\n${started.output()}`);
}
