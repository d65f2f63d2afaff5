import type { SqlRunner } from '../db/SandboxDatabase';
import { getAgentStatus, type AgentStatus } from './getAgentStatus';
import { sandboxAgent } from './sandboxAgent';

/** The agent console going available or away (PUT /sandbox/chat/agent). */
export async function setAgentAvailability(db: SqlRunner, available: boolean, at: Date): Promise<AgentStatus> {
  await db.query(
    `INSERT INTO chat_agents (agent_id, display_name, is_available, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (agent_id) DO UPDATE SET is_available = EXCLUDED.is_available, updated_at = EXCLUDED.updated_at`,
    [sandboxAgent.agentId, sandboxAgent.displayName, available, at.toISOString()],
  );
  return getAgentStatus(db);
}
