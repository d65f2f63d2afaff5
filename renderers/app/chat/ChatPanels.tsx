import { toAgentFormDefaults } from '../../../engine/domain/toAgentFormDefaults';
import { toChatContext } from '../../../engine/domain/toChatContext';
import { useFunnelState } from '../useFunnelState';
import { AssistantChat } from './AssistantChat';
import type { TranscriptMessage } from './ChatTranscript';
import type { StoredConversation } from './chatSessionStore';
import { LiveAgentChat } from './LiveAgentChat';

/** Which chat is open. */
export type OpenChat =
  | { kind: 'none' }
  | { kind: 'assistant' }
  | { kind: 'agent'; transferred: TranscriptMessage[]; resume?: StoredConversation | null };

export interface ChatPanelsProps {
  open: OpenChat;
  /** The page shown (its SPEC §3 chat context field). */
  pageId: string | null;
  isAgentAvailable: boolean;
  /** The assistant's conversation, kept by the widget so a transfer carries it to the agent. */
  assistantMessages: TranscriptMessage[];
  onAssistantMessages(messages: TranscriptMessage[]): void;
  onTransfer(): void;
  onClose(): void;
}

/**
 * The open chat panel (SPEC §4 Chat), a chunk of its own loaded by ChatWidget (issue #12): the AI assistant or the
 * live-agent form and conversation, with the SPEC §3 chat context read from the state while it is open.
 */
export default function ChatPanels({ open, pageId, isAgentAvailable, assistantMessages, onAssistantMessages, onTransfer, onClose }: ChatPanelsProps) {
  const state = useFunnelState();
  const context = toChatContext(state, pageId);
  if (open.kind === 'assistant') {
    return (
      <AssistantChat
        context={context}
        isAgentAvailable={isAgentAvailable}
        messages={assistantMessages}
        onMessages={onAssistantMessages}
        onTransfer={onTransfer}
        onClose={onClose}
      />
    );
  }
  if (open.kind === 'agent') {
    return (
      <LiveAgentChat
        context={context}
        defaults={toAgentFormDefaults(state)}
        assistantTranscript={open.transferred}
        resume={open.resume ?? null}
        onClose={onClose}
      />
    );
  }
  return null;
}
