import type { SandboxDatabase } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';

/** Ends a conversation (either side may), noting who ended it; ending an ended one changes nothing. 404 when unknown. */
export async function endConversation(db: SandboxDatabase, conversationId: string, by: 'visitor' | 'agent', at: Date): Promise<{ conversationId: string; status: 'ended' }> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ status: string }>('SELECT status FROM chat_conversations WHERE conversation_id = $1 FOR UPDATE', [conversationId]);
    const status = rows[0]?.status;
    if (status === undefined) throw new RequestError(404, 'conversationId', 'There is no such conversation.');
    if (status === 'ended') return;
    await tx.query("UPDATE chat_conversations SET status = 'ended', ended_at = $2 WHERE conversation_id = $1", [conversationId, at.toISOString()]);
    const text = by === 'visitor' ? 'The visitor ended the chat.' : 'The agent ended the chat.';
    await tx.query("INSERT INTO chat_messages (conversation_id, sender, text, created_at) VALUES ($1, 'system', $2, $3)", [conversationId, text, at.toISOString()]);
  });
  return { conversationId, status: 'ended' };
}
