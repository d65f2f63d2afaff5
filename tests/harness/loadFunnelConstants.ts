import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FunnelConstants } from '../../engine/config/types';

/** The SPEC §9 constants of the shipped funnel-config/funnel.yaml, for test models built by hand. */
export function loadFunnelConstants(): FunnelConstants {
  const funnel = parse(readFileSync(join(import.meta.dirname, '../../funnel-config/funnel.yaml'), 'utf8')) as { constants: FunnelConstants };
  return funnel.constants;
}
