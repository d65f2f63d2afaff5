/**
 * readConfigDir and readJourneyFiles decode every file as decodeConfigText does (the Vite plugin reads through
 * readConfigDir too): a byte that is not UTF-8 reaches the parsers as U+FFFD, which they report at its line and column.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { parseJourneyFile } from '../../../engine/config/parseJourneyFile';
import { readConfigDir, readJourneyFiles } from '../../../engine/cli/readConfigDir';

const dir = mkdtempSync(join(tmpdir(), 'read-config-dir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of the directory, as the bytes given (latin1: "é", "ù" as Windows-1252 saves them). */
function write(path: string, bytes: Buffer): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), bytes);
}

describe('readConfigDir', () => {
  write('funnel.yaml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('applicationName: FMG\n')]));
  write('pages/where.yaml', Buffer.from('id: where\nkind: page\ntitle: Où? Café\n', 'latin1'));
  write('journeys/where.yaml', Buffer.from('name: Où\nsteps: []\n', 'latin1'));

  it('keeps a byte that is not UTF-8 as U+FFFD, and leaves out a leading byte order mark', () => {
    const files = readConfigDir(dir);
    expect(files.find((file) => file.path === 'pages/where.yaml')?.text).toBe('id: where\nkind: page\ntitle: O\ufffd? Caf\ufffd\n');
    expect(files.find((file) => file.path === 'funnel.yaml')?.text).toBe('applicationName: FMG\n');
  });

  it('the parsers report the file at its first byte that is not UTF-8, a page and a journey alike', () => {
    const { diagnostics, sources } = parseFunnelConfig(readConfigDir(dir));
    const at = (file: string) => diagnostics.filter((d) => d.file === file && d.message.startsWith('this file is not saved as UTF-8')).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1}`);
    expect(at('pages/where.yaml')).toEqual(['3:9']);
    const [journey] = readJourneyFiles(dir).map((file) => parseJourneyFile(file, sources));
    expect(journey!.diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message.slice(0, 31)}`)).toEqual(['1:8 this file is not saved as UTF-8']);
  });
});
