/**
 * Pages where the chat stays out of the way (SPEC §4 Chat: "not hidden"): payment-pia-return, a landing point that
 * moves on at once. Choice: the SPEC does not say which pages hide the chat.
 */
const pagesWithoutChat = new Set(['payment-pia-return']);

/** Whether the chat is hidden: on pages without chat, and while no funnel page is shown (virtual routes, errors). */
export function isChatHidden(pageId: string | null, hasPage: boolean): boolean {
  return !pageId || !hasPage || pagesWithoutChat.has(pageId);
}
