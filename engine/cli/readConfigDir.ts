import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ConfigFile } from '../config/parseFunnelConfig';
import { decodeConfigText } from '../config/decodeConfigText';
import { ToolError } from './ToolError';

/** Folders of funnel-config/ that hold no config: JSON Schemas for editors, journeys (`funnel test` reads those). */
const skippedFolders = new Set(['schema', 'journeys', 'node_modules']);

/**
 * Reads every YAML file and SVG picture (the brand's logo, issue #14) of a config directory for parseFunnelConfig,
 * with paths relative to it and `/` separators (`funnel.yaml`, `pages/quote.yaml`, `brand/logo.svg`). A missing or unreadable directory is a tool failure (ToolError).
 */
export function readConfigDir(dir: string): ConfigFile[] {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    throw new ToolError(`cannot read config directory "${dir}": it does not exist`);
  }
  if (!isDirectory) throw new ToolError(`cannot read config directory "${dir}": it is not a directory`);
  const files: ConfigFile[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (/\.(ya?ml|svg)$/.test(entry.name)) {
        files.push({ path: relative(dir, full).split(sep).join('/'), text: readConfigText(full) });
      }
    }
  };
  try {
    walk(dir);
  } catch (error) {
    throw new ToolError(`cannot read config directory "${dir}": ${(error as Error).message}`);
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every journey file of dir/journeys/ and its folders (`funnel test` runs them, `funnel lint` checks them), paths relative to dir, in name order. */
export function readJourneyFiles(configDir: string): ConfigFile[] {
  const folder = join(configDir, 'journeys');
  if (!existsSync(folder)) return [];
  // Folders under journeys/ too (`journeys/mobile/…`): a journey put in one is linted and run like the others.
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => /\.ya?ml$/.test(name) && !name.split('/').some((part) => part.startsWith('.') || part === 'node_modules'))
    .sort()
    .map((name) => ({ path: `journeys/${name}`, text: readConfigText(join(folder, name)) }));
}

/**
 * One file of a config directory as text, decoded as every reader of funnel-config/ decodes it (decodeConfigText:
 * UTF-8, a byte it does not read kept as U+FFFD for the parsers to report at its line and column).
 */
export function readConfigText(file: string): string {
  return decodeConfigText(readFileSync(file));
}
