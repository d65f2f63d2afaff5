import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FunnelCallPolicy } from '../../engine/config/types';
import { buildFunnel, copyFunnelConfig, editYaml, startSandbox, type ConfigCopy, type RunningSandbox } from '../e2e/support/yamlOnlyChanges';

/**
 * The test copy of the funnel the fault matrix runs against (issue #13): funnel-config/ copied, its funnel.yaml `calls`
 * made short (a 2 s timeout instead of 15 s, a backoff of 100 ms up to 1 s instead of 300 ms up to 3 s) so a cell whose
 * call never answers takes seconds, built, and served by a sandbox of its own. Everything else is the shipped config:
 * the retries' attempts and statuses, the bindings' fallbacks, the pages.
 */
export interface FaultSandbox extends RunningSandbox {
  /** The copy's funnel.yaml `calls`, as the built funnel reads them. */
  calls: FunnelCallPolicy;
}

/** The funnel.yaml edits of the test copy: [shipped text, test text]. */
export const testCallEdits: Array<[string, string]> = [
  ['  timeoutMilliseconds: 15000\n', '  timeoutMilliseconds: 2000\n'],
  ['    baseDelayMilliseconds: 300\n', '    baseDelayMilliseconds: 100\n'],
  ['    maxDelayMilliseconds: 3000\n', '    maxDelayMilliseconds: 1000\n'],
];

/** Copies, edits and builds the test config, then starts its sandbox on `port` (0: a free one). */
export async function startFaultSandbox(port = 0): Promise<FaultSandbox & { copy: ConfigCopy }> {
  const copy = copyFunnelConfig('faults');
  try {
    for (const [from, to] of testCallEdits) editYaml(copy.configDir, 'funnel.yaml', from, to);
    const calls = (parse(readFileSync(join(copy.configDir, 'funnel.yaml'), 'utf8')) as { calls: FunnelCallPolicy }).calls;
    await buildFunnel(copy);
    const sandbox = await startSandbox(copy, port);
    return {
      ...sandbox,
      calls,
      copy,
      stop: async () => {
        await sandbox.stop();
        copy.remove();
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
