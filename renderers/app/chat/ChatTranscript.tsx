import { useEffect, useRef, useState } from 'react';
import type { ChatSender } from './createChatClient';

/** A message as the transcript shows it. */
export interface TranscriptMessage {
  key: string;
  sender: ChatSender;
  text: string;
}

/** The name shown above each message, by sender. */
const senderLabels: Record<ChatSender, string> = { visitor: 'You', agent: 'Agent', assistant: 'Assistant', system: 'Chat' };

export interface ChatTranscriptProps {
  messages: TranscriptMessage[];
  agentName?: string | null;
  label: string;
  /** Whether the conversation's history is still being fetched: until it is, nothing is announced (aria-live off). */
  isLoadingHistory?: boolean;
}

/**
 * A chat transcript: a list in a `role="log"` region, so screen readers announce each new message (aria-live polite), kept
 * scrolled to the newest. `agentName` names the agent's messages. While `isLoadingHistory`, and in the render that adds
 * the history, the region is aria-live="off": it turns polite only afterwards, so the history is not read out in full.
 */
export function ChatTranscript({ messages, agentName, label, isLoadingHistory = false }: ChatTranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const [isPolite, setPolite] = useState(!isLoadingHistory);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);
  // After the commit that shows the history: a separate change, so the messages already there are not announced.
  useEffect(() => setPolite(!isLoadingHistory), [isLoadingHistory]);
  // The log role sits on a wrapper: on the <ol> itself it would take away the list's semantics.
  return (
    <div ref={logRef} className="chat-transcript" role="log" aria-live={isPolite ? 'polite' : 'off'} aria-label={label} tabIndex={0}>
      <ol className="chat-message-list">
        {messages.map((message) => (
          <li key={message.key} className={`chat-message chat-message-${message.sender}`}>
            <span className="chat-sender">{message.sender === 'agent' && agentName ? agentName : senderLabels[message.sender]}</span>
            <span className="chat-text">{message.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
