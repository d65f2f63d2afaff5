import type { ChatContext } from '../../../engine/domain/state';
import { ChatServiceError } from './ChatServiceError';

/** Who wrote a chat message. */
export type ChatSender = 'visitor' | 'agent' | 'assistant' | 'system';

/** A message of a live-agent conversation. */
export interface ChatMessage {
  messageId: number;
  sender: ChatSender;
  text: string;
  createdAt: string;
}

/** The assistant's answer to a question. */
export interface AssistantAnswer {
  answer: string;
  topic: string;
  offerTransfer: boolean;
}

/** The live-agent form (SPEC §4 Chat), and the assistant's conversation when it transferred the visitor. */
export interface ConversationStart {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  context: ChatContext;
  assistantTranscript?: { sender: 'visitor' | 'assistant'; text: string }[];
}

/** The browser side of the chat services (SPEC §7 third-party calls): the live-agent service and the AI assistant. */
export interface ChatClient {
  getAgentStatus(): Promise<{ available: boolean; agentName: string | null }>;
  askAssistant(question: string, context: ChatContext): Promise<AssistantAnswer>;
  startConversation(start: ConversationStart): Promise<{ conversationId: string; agentName: string }>;
  getMessages(conversationId: string, after: number): Promise<{ status: 'open' | 'ended'; agentName: string | null; messages: ChatMessage[] }>;
  sendMessage(conversationId: string, text: string): Promise<ChatMessage>;
  endConversation(conversationId: string): Promise<void>;
}

/**
 * A chat client over fetch, at `baseUrl` (empty: the funnel's own origin, where the sandbox answers; see
 * getChatBaseUrl). Nothing is logged: messages, names and emails stay between the visitor and the service.
 */
export function createChatClient(options: { baseUrl: string; fetch?: typeof fetch }): ChatClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const send = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new ChatServiceError('The chat service cannot be reached. Check your connection and try again.', 0, null);
    }
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      const message = typeof data?.message === 'string' ? data.message : 'The chat service is not answering right now. Please try again.';
      throw new ChatServiceError(message, response.status, typeof data?.field === 'string' ? data.field : null);
    }
    return data as T;
  };
  const conversationPath = (id: string) => `/sandbox/chat/conversations/${encodeURIComponent(id)}`;
  return {
    getAgentStatus: () => call('GET', '/sandbox/chat/agent'),
    askAssistant: (question, context) => call('POST', '/sandbox/chat/assistant', { question, context }),
    startConversation: (start) => call('POST', '/sandbox/chat/conversations', start),
    getMessages: (id, after) => call('GET', `${conversationPath(id)}/messages?after=${after}`),
    sendMessage: (id, text) => call('POST', `${conversationPath(id)}/messages`, { sender: 'visitor', text }),
    endConversation: async (id) => {
      await call('POST', `${conversationPath(id)}/end`, { by: 'visitor' });
    },
  };
}
