import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import type { ChatMessage, ChatSender } from './ChatMessage';

/** What a poll of a conversation answers: its status and the messages after the last one seen. */
export interface ChatMessagePage {
  conversationId: string;
  status: 'open' | 'ended';
  agentName: string | null;
  messages: ChatMessage[];
}

/** The messages of a conversation after message id `after`, oldest first (at most 200); 404 when there is no such conversation. */
export async function getChatMessages(db: SqlRunner, conversationId: string, after: number, agentName: string): Promise<ChatMessagePage> {
  const conversations = await db.query<{ status: 'open' | 'ended' }>('SELECT status FROM chat_conversations WHERE conversation_id = $1', [conversationId]);
  const conversation = conversations[0];
  if (!conversation) throw new RequestError(404, 'conversationId', 'There is no such conversation.');
  const rows = await db.query<{ id: number; sender: ChatSender; text: string; created_at: Date | string }>(
    `SELECT id::int AS id, sender, text, created_at FROM chat_messages
     WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT 200`,
    [conversationId, after],
  );
  return {
    conversationId,
    status: conversation.status,
    agentName,
    messages: rows.map((row) => ({ messageId: row.id, sender: row.sender, text: row.text, createdAt: new Date(row.created_at).toISOString() })),
  };
}
