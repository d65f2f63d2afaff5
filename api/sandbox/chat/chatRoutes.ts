import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ChatContext } from '../../../engine/domain/state';
import { toValidationError } from '../http/toValidationError';
import type { SandboxPluginOptions } from '../SandboxContext';
import { addChatMessage } from './addChatMessage';
import { answerAssistantQuestion } from './answerAssistantQuestion';
import {
  agentAvailabilityBody,
  assistantQuestionBody,
  chatMessageBody,
  conversationIdParams,
  conversationListQuery,
  endConversationBody,
  messagesQuery,
  startConversationBody,
} from './chatSchemas';
import { endConversation } from './endConversation';
import { getAgentStatus } from './getAgentStatus';
import { getChatMessages } from './getChatMessages';
import { getConversationList } from './getConversationList';
import { renderAgentConsole } from './renderAgentConsole';
import { sandboxAgent } from './sandboxAgent';
import { setAgentAvailability } from './setAgentAvailability';
import { startConversation, type ConversationRequest } from './startConversation';

/** The agent console's script, served from the sandbox's own origin (the page's CSP allows no inline script). */
const consoleScript = readFileSync(new URL('./agentConsoleScript.js', import.meta.url), 'utf8');

/** Headers of the console page: not cached, not framed, scripts and calls only from this origin. */
const consoleHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** Route options: the schema, and a failure answered 400 naming the field (toValidationError). */
const withSchema = (schema: Record<string, unknown>) => ({
  schema,
  schemaErrorFormatter: (errors: Parameters<typeof toValidationError>[0], dataVar: string) => toValidationError(errors, dataVar),
});

/**
 * The live-agent service and the AI chat assistant of SPEC §1 and §4 Chat, as the sandbox offers them. They are SPEC §7
 * third-party calls, not in api/contract: each route has its own JSON schema (chatSchemas.ts) and answers bad input
 * 400 `{ error, field, message }`. Conversations and messages are stored (migration 080_chat.sql); the agent console
 * page GET /sandbox/agent-console holds the agent's side. Tables: api/sandbox/test-values/chat.md.
 */
export const chatRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const { db } = context;

  app.get('/sandbox/chat/agent', async () => getAgentStatus(db));
  app.put('/sandbox/chat/agent', withSchema({ body: agentAvailabilityBody }), async (request) =>
    setAgentAvailability(db, (request.body as { available: boolean }).available, context.now()),
  );

  app.post('/sandbox/chat/assistant', withSchema({ body: assistantQuestionBody }), async (request) => {
    const body = request.body as { question: string; context: Partial<ChatContext> };
    return answerAssistantQuestion(body.question, body.context);
  });

  app.get('/sandbox/chat/conversations', withSchema({ querystring: conversationListQuery }), async (request) => ({
    conversations: await getConversationList(db, request.query as { status?: 'open' | 'ended'; limit: number }),
  }));
  app.post('/sandbox/chat/conversations', withSchema({ body: startConversationBody }), async (request, reply) =>
    reply.code(201).send(await startConversation(db, request.body as ConversationRequest, context.now())),
  );

  app.get('/sandbox/chat/conversations/:conversationId/messages', withSchema({ params: conversationIdParams, querystring: messagesQuery }), async (request) => {
    const { conversationId } = request.params as { conversationId: string };
    return getChatMessages(db, conversationId.toLowerCase(), (request.query as { after: number }).after, sandboxAgent.displayName);
  });
  app.post('/sandbox/chat/conversations/:conversationId/messages', withSchema({ params: conversationIdParams, body: chatMessageBody }), async (request, reply) => {
    const { conversationId } = request.params as { conversationId: string };
    const message = request.body as { sender: 'visitor' | 'agent'; text: string };
    return reply.code(201).send(await addChatMessage(db, conversationId.toLowerCase(), message, context.now()));
  });
  app.post('/sandbox/chat/conversations/:conversationId/end', withSchema({ params: conversationIdParams, body: endConversationBody }), async (request) => {
    const { conversationId } = request.params as { conversationId: string };
    return endConversation(db, conversationId.toLowerCase(), (request.body as { by: 'visitor' | 'agent' }).by, context.now());
  });

  app.get('/sandbox/agent-console', async (_request, reply) => reply.headers(consoleHeaders).send(renderAgentConsole()));
  app.get('/sandbox/agent-console.js', async (_request, reply) =>
    reply.headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).send(consoleScript),
  );
};
