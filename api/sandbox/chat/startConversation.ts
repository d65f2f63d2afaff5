import { randomUUID } from 'node:crypto';
import type { ChatContext } from '../../../engine/domain/state';
import type { SandboxDatabase } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import { getAgentStatus } from './getAgentStatus';

/** What the live-agent form sends (SPEC §4 Chat), plus the assistant's conversation when the assistant transferred it. */
export interface ConversationRequest {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  context: Partial<ChatContext>;
  assistantTranscript?: { sender: 'visitor' | 'assistant'; text: string }[];
}

/** A started conversation. */
export interface StartedConversation {
  conversationId: string;
  status: 'open';
  agentName: string;
}

/**
 * Starts a live-agent conversation: stored with the form's names and email, the chat context, the assistant's part of
 * the conversation (when transferred) and the visitor's first message. 409 `agent` when no agent takes chats.
 */
export async function startConversation(db: SandboxDatabase, request: ConversationRequest, at: Date): Promise<StartedConversation> {
  const agent = await getAgentStatus(db);
  if (!agent.available || !agent.agentName) throw new RequestError(409, 'agent', 'No agent is available right now. Please try again later.');
  const conversationId = randomUUID();
  const transcript = request.assistantTranscript ?? [];
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO chat_conversations (conversation_id, first_name, last_name, email, context, transferred_from_assistant, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [conversationId, request.firstName.trim(), request.lastName.trim(), request.email.trim(), JSON.stringify(request.context), transcript.length > 0, at.toISOString()],
    );
    const messages = [
      ...transcript,
      ...(transcript.length > 0 ? [{ sender: 'system', text: 'The assistant transferred this conversation to a live agent.' }] : []),
      { sender: 'visitor', text: request.message },
    ];
    for (const message of messages) {
      await tx.query('INSERT INTO chat_messages (conversation_id, sender, text, created_at) VALUES ($1, $2, $3, $4)', [conversationId, message.sender, message.text, at.toISOString()]);
    }
  });
  return { conversationId, status: 'open', agentName: agent.agentName };
}
