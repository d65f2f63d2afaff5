import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import type { ChatMessage, ChatSender } from './ChatMessage';

/**
 * Adds a message to an open conversation: 404 `conversationId` when there is no such conversation, 409 when it has
 * ended (nobody would read it).
 */
export async function addChatMessage(db: SqlRunner, conversationId: string, message: { sender: ChatSender; text: string }, at: Date): Promise<ChatMessage> {
  const conversations = await db.query<{ status: string }>('SELECT status FROM chat_conversations WHERE conversation_id = $1', [conversationId]);
  const status = conversations[0]?.status;
  if (status === undefined) throw new RequestError(404, 'conversationId', 'There is no such conversation.');
  if (status !== 'open') throw new RequestError(409, 'conversationId', 'This conversation has ended.');
  const rows = await db.query<{ id: number }>(
    'INSERT INTO chat_messages (conversation_id, sender, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
    [conversationId, message.sender, message.text, at.toISOString()],
  );
  return { messageId: rows[0]!.id, sender: message.sender, text: message.text, createdAt: at.toISOString() };
}
