import type { ChatContext } from '../../../engine/domain/state';
import type { SqlRunner } from '../db/SandboxDatabase';

/** A conversation as the agent console lists it. */
export interface ConversationSummary {
  conversationId: string;
  status: 'open' | 'ended';
  firstName: string;
  lastName: string;
  email: string;
  context: Partial<ChatContext>;
  transferredFromAssistant: boolean;
  createdAt: string;
  /** The id of the newest message: the console shows which conversations have news. */
  lastMessageId: number;
}

interface ConversationRow {
  conversation_id: string;
  status: 'open' | 'ended';
  first_name: string;
  last_name: string;
  email: string;
  context: Partial<ChatContext>;
  transferred_from_assistant: boolean;
  created_at: Date | string;
  last_message_id: number | null;
}

/** The conversations, newest first, optionally of one status (GET /sandbox/chat/conversations). */
export async function getConversationList(db: SqlRunner, filter: { status?: 'open' | 'ended'; limit: number }): Promise<ConversationSummary[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT c.conversation_id, c.status, c.first_name, c.last_name, c.email, c.context, c.transferred_from_assistant, c.created_at,
            (SELECT max(m.id)::int FROM chat_messages m WHERE m.conversation_id = c.conversation_id) AS last_message_id
     FROM chat_conversations c
     WHERE ($1::text IS NULL OR c.status = $1)
     ORDER BY c.created_at DESC, c.conversation_id
     LIMIT $2`,
    [filter.status ?? null, filter.limit],
  );
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    context: row.context,
    transferredFromAssistant: row.transferred_from_assistant,
    createdAt: new Date(row.created_at).toISOString(),
    lastMessageId: row.last_message_id ?? 0,
  }));
}
