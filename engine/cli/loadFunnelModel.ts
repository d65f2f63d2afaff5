import { isAbsolute, join, relative } from 'node:path';
import process from 'node:process';
import { compileFunnel } from '../compile/compileFunnel';
import type { FunnelModel } from '../compile/FunnelModel';
import type { Diagnostic } from '../config/Diagnostic';
import { parseFunnelConfig } from '../config/parseFunnelConfig';
import { readConfigDir } from './readConfigDir';

/** What loading a config directory gives: the model, and the warnings worth printing. */
export interface LoadedFunnelModel {
  model: FunnelModel;
  warnings: string[];
}

/**
 * Reads, validates and compiles a config directory (funnel-config/ or a copy of it): for the build (DESIGN "the
 * browser never sees YAML") and the sandbox, which serves what the config declares. Throws an Error listing every
 * error diagnostic as `funnel-config/pages/x.yaml:line:col message (code)`, 1-based (DESIGN principle 7), the file
 * shown relative to `displayRoot` when inside it, else absolute.
 */
export function loadFunnelModel(configDir: string, displayRoot: string = process.cwd()): LoadedFunnelModel {
  const { config, diagnostics } = parseFunnelConfig(readConfigDir(configDir));
  const shown = (path: string) => {
    const fromRoot = relative(displayRoot, path);
    return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot;
  };
  const format = (diagnostic: Diagnostic) => {
    const { line, character } = diagnostic.range.start;
    return `${shown(join(configDir, diagnostic.file))}:${line + 1}:${character + 1}  ${diagnostic.severity}  ${diagnostic.message}  (${diagnostic.code})`;
  };
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').map(format);
  const dir = `${shown(configDir) || '.'}/`;
  if (errors.length > 0 || !config) {
    const lines = errors.length > 0 ? errors.map(format) : [`${dir} could not be read into a config`];
    throw new Error(`${dir} has ${errors.length} error(s):\n${lines.join('\n')}`);
  }
  return { model: compileFunnel(config), warnings };
}
