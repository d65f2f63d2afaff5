import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The temporary directories made and not removed yet. */
const made = new Set<string>();

/** Makes a temporary directory the bench removes when done, even when it is interrupted (`removeTempDirs`). */
export function createTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes one temporary directory, or all of them (synchronous: safe in a process 'exit' handler). */
export function removeTempDirs(dir?: string): void {
  for (const each of dir ? [dir] : [...made]) {
    rmSync(each, { recursive: true, force: true });
    made.delete(each);
  }
}
