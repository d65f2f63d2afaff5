import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { deserialize, serialize } from 'node:v8';
import type { ParsedValueCache } from '../config/ParsedValueCache';

/**
 * A ParsedValueCache kept in one file (the compiled CLI's, .cache/cli): entries by a hash of the text, values in V8's
 * structured-clone format (what YAML gives survives it, NaN and Infinity included). `save` keeps the entries this run
 * used, and writes only when that set changed. The file belongs to one build of the CLI (its name says which), so a
 * value is never read by a YAML parser other than the one that made it.
 */
export function createParsedValueCache(file: string): ParsedValueCache & { save(): void } {
  let stored = new Map<string, Uint8Array>();
  try {
    stored = deserialize(readFileSync(file)) as Map<string, Uint8Array>;
  } catch {
    // No cache yet (or a broken one): every file is parsed.
  }
  const used = new Map<string, Uint8Array>();
  let added = false;
  const keyOf = (text: string) => createHash('sha1').update(text).digest('base64');
  return {
    get(text) {
      const key = keyOf(text);
      const entry = stored.get(key);
      if (!entry) return undefined;
      used.set(key, entry);
      return deserialize(entry);
    },
    set(text, value) {
      used.set(keyOf(text), serialize(value));
      added = true;
    },
    save() {
      if (!added && used.size === stored.size) return;
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, serialize(used));
      renameSync(temporary, file);
    },
  };
}
