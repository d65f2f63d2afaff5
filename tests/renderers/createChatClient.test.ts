/** The browser's chat client (renderers/app/chat/createChatClient): where it calls, what it sends, how it fails. */
import { describe, expect, it, vi } from 'vitest';
import { createChatClient } from '../../renderers/app/chat/createChatClient';
import { ChatServiceError } from '../../renderers/app/chat/ChatServiceError';
import { createInitialState } from '../../engine/domain/state';
import { toChatContext } from '../../engine/domain/toChatContext';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createChatClient', () => {
  it.each([
    ['', '/sandbox/chat/agent'],
    ['https://chat.example.com/', 'https://chat.example.com/sandbox/chat/agent'],
  ])('calls the service at the configured base URL %j', async (baseUrl, url) => {
    const fetch = vi.fn(async () => json(200, { available: true, agentName: 'Sam' }));
    const client = createChatClient({ baseUrl, fetch });
    expect(await client.getAgentStatus()).toEqual({ available: true, agentName: 'Sam' });
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it('sends the question with the chat context as JSON, and the visitor as the sender of a message', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, {}));
    const client = createChatClient({ baseUrl: '', fetch: fetch as typeof globalThis.fetch });
    const context = toChatContext(createInitialState(), 'vehicle');
    await client.askAssistant('what car did I choose?', context);
    await client.sendMessage('a b', 'Hi');
    expect(fetch.mock.calls[0]![0]).toBe('/sandbox/chat/assistant');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ question: 'what car did I choose?', context });
    expect(fetch.mock.calls[1]![0]).toBe('/sandbox/chat/conversations/a%20b/messages');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ sender: 'visitor', text: 'Hi' });
  });

  it.each([
    ['a refusal naming a field', async () => json(400, { error: 'Bad Request', field: 'email', message: 'email must be an email address.' }), 'email must be an email address.', 400, 'email'],
    ['no agent', async () => json(409, { error: 'Conflict', field: 'agent', message: 'No agent is available right now.' }), 'No agent is available right now.', 409, 'agent'],
    ['a body that is not JSON', async () => new Response('oops', { status: 502 }), 'The chat service is not answering right now. Please try again.', 502, null],
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch')), 'The chat service cannot be reached. Check your connection and try again.', 0, null],
  ])('turns %s into a ChatServiceError the visitor can read', async (_name, answer, message, status, field) => {
    const client = createChatClient({ baseUrl: '', fetch: vi.fn(answer) as unknown as typeof fetch });
    const failure = await client.getAgentStatus().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChatServiceError);
    expect(failure).toMatchObject({ message, status, field });
  });
});
