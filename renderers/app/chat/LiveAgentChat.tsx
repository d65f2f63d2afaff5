import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ChatContext } from '../../../engine/domain/state';
import type { AgentFormDefaults } from '../../../engine/domain/toAgentFormDefaults';
import { ChatClientContext } from './ChatClientContext';
import { ChatPanel } from './ChatPanel';
import { chatSessionStore, type StoredConversation } from './chatSessionStore';
import { ChatTranscript, type TranscriptMessage } from './ChatTranscript';
import type { ChatMessage } from './createChatClient';
import { ChatServiceError } from './ChatServiceError';

/** How often an open conversation asks for new messages. */
const messagePollMilliseconds = 1500;
/** The longest wait between two asks after failures (the wait doubles from messagePollMilliseconds on each failure). */
const maxMessagePollMilliseconds = 30_000;

type FormField = 'firstName' | 'lastName' | 'email' | 'message';
type FormValues = Record<FormField, string>;

/** The form's fields in order, with their labels and autocomplete tokens. */
const fields: { name: FormField; label: string; autoComplete: string; type?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'message', label: 'How can we help?', autoComplete: 'off' },
];

/** What is wrong with each field, by name (empty when the form can be sent). */
function getFormProblems(values: FormValues): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  for (const field of fields) if (!values[field.name].trim()) problems[field.name] = `Enter your ${field.label.toLowerCase()}.`;
  problems.message &&= 'Enter your message.';
  if (!problems.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = 'Enter an email address such as name@example.com.';
  return problems;
}

export interface LiveAgentChatProps {
  /** SPEC §3 chat context sent with the conversation. */
  context: ChatContext;
  /** SPEC §4 Chat: names and email pre-filled when the visitor gave them. */
  defaults: AgentFormDefaults;
  /** The assistant's conversation when the assistant transferred the visitor. */
  assistantTranscript: TranscriptMessage[];
  /** A conversation this tab was already in (after a reload): shown again, without taking the focus. */
  resume?: StoredConversation | null;
  onClose(): void;
}

/**
 * The live-agent chat (SPEC §1, §4 Chat): the agent form (names, email, message), then the conversation with the agent,
 * new messages fetched every 1.5 s (not while the tab is hidden; less often after failures) and announced, the history
 * fetched first is not; closing ends the conversation.
 */
