import { lazy, Suspense, useRef, useState } from 'react';
import { isLiveAgentButtonShown } from '../../../engine/domain/isLiveAgentButtonShown';
import { useRuntime } from '../useRuntime';
import type { OpenChat } from './ChatPanels';
import type { TranscriptMessage } from './ChatTranscript';
import { chatSessionStore } from './chatSessionStore';
import { isChatHidden } from './isChatHidden';
import { useAgentAvailability } from './useAgentAvailability';

/**
 * The chat panels' code (issue #12: rarely used, so not in the first page's scripts): fetched when the visitor reaches
 * for the launcher (pointer over it, focus in it), so the click usually finds it there, or else by the click. A panel
 * that cannot be loaded shows nothing (the launcher stays usable, a later click tries again).
 */
let panelsCode: Promise<typeof import('./ChatPanels')> | null = null;
const loadPanels = () =>
  (panelsCode ??= import('./ChatPanels').catch((error: unknown) => {
    panelsCode = null;
    throw error;
  }));
const ChatPanels = lazy(() =>
  loadPanels().catch((error: unknown) => {
    console.error(error);
    return { default: () => null };
  }),
);

export interface ChatWidgetProps {
  /** The page shown (its SPEC §3 chat context field), null on virtual routes. */
  pageId: string | null;
  /** Whether a funnel page is shown (no chat while a route only redirects or fails). */
  hasPage: boolean;
  /** Which chats this environment offers (SPEC §9, funnel.yaml `environments`). */
  chat: { assistant: boolean; liveAgent: boolean };
  /** Test seam: how often to ask whether an agent is available (else funnel.yaml constants.agentStatusPollMilliseconds). */
  agentPollMilliseconds?: number;
}

/**
 * The chat of SPEC §1 and §4: buttons for the AI chat assistant and, only when an agent is available, the chat is not
 * open and not hidden, for a live agent; one chat panel at a time. The assistant's "Talk to a person" closes the
 * assistant and opens the agent form pre-filled with the names and email the visitor gave. Each chat shows only where
 * the environment offers it (SPEC §9): without the live agent, no agent button and no transfer; without either, nothing.
 */
export function ChatWidget({ pageId, hasPage, chat, agentPollMilliseconds }: ChatWidgetProps) {
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
    enabled: chat.liveAgent && open.kind === 'none' && !isHidden,
    pollMilliseconds: agentPollMilliseconds ?? runtime.model.funnel.constants.agentStatusPollMilliseconds,
    maxPollMilliseconds: runtime.model.funnel.constants.agentStatusMaxPollMilliseconds,
  });
  const prefetchPanels = () => void loadPanels().catch(() => undefined);

  const close = () => {
    setOpen({ kind: 'none' });
    // Back to the launcher, so keyboard users carry on where they were.
    requestAnimationFrame(() => launcherRef.current?.querySelector<HTMLElement>('button')?.focus());
  };

  const isAgentOffered = chat.liveAgent && isAgentAvailable;
  const showAgentButton = isLiveAgentButtonShown({ isAgentAvailable: isAgentOffered, isChatOpen: open.kind !== 'none', isChatHidden: isHidden });
  // A chat already open stays open on a page that hides the chat; a launcher with no button is left out.
  if (open.kind === 'none' && (isHidden || (!chat.assistant && !showAgentButton))) return null;
  return (
    <>
      {open.kind === 'none' ? (
        <div ref={launcherRef} className="chat-launcher" role="complementary" aria-label="Help" onPointerOver={prefetchPanels} onFocus={prefetchPanels}>
          {chat.assistant ? (
            <button type="button" className="button button-secondary chat-launch" onClick={() => setOpen({ kind: 'assistant' })}>
              <ChatIcon />
              <span className="chat-launch-text">Ask our assistant</span>
            </button>
          ) : null}
          {showAgentButton ? (
            <button type="button" className="button button-primary chat-launch" onClick={() => setOpen({ kind: 'agent', transferred: [] })}>
              <AgentIcon />
              <span className="chat-launch-text">Chat with an agent</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {open.kind !== 'none' ? (
        <Suspense fallback={null}>
          <ChatPanels
            open={open}
            pageId={pageId}
            isAgentAvailable={isAgentOffered}
            assistantMessages={assistantMessages}
            onAssistantMessages={setAssistantMessages}
            onTransfer={() => setOpen({ kind: 'agent', transferred: assistantMessages })}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A speech bubble beside the launcher's words (a picture only). */
function ChatIcon() {
  return (
    <svg className="chat-launch-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

/** A person with a headset beside the live agent's words (a picture only). */
function AgentIcon() {
  return (
    <svg className="chat-launch-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3a6 6 0 0 0-6 6v3H5a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h2V9a5 5 0 0 1 10 0v8h-4v2h4a2 2 0 0 0 2-2h0a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1h-1V9a6 6 0 0 0-6-6Zm0 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
    </svg>
  );
}
