import { useRef, useState } from 'react';
import { isLiveAgentButtonShown } from '../../../engine/domain/isLiveAgentButtonShown';
import { toAgentFormDefaults } from '../../../engine/domain/toAgentFormDefaults';
import { toChatContext } from '../../../engine/domain/toChatContext';
import { useFunnelState } from '../useFunnelState';
import { useRuntime } from '../useRuntime';
import { AssistantChat } from './AssistantChat';
import type { TranscriptMessage } from './ChatTranscript';
import { chatSessionStore, type StoredConversation } from './chatSessionStore';
import { isChatHidden } from './isChatHidden';
import { LiveAgentChat } from './LiveAgentChat';
import { useAgentAvailability } from './useAgentAvailability';

/** Which chat is open. */
type OpenChat = { kind: 'none' } | { kind: 'assistant' } | { kind: 'agent'; transferred: TranscriptMessage[]; resume?: StoredConversation | null };

export interface ChatWidgetProps {
  /** The page shown (its SPEC §3 chat context field), null on virtual routes. */
  pageId: string | null;
  /** Whether a funnel page is shown (no chat while a route only redirects or fails). */
  hasPage: boolean;
  /** Test seam: how often to ask whether an agent is available. */
  agentPollMilliseconds?: number;
}

/**
 * The chat of SPEC §1 and §4: buttons for the AI chat assistant and, only when an agent is available, the chat is not
 * open and not hidden, for a live agent; one chat panel at a time. The assistant's "Talk to a person" closes the
 * assistant and opens the agent form pre-filled with the names and email the visitor gave.
 */
export function ChatWidget({ pageId, hasPage, agentPollMilliseconds }: ChatWidgetProps) {
  const state = useFunnelState();
  const runtime = useRuntime();
  // A live conversation this tab was in before a reload opens again.
  const [open, setOpen] = useState<OpenChat>(() => {
    const resume = chatSessionStore.get();
    return resume ? { kind: 'agent', transferred: [], resume } : { kind: 'none' };
  });
  const [assistantMessages, setAssistantMessages] = useState<TranscriptMessage[]>([]);
  const launcherRef = useRef<HTMLDivElement>(null);
  const isHidden = isChatHidden(pageId ? runtime.model.pages[pageId] : null, hasPage);
  // Asked only while the live-agent button could show: no chat open, the chat not hidden. An open assistant keeps the
  // answer it had when it opened (a transfer to an agent gone meanwhile gets the service's refusal on the form).
  const isAgentAvailable = useAgentAvailability({
    enabled: open.kind === 'none' && !isHidden,
    ...(agentPollMilliseconds === undefined ? {} : { pollMilliseconds: agentPollMilliseconds }),
  });
  const context = toChatContext(state, pageId);

  const close = () => {
    setOpen({ kind: 'none' });
    // Back to the launcher, so keyboard users carry on where they were.
    requestAnimationFrame(() => launcherRef.current?.querySelector<HTMLElement>('button')?.focus());
  };

  // A chat already open stays open on a page that hides the chat.
  if (isHidden && open.kind === 'none') return null;
  const showAgentButton = isLiveAgentButtonShown({ isAgentAvailable, isChatOpen: open.kind !== 'none', isChatHidden: isHidden });
  return (
    <>
      {open.kind === 'none' ? (
        <div ref={launcherRef} className="chat-launcher" role="complementary" aria-label="Help">
          <button type="button" className="button button-secondary chat-launch" onClick={() => setOpen({ kind: 'assistant' })}>
            Ask our assistant
          </button>
          {showAgentButton ? (
            <button type="button" className="button button-primary chat-launch" onClick={() => setOpen({ kind: 'agent', transferred: [] })}>
              Chat with an agent
            </button>
          ) : null}
        </div>
      ) : null}
      {open.kind === 'assistant' ? (
        <AssistantChat
          context={context}
          isAgentAvailable={isAgentAvailable}
          messages={assistantMessages}
          onMessages={setAssistantMessages}
          onTransfer={() => setOpen({ kind: 'agent', transferred: assistantMessages })}
          onClose={close}
        />
      ) : null}
      {open.kind === 'agent' ? (
        <LiveAgentChat context={context} defaults={toAgentFormDefaults(state)} assistantTranscript={open.transferred} resume={open.resume ?? null} onClose={close} />
      ) : null}
    </>
  );
}
