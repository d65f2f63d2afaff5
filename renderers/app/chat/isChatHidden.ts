import type { CompiledPage } from '../../../engine/compile/FunnelModel';

/**
 * Whether the chat is hidden (SPEC §4 Chat: "not hidden"): on a page whose YAML says `chat: false` (payment-pia-return,
 * a landing point that moves on at once; the SPEC does not say which pages hide it), and while no funnel page is
 * shown (virtual routes, errors).
 */
export function isChatHidden(page: Pick<CompiledPage, 'chat'> | null | undefined, hasPage: boolean): boolean {
  return !page || !hasPage || page.chat === false;
}
