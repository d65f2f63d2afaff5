import { isAbsolute, relative, resolve, sep } from 'node:path';

/** A diagnostic's file as the user can open it: relative to the working directory when inside it, else absolute. */
export function toDisplayFile(dir: string, file: string, cwd: string): string {
  const absolute = resolve(cwd, dir, file);
  const fromCwd = relative(cwd, absolute);
  const shown = fromCwd.startsWith('..') || isAbsolute(fromCwd) ? absolute : fromCwd;
  return shown.split(sep).join('/');
}
