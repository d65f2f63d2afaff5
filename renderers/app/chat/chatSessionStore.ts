/** The live conversation a tab is in: kept so a reload (or a return from a payment page) carries on with it. */
export interface StoredConversation {
  conversationId: string;
  agentName: string;
}

/** The tab's session storage key (only ids: no message, name or email is kept). */
const storageKey = 'funnel:chat';

/** The tab's live conversation in session storage; quiet where the browser refuses storage. */
export const chatSessionStore = {
  get(): StoredConversation | null {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as Partial<StoredConversation> | null;
      return typeof stored?.conversationId === 'string' && typeof stored.agentName === 'string'
        ? { conversationId: stored.conversationId, agentName: stored.agentName }
        : null;
    } catch {
      return null;
    }
  },
  set(conversation: StoredConversation): void {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(conversation));
    } catch {
      // Without storage the conversation lasts as long as the page.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing was kept.
    }
  },
};
