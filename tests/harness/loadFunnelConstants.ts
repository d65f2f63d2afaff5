import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FunnelConstants, FunnelMessages } from '../../engine/config/types';

/** The SPEC §9 constants of the shipped funnel-config/funnel.yaml, for test models built by hand. */
export function loadFunnelConstants(): FunnelConstants {
  const funnel = parse(readFileSync(join(import.meta.dirname, '../../funnel-config/funnel.yaml'), 'utf8')) as { constants: FunnelConstants };
  return funnel.constants;
}

/** The messages of the shipped funnel-config/funnel.yaml, for test models built by hand and message rules. */
export function loadFunnelMessages(): FunnelMessages {
  const funnel = parse(readFileSync(join(import.meta.dirname, '../../funnel-config/funnel.yaml'), 'utf8')) as { messages: FunnelMessages };
  return funnel.messages;
}
