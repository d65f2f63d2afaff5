import { compileFunnel } from '../../engine/compile/compileFunnel';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { parseFunnelConfig, type ConfigFile } from '../../engine/config/parseFunnelConfig';
import { readConfigDir } from '../../engine/cli/readConfigDir';

/** Loads and compiles a config directory (default: the shipped funnel-config/); throws with every error diagnostic. */
export function loadFunnelModel(dir = 'funnel-config'): FunnelModel {
  return compileFiles(readConfigDir(dir));
}

/** Compiles config files given in memory (for fixture configs built in tests). */
export function compileFiles(files: ConfigFile[]): FunnelModel {
  const { config, diagnostics } = parseFunnelConfig(files);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (!config || errors.length > 0) {
    throw new Error(
      `Config has errors:\n${errors.map((d) => `${d.file}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`).join('\n')}`,
    );
  }
  return compileFunnel(config);
}
