-- The live-agent service (SPEC §1 live-agent chat, §4 Chat, §7 third-party calls): the agent's availability as the
-- agent console sets it, the conversations visitors start (or the AI assistant transfers) and their messages both ways.
CREATE TABLE chat_agents (
  agent_id text PRIMARY KEY,
  display_name text NOT NULL,
  is_available boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- status: open | ended. context: the SPEC §3 chat context fields only; names and email only from the agent form.
CREATE TABLE chat_conversations (
  conversation_id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'open',
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  context jsonb NOT NULL,
  transferred_from_assistant boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX chat_conversations_by_status ON chat_conversations (status, created_at);

-- sender: visitor | agent | assistant (the AI assistant's part of a transferred conversation) | system
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id text NOT NULL REFERENCES chat_conversations (conversation_id),
  sender text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);
