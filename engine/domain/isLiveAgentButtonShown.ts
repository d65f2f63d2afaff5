/** What decides whether the live-agent button shows (SPEC §4 Chat). */
export interface LiveAgentButtonFacts {
  isAgentAvailable: boolean;
  /** A chat panel (the AI assistant's or the live agent's) is open. */
  isChatOpen: boolean;
  /** The page hides the chat. */
  isChatHidden: boolean;
}

/** SPEC §4 Chat: the live-agent button shows only when an agent is available, the chat is not open and it is not hidden. */
export function isLiveAgentButtonShown(facts: LiveAgentButtonFacts): boolean {
  return facts.isAgentAvailable && !facts.isChatOpen && !facts.isChatHidden;
}
