/**
 * Wall times of whole processes (issue #11: `funnel lint` as a person or CI runs it, start-up included), measured in
 * turns: each round runs every command once, so a load spike on this shared machine hits them all alike.
 */
import { spawnSync } from 'node:child_process';

/** A command to time: its label, argv and extra environment. */
export interface TimedCommand {
  label: string;
  argv: [string, ...string[]];
  env?: Record<string, string>;
}

/** What a command came to: the median and range of its wall times (seconds), and its last exit status. */
export interface WallTimeRow {
  label: string;
  median: number;
  min: number;
  max: number;
  status: number | null;
}

/** Runs each command `runs` times in turns (after one unmeasured warm-up run each) and reports its wall times. */
export function measureProcessWallTimes(commands: TimedCommand[], runs: number): WallTimeRow[] {
  const times = commands.map(() => [] as number[]);
  const statuses = commands.map(() => null as number | null);
  for (let round = -1; round < runs; round += 1) {
    commands.forEach(({ argv: [file, ...args], env }, index) => {
      const start = performance.now();
      const result = spawnSync(file, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
      const seconds = (performance.now() - start) / 1000;
      statuses[index] = result.status;
      if (round >= 0) times[index]!.push(seconds);
    });
  }
  return commands.map(({ label }, index) => {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    return { label, median: sorted[(sorted.length - 1) >> 1]!, min: sorted[0]!, max: sorted[sorted.length - 1]!, status: statuses[index]! };
  });
}
