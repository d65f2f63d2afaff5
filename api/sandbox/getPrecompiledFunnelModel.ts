import type { LoadedFunnelModel } from '../../engine/cli/loadFunnelModel';

/**
 * The repo's funnel-config/ loaded and compiled at build time (loadFunnelModel: the model and its warnings), or null.
 * Running from the sources it is null and main.ts loads the config when it starts. The compiled sandbox
 * (api/sandbox/build/buildCompiledSandbox.mjs) replaces this module by one answering what loadFunnelModel answered
 * at build time (null when the config had errors, so that main.ts reports them), rebuilt whenever a file of the
 * config changes, so the sandbox reads no YAML when it starts (issue #12). Another FUNNEL_CONFIG_DIR loads as before.
 */
export function getPrecompiledFunnelModel(): LoadedFunnelModel | null {
  return null;
}
