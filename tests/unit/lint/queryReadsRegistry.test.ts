/**
 * Lint unknown-query-param checks a navigation's query keys against what the code behind each page reads
 * (engine/compile/registry.ts): the registry must name every parameter the code reads by getQueryValue (renderers,
 * handlers, entry guards), and nothing the code does not read (issue #11).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryGuardQueryReads, handlerQueryReads, queryValuesRead, rendererQueryReads } from '../../../engine/compile/registry';
import { knownQueryParameters } from '../../../engine/domain/queryParameters';

const root = join(import.meta.dirname, '../../..');

/** Every literal name passed to getQueryValue under these folders. */
function getQueryValueNames(folders: string[]): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) for (const match of readFileSync(path, 'utf8').matchAll(/getQueryValue\([^,]+,\s*'([^']+)'\)/g)) names.add(match[1]!);
    }
  };
  folders.forEach((folder) => walk(join(root, folder)));
  return names;
}

/** The text of every code file under these folders that reads the parameter (getQueryValue or consumeQuery). */
function getReaderSources(folders: string[], name: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        if (new RegExp(`(getQueryValue\\([^,]+,|consumeQuery\\()\\s*'${name}'\\)`).test(text)) found.push(text);
      }
    }
  };
  folders.forEach((folder) => walk(join(root, folder)));
  return found;
}

describe('the values the registry says the code compares a query parameter with', () => {
  it.each(Object.entries(queryValuesRead))('%s: each is written in the code that reads it (lowered when read in any case)', (name, read) => {
    const readers = getReaderSources(['renderers', 'engine/runtime'], name);
    expect(readers.length).toBeGreaterThan(0);
    for (const value of read.values) {
      const written = read.anyCase ? value.toLowerCase() : value;
      expect(readers.some((text) => text.includes(`'${written}'`)), `'${written}' compared with ${name}`).toBe(true);
    }
    // Read in any case exactly when its reader lowers the value (as it reads it, or the variable it keeps it in).
    const lowers = (text: string): boolean =>
      [...text.matchAll(new RegExp(`(?:const (\\w+) = )?[\\w.]*?(?:getQueryValue\\([^,]+,|consumeQuery\\()\\s*'${name}'\\)(\\??\\.toLowerCase\\(\\))?`, 'g'))].some(
        ([, variable, lowered]) => lowered !== undefined || (variable !== undefined && new RegExp(`\\b${variable}\\??\\.toLowerCase\\(\\)`).test(text)),
      );
    expect(readers.some(lowers)).toBe(read.anyCase);
  });
});

describe('the query parameters the registry says pages read', () => {
  const registered = new Set([...Object.values(rendererQueryReads), ...Object.values(handlerQueryReads), ...Object.values(entryGuardQueryReads)].flat());

  it('include every one the code reads by name (SPEC §2 parameters aside)', () => {
    const read = [...getQueryValueNames(['renderers', 'engine/runtime'])].filter((name) => !(knownQueryParameters as readonly string[]).includes(name));
    expect(read.filter((name) => !registered.has(name))).toEqual([]);
  });

  it('are all read by the code', () => {
    const read = getQueryValueNames(['renderers', 'engine/runtime']);
    const consumed = new Set([...readFileSync(join(root, 'engine/runtime/entryGuards.ts'), 'utf8').matchAll(/consumeQuery\('([^']+)'\)/g)].map((match) => match[1]!));
    expect([...registered].filter((name) => !read.has(name) && !consumed.has(name))).toEqual([]);
  });
});
