import { useContext, useId, useState, type FormEvent } from 'react';
import type { ChatContext } from '../../../engine/domain/state';
import { formatMessage } from '../../../engine/domain/formatMessage';
import { useRuntime } from '../useRuntime';
import { ChatClientContext } from './ChatClientContext';
import { ChatPanel } from './ChatPanel';
import { ChatTranscript, type TranscriptMessage } from './ChatTranscript';

/** The assistant's first words. */
const assistantGreeting =
  'Hi! I can answer questions about your order: your vehicle, the glass, your quote, your service zip and when we can come.';

export interface AssistantChatProps {
  /** SPEC §3 chat context: all the assistant is told. */
  context: ChatContext;
  isAgentAvailable: boolean;
  /** The conversation so far (kept by the widget, so closing and reopening keeps it). */
  messages: TranscriptMessage[];
  onMessages(messages: TranscriptMessage[]): void;
  /** SPEC §4 Chat: hand the visitor to a live agent (the widget closes this chat and opens the agent form). */
  onTransfer(): void;
  onClose(): void;
}

/**
 * The AI chat assistant (SPEC §1, §4 Chat): the visitor asks, the assistant answers from the chat context; "Talk to a
 * person" transfers to a live agent while one is available.
 */
export function AssistantChat({ context, isAgentAvailable, messages, onMessages, onTransfer, onClose }: AssistantChatProps) {
  const client = useContext(ChatClientContext);
  const { funnel } = useRuntime().model;
  const [question, setQuestion] = useState('');
  const [isAsking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const shown: TranscriptMessage[] = [{ key: 'greeting', sender: 'assistant', text: assistantGreeting }, ...messages];

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) {
      setProblem('Type a question first.');
      return;
    }
    setProblem(null);
    setAsking(true);
    const asked = [...messages, { key: `q${messages.length}`, sender: 'visitor' as const, text }];
    onMessages(asked);
    setQuestion('');
    try {
      const answer = await client.askAssistant(text, context);
      // Issue #14: the transfer is told as the screen shows it (funnel.yaml messages): the button named while an agent is
      // available, no button promised while none is.
      const reply = answer.offerTransfer
        ? isAgentAvailable
          ? formatMessage(funnel.messages.assistantTransferOffered, { button: funnel.messages.assistantTransferButton })
          : funnel.messages.assistantTransferUnavailable
        : answer.answer;
      onMessages([...asked, { key: `a${asked.length}`, sender: 'assistant', text: reply }]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The assistant is not answering right now.');
    } finally {
      setAsking(false);
    }
  };

  return (
    <ChatPanel title="Chat assistant" onClose={onClose}>
      <ChatTranscript messages={shown} label="Conversation with the assistant" />
      {isAsking ? (
        <p className="chat-status" role="status">
          The assistant is typing…
        </p>
      ) : null}
      <form className="chat-form" onSubmit={ask} noValidate>
        <label htmlFor={inputId}>Your question</label>
        <div className="chat-input-row">
          <input
            id={inputId}
            className="input"
            type="text"
            autoComplete="off"
            maxLength={500}
            value={question}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={isAsking}>
            Send
          </button>
        </div>
        {problem ? (
          <p id={problemId} className="chat-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      <div className="chat-transfer">
        {isAgentAvailable ? (
          <button type="button" className="button button-secondary" onClick={onTransfer}>
            {funnel.messages.assistantTransferButton}
          </button>
        ) : (
          <p className="chat-note">{funnel.messages.assistantAgentsAway}</p>
        )}
      </div>
    </ChatPanel>
  );
}