export function LiveAgentChat({ context, defaults, assistantTranscript, resume = null, onClose }: LiveAgentChatProps) {
  const client = useContext(ChatClientContext);
  const [values, setValues] = useState<FormValues>({ ...defaults, message: '' });
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const [serviceProblem, setServiceProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [conversation, setConversation] = useState<{ id: string; agentName: string } | null>(
    resume ? { id: resume.conversationId, agentName: resume.agentName } : null,
  );
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'open' | 'ended'>('open');
  const [draft, setDraft] = useState('');
  /** Whether the conversation's history has been fetched once (until then the transcript announces nothing). */
  const [isHistoryFetched, setHistoryFetched] = useState(false);
  const draftRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const lastSeen = useRef(0);
  /** How many message fetches are under way (a poll tick waits while one is). */
  const fetchesInFlight = useRef(0);
  /** Set when the focus was in the panel as the input holding it went away (the chat ended, or went back to the form). */
  const isFocusToRestore = useRef(false);
  const idPrefix = useId();
  const idOf = (name: string) => `${idPrefix}-${name}`;

  /** Notes whether the focus is in the panel, before a change that removes the element holding it. */
  const noteFocus = () => {
    const panel = panelRef.current;
    if (panel && document.activeElement && panel.contains(document.activeElement)) isFocusToRestore.current = true;
  };

  const fetchMessages = async (id: string) => {
    fetchesInFlight.current += 1;
    try {
      const page = await client.getMessages(id, lastSeen.current);
      const fresh = page.messages.filter((message) => message.messageId > lastSeen.current);
      if (fresh.length > 0) {
        lastSeen.current = Math.max(...fresh.map((message) => message.messageId));
        setMessages((old) => [...old, ...fresh]);
      }
      if (page.status === 'ended') {
        noteFocus();
        chatSessionStore.clear();
      }
      setStatus(page.status);
    } finally {
      fetchesInFlight.current -= 1;
      setHistoryFetched(true);
    }
  };

  /** A conversation the service no longer knows (404): forgotten, and back to the form. */
  const forgetConversation = () => {
    noteFocus();
    chatSessionStore.clear();
    lastSeen.current = 0;
    setMessages([]);
    setStatus('open');
    setHistoryFetched(false);
    setConversation(null);
  };
  const isGone = (error: unknown) => error instanceof ChatServiceError && error.status === 404;

  useEffect(() => {
    if (!resume) return;
    fetchMessages(resume.conversationId).catch((error: unknown) => {
      if (isGone(error)) forgetConversation();
    });
    // Once, for the conversation resumed.
  }, [resume]);

  useEffect(() => {
    if (!conversation || status === 'ended') return;
    // A tick waits while a fetch is under way or the tab is hidden; failures double the wait (up to 30 s), a success resets it.
    let stopped = false;
    let wait = messagePollMilliseconds;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!stopped) timer = setTimeout(() => void tick(), wait);
    };
    const tick = async () => {
      if (fetchesInFlight.current > 0 || document.hidden) return schedule();
      try {
        await fetchMessages(conversation.id);
        wait = messagePollMilliseconds;
      } catch (error) {
        if (stopped) return;
        if (isGone(error)) return forgetConversation();
        wait = Math.min(wait * 2, maxMessagePollMilliseconds);
      }
      schedule();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // fetchMessages reads refs and setters only.
  }, [conversation, status]);

  useEffect(() => {
    if (!isFocusToRestore.current) return;
    isFocusToRestore.current = false;
    // The focused input went away with the change: the focus goes to the panel's heading rather than to <body>.
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.querySelector<HTMLElement>('h2')?.focus();
  }, [conversation, status]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const found = getFormProblems(values);
    setProblems(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      document.getElementById(idOf(firstInvalid.name))?.focus();
      return;
    }
    setSending(true);
    setServiceProblem(null);
    try {
      const started = await client.startConversation({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        context,
        ...(assistantTranscript.length > 0
          ? { assistantTranscript: assistantTranscript.map(({ sender, text }) => ({ sender: sender === 'visitor' ? 'visitor' : 'assistant', text })) }
          : {}),
      });
      setConversation({ id: started.conversationId, agentName: started.agentName });
      chatSessionStore.set({ conversationId: started.conversationId, agentName: started.agentName });
      await fetchMessages(started.conversationId).catch(() => undefined);
      draftRef.current?.focus();
    } catch (error) {
      if (error instanceof ChatServiceError && error.field && fields.some((field) => field.name === error.field)) {
        setProblems({ [error.field]: error.message });
      } else {
        setServiceProblem(error instanceof Error ? error.message : 'The chat could not start.');
      }
    } finally {
      setSending(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!conversation || !text) return;
    setSending(true);
    setServiceProblem(null);
    try {
      await client.sendMessage(conversation.id, text);
      setDraft('');
      await fetchMessages(conversation.id);
    } catch (error) {
      setServiceProblem(error instanceof Error ? error.message : 'The message was not sent.');
    } finally {
      setSending(false);
      draftRef.current?.focus();
    }
  };

  const close = () => {
    if (conversation && status === 'open') void client.endConversation(conversation.id).catch(() => undefined);
    chatSessionStore.clear();
    onClose();
  };

  const problemText = serviceProblem ? (
    <p className="chat-problem" role="alert">
      {serviceProblem}
    </p>
  ) : null;

  if (!conversation) {
    return (
      <ChatPanel title="Chat with an agent" onClose={close} panelRef={panelRef}>
        <p className="chat-note">An agent will answer here. Fields marked * are required.</p>
        <form className="chat-form" onSubmit={start} noValidate>
          {fields.map((field) => {
            const problem = problems[field.name];
            const common = {
              id: idOf(field.name),
              className: field.name === 'message' ? 'input textarea' : 'input',
              value: values[field.name],
              required: true,
              autoComplete: field.autoComplete,
              'aria-invalid': problem ? true : undefined,
              'aria-describedby': problem ? idOf(`${field.name}-problem`) : undefined,
              onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field.name]: event.target.value })),
            };
            return (
              <div key={field.name} className="chat-field">
                <label htmlFor={idOf(field.name)}>{field.label} *</label>
                {field.name === 'message' ? <textarea {...common} maxLength={1000} rows={3} /> : <input {...common} type={field.type ?? 'text'} maxLength={field.name === 'email' ? 254 : 50} />}
                {problem ? (
                  <p id={idOf(`${field.name}-problem`)} className="chat-problem">
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="button button-primary" disabled={isSending}>
            Start chat
          </button>
          {problemText}
        </form>
      </ChatPanel>
    );
  }

  const transcript: TranscriptMessage[] = messages.map((message) => ({ key: String(message.messageId), sender: message.sender, text: message.text }));
  return (
    <ChatPanel
      title={`Chat with ${conversation.agentName}`}
      onClose={close}
      closeLabel={status === 'open' ? 'End chat and close' : 'Close chat'}
      takeFocus={!resume}
      panelRef={panelRef}
    >
      <ChatTranscript
        messages={transcript}
        agentName={conversation.agentName}
        label={`Conversation with ${conversation.agentName}`}
        isLoadingHistory={!isHistoryFetched}
      />
      {status === 'ended' ? (
        <p className="chat-note" role="status">
          The chat has ended.
        </p>
      ) : (
        <form className="chat-form" onSubmit={send} noValidate>
          <label htmlFor={idOf('draft')}>Your message</label>
          <div className="chat-input-row">
            <input ref={draftRef} id={idOf('draft')} className="input" type="text" autoComplete="off" maxLength={1000} value={draft} onChange={(event) => setDraft(event.target.value)} />
            <button type="submit" className="button button-primary" disabled={isSending}>
              Send
            </button>
          </div>
        </form>
      )}
      {problemText}
    </ChatPanel>
  );
}
