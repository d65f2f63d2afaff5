import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';

/** A build takes a few seconds; a lock older than this was left by a build that died. */
const abandonedLockMs = 120_000;

/**
 * Runs `build` holding `dir`/build.lock, so one build at a time writes into `dir` (the compiled CLI's, the compiled
 * sandbox's): processes started together on stale sources do not all build; the others get an error saying another
 * build is running (and run from the sources instead). A lock left by a build that died is taken over.
 */
export async function withBuildLock(dir, what, build) {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'build.lock');
  try {
    closeSync(openSync(lock, 'wx'));
  } catch (error) {
    if (error.code !== 'EEXIST' || Date.now() - statSync(lock).mtimeMs < abandonedLockMs) {
      throw new Error(`another build of ${what} is running (${relative(process.cwd(), lock)})`, { cause: error });
    }
    rmSync(lock, { force: true });
    closeSync(openSync(lock, 'wx'));
  }
  try {
    return await build();
  } finally {
    rmSync(lock, { force: true });
  }
}
