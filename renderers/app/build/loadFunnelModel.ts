import { join, relative } from 'node:path';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import type { Diagnostic } from '../../../engine/config/Diagnostic';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';

/** What loading funnel-config/ gives the build: the model, and the warnings worth printing. */
export interface LoadedFunnelModel {
  model: FunnelModel;
  warnings: string[];
}

/**
 * Reads, validates and compiles funnel-config/ at build time (DESIGN "the browser never sees YAML"). Throws an Error
 * listing every error diagnostic as `funnel-config/pages/x.yaml:line:col message (code)`, 1-based (DESIGN principle 7).
 */
export function loadFunnelModel(configDir: string, repoRoot: string): LoadedFunnelModel {
  const { config, diagnostics } = parseFunnelConfig(readConfigDir(configDir));
  const format = (diagnostic: Diagnostic) => {
    const file = relative(repoRoot, join(configDir, diagnostic.file));
    const { line, character } = diagnostic.range.start;
    return `${file}:${line + 1}:${character + 1}  ${diagnostic.severity}  ${diagnostic.message}  (${diagnostic.code})`;
  };
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').map(format);
  if (errors.length > 0 || !config) {
    const lines = errors.length > 0 ? errors.map(format) : ['funnel-config/ could not be read into a config'];
    throw new Error(`funnel-config/ has ${errors.length} error(s):\n${lines.join('\n')}`);
  }
  return { model: compileFunnel(config), warnings };
}
