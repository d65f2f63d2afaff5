import type { SqlRunner } from '../db/SandboxDatabase';
import { sandboxAgent } from './sandboxAgent';

/** Whether a live agent takes chats (SPEC §4 Chat: the live-agent button shows only then), as GET /sandbox/chat/agent answers. */
export interface AgentStatus {
  available: boolean;
  /** The agent's display name while available; null otherwise. */
  agentName: string | null;
}

/** The agent's availability as the agent console last set it; unavailable until it is set. */
export async function getAgentStatus(db: SqlRunner): Promise<AgentStatus> {
  const rows = await db.query<{ is_available: boolean; display_name: string }>(
    'SELECT is_available, display_name FROM chat_agents WHERE agent_id = $1',
    [sandboxAgent.agentId],
  );
  const row = rows[0];
  return row?.is_available ? { available: true, agentName: row.display_name } : { available: false, agentName: null };
}
