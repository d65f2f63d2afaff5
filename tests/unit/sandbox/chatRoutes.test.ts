/**
 * The sandbox's live-agent service and AI assistant (api/sandbox/chat; SPEC §1, §4 Chat, §7 third-party calls): the
 * agent's availability, conversations and messages both ways stored in the database, and 400 naming the field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderAgentConsole } from '../../../api/sandbox/chat/renderAgentConsole';
import { useTestSandbox } from '../../harness/createTestSandbox';

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

const context = {
  page: 'quote',
  vehicleYear: 2020,
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  vehicleStyle: '4 Door Sedan',
  serviceZip: '85016',
  glassType: 'Windshield Front',
  damageType: 'Replace',
  paymentType: 'Cash',
  quote: 412.5,
  partId: 'FW04567GTY',
  recalibration: true,
};
const form = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', message: 'Is my part in stock?', context };

async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await sandbox.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json() };
}
const setAvailable = (available: boolean) => send('PUT', '/sandbox/chat/agent', { available });

describe('agent availability (SPEC §4: the live-agent button shows only when an agent is available)', () => {
  it('is unavailable until the console goes available, and follows each change', async () => {
    expect((await send('GET', '/sandbox/chat/agent')).body).toEqual({ available: false, agentName: null });
    expect((await setAvailable(true)).body).toEqual({ available: true, agentName: 'Sam' });
    expect((await send('GET', '/sandbox/chat/agent')).body).toEqual({ available: true, agentName: 'Sam' });
    expect((await setAvailable(false)).body).toEqual({ available: false, agentName: null });
  });

  it.each([
    [{}, 'available'],
    [{ available: 'yes' }, 'available'],
    [{ available: true, agent: 'x' }, 'agent'],
  ])('PUT %j answers 400 naming %s', async (payload, field) => {
    const { status, body } = await send('PUT', '/sandbox/chat/agent', payload);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('conversations', () => {
  it('refuses a conversation while no agent is available (409)', async () => {
    await setAvailable(false);
    const { status, body } = await send('POST', '/sandbox/chat/conversations', form);
    expect(status).toBe(409);
    expect(body.message).toMatch(/No agent is available/);
  });

  it('carries messages both ways, polled after the last one seen, until either side ends it', async () => {
    await setAvailable(true);
    const started = await send('POST', '/sandbox/chat/conversations', {
      ...form,
      assistantTranscript: [
        { sender: 'visitor', text: 'what car did I choose?' },
        { sender: 'assistant', text: 'You chose a 2020 Honda Civic 4 Door Sedan.' },
      ],
    });
    expect(started.status).toBe(201);
    const id = started.body.conversationId as string;
    expect(started.body).toEqual({ conversationId: id, status: 'open', agentName: 'Sam' });

    const listed = await send('GET', '/sandbox/chat/conversations?status=open');
    expect(listed.body.conversations[0]).toMatchObject({ conversationId: id, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', context, transferredFromAssistant: true });

    const first = await send('GET', `/sandbox/chat/conversations/${id}/messages`);
    expect(first.body.messages.map((message: { sender: string; text: string }) => [message.sender, message.text])).toEqual([
      ['visitor', 'what car did I choose?'],
      ['assistant', 'You chose a 2020 Honda Civic 4 Door Sedan.'],
      ['system', 'The assistant transferred this conversation to a live agent.'],
      ['visitor', 'Is my part in stock?'],
    ]);
    const lastSeen = first.body.messages.at(-1).messageId;

    const reply = await send('POST', `/sandbox/chat/conversations/${id}/messages`, { sender: 'agent', text: 'Yes, it is.' });
    expect(reply.status).toBe(201);
    const polled = await send('GET', `/sandbox/chat/conversations/${id}/messages?after=${lastSeen}`);
    expect(polled.body).toMatchObject({ status: 'open', messages: [{ sender: 'agent', text: 'Yes, it is.' }] });

    expect((await send('POST', `/sandbox/chat/conversations/${id}/end`, { by: 'visitor' })).body).toEqual({ conversationId: id, status: 'ended' });
    const ended = await send('GET', `/sandbox/chat/conversations/${id}/messages?after=${reply.body.messageId}`);
    expect(ended.body).toMatchObject({ status: 'ended', messages: [{ sender: 'system', text: 'The visitor ended the chat.' }] });
    const late = await send('POST', `/sandbox/chat/conversations/${id}/messages`, { sender: 'agent', text: 'Hello?' });
    expect(late.status).toBe(409);
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const { status, body } = await send('GET', '/sandbox/chat/conversations/00000000-0000-4000-8000-000000000000/messages');
    expect([status, body.field]).toEqual([404, 'conversationId']);
  });

  it.each([
    ['a missing first name', { ...form, firstName: undefined }, 'firstName'],
    ['a blank last name', { ...form, lastName: '   ' }, 'lastName'],
    ['a bad email', { ...form, email: 'jane@' }, 'email'],
    ['an empty message', { ...form, message: '' }, 'message'],
    ['a context field the SPEC does not list', { ...form, context: { ...context, vin: '2HGFC2FK3LH500001' } }, 'context.vin'],
    ['a context zip that is not a zip', { ...form, context: { ...context, serviceZip: '8501' } }, 'context.serviceZip'],
    ['a transcript message from the agent', { ...form, assistantTranscript: [{ sender: 'agent', text: 'x' }] }, 'assistantTranscript[0].sender'],
  ])('POST /sandbox/chat/conversations with %s answers 400 naming the field', async (_name, payload, field) => {
    await setAvailable(true);
    const { status, body } = await send('POST', '/sandbox/chat/conversations', payload);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it.each([
    ['GET', '/sandbox/chat/conversations/not-a-uuid/messages', undefined, 'conversationId'],
    ['GET', '/sandbox/chat/conversations/00000000-0000-4000-8000-000000000000/messages?after=-1', undefined, 'after'],
    ['GET', '/sandbox/chat/conversations?status=closed', undefined, 'status'],
    ['POST', '/sandbox/chat/conversations/00000000-0000-4000-8000-000000000000/messages', { sender: 'system', text: 'x' }, 'sender'],
    ['POST', '/sandbox/chat/conversations/00000000-0000-4000-8000-000000000000/messages', { sender: 'agent', text: 'x'.repeat(1001) }, 'text'],
    ['POST', '/sandbox/chat/conversations/00000000-0000-4000-8000-000000000000/end', { by: 'nobody' }, 'by'],
  ] as const)('%s %s answers 400 naming %s', async (method, url, payload, field) => {
    const { status, body } = await send(method, url, payload);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('POST /sandbox/chat/assistant (a deterministic responder over the SPEC §3 chat context)', () => {
  it.each([
    ['what car did I choose?', context, 'vehicle', 'You chose a 2020 Honda Civic 4 Door Sedan.'],
    ['what car did I choose?', { page: 'vehicle' }, 'vehicle', 'You have not chosen a vehicle yet'],
    ['How much is it?', context, 'price', 'Your quote is $412.50 paying cash, tax included.'],
    ['how much is it?', { ...context, quote: null }, 'price', 'There is no price yet'],
    ['When can you come?', context, 'appointment', 'a shop near 85016'],
    ['Do I need a recalibration?', context, 'recalibration', 'needs a recalibration'],
    ['which glass am I replacing', context, 'glass', 'You are replacing: Windshield Front.'],
    ['can I talk to a person', context, 'agent', 'live agent'],
    ['blorp', context, 'unknown', 'Sorry, I did not understand'],
  ])('%s → %s', async (question, askedContext, topic, answer) => {
    const { status, body } = await send('POST', '/sandbox/chat/assistant', { question, context: askedContext });
    expect(status).toBe(200);
    expect(body.topic).toBe(topic);
    expect(body.answer).toContain(answer);
    expect(body.offerTransfer).toBe(topic === 'agent' || topic === 'unknown');
  });

  it.each([
    [{ context }, 'question'],
    [{ question: 'hi', context: { ...context, email: 'jane@example.com' } }, 'context.email'],
    [{ question: 'hi', context: { ...context, damageType: 'Smash' } }, 'context.damageType'],
  ])('%j answers 400 naming %s', async (payload, field) => {
    const { status, body } = await send('POST', '/sandbox/chat/assistant', payload);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('pages', () => {
  it('serves the agent console with its own script, no inline script, labelled controls', async () => {
    const page = await sandbox.app.inject({ url: '/sandbox/agent-console' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>Agent console (sandbox)</h1>');
    expect(page.body).toContain('Available for chats');
    expect(page.body).toContain('<label for="reply">Reply</label>');
    expect(page.body).toMatch(/<script src="\/sandbox\/agent-console.js" defer><\/script>/);
    const script = await sandbox.app.inject({ url: '/sandbox/agent-console.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('/sandbox/chat/agent');
    expect(script.body).not.toContain('innerHTML');
  });

  it.each(['terms', 'privacy-choices', 'cookie-preferences', 'notice-at-collection'])('serves the footer page /legal/%s', async (slug) => {
    const page = await sandbox.app.inject({ url: `/legal/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(page.body).toContain('href="/fmg/"');
  });
});

/** A messages answer the fake service holds back until the test gives it. */
interface HeldAnswer {
  url: string;
  answer(messageIds: number[], status?: 'open' | 'ended'): Promise<void>;
}

/**
 * The agent console's script (agentConsoleScript.js) in jsdom, over a fake chat service: the list holds one conversation
 * 'c1', each messages request waits until the test answers it, and the script's timers are the test's to run.
 */
async function openConsole() {
  // jsdom has no type declarations here: loaded by name.
  const jsdomName = 'jsdom';
  const { JSDOM } = (await import(jsdomName)) as { JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis & { eval(code: string): unknown } } };
  const { window } = new JSDOM(renderAgentConsole(), { runScripts: 'outside-only' });
  const held: HeldAnswer[] = [];
  const timers: (() => void)[] = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const json = (data: unknown) => ({ ok: true, status: 200, json: async () => data });
  const conversation = { conversationId: 'c1', status: 'open', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', context: {}, lastMessageId: 3 };
  window.fetch = (async (url: string) => {
    if (url === '/sandbox/chat/agent') return json({ available: true, agentName: 'Sam' });
    if (url.startsWith('/sandbox/chat/conversations?')) return json({ conversations: [conversation] });
    return new Promise((resolve) =>
      held.push({
        url,
        answer: async (messageIds, status = 'open') => {
          resolve(json({ conversationId: 'c1', status, messages: messageIds.map((messageId) => ({ messageId, sender: 'visitor', text: `Message ${messageId}`, createdAt: '2026-12-01T09:00:00Z' })) }));
          await settle();
        },
      }),
    );
  }) as never;
  window.setInterval = ((callback: () => void) => timers.push(callback)) as never;
  window.eval(readFileSync(new URL('../../../api/sandbox/chat/agentConsoleScript.js', import.meta.url), 'utf8'));
  await settle();
  const button = window.document.querySelector<HTMLButtonElement>('.conversation-button')!;
  return {
    held,
    select: () => button.click(),
    /** Runs the script's timers once (the list every 2 s, the messages every second). */
    tick: async () => {
      for (const timer of timers) timer();
      await settle();
    },
    shown: () => Array.from(window.document.querySelectorAll('#transcript li'), (item) => item.lastElementChild!.textContent),
  };
}

describe('the agent console script (one messages request at a time, no message shown twice)', () => {
  it('asks again only once the answer came, however slow it is', async () => {
    const agentConsole = await openConsole();
    agentConsole.select();
    expect(agentConsole.held.map((request) => request.url)).toEqual(['/sandbox/chat/conversations/c1/messages?after=0']);
    await agentConsole.tick();
    await agentConsole.tick();
    await agentConsole.tick();
    expect(agentConsole.held).toHaveLength(1);
    await agentConsole.held[0]!.answer([1, 2]);
    await agentConsole.tick();
    expect(agentConsole.held.map((request) => request.url).at(-1)).toBe('/sandbox/chat/conversations/c1/messages?after=2');
    expect(agentConsole.shown()).toEqual(['Message 1', 'Message 2']);
  });

  it('drops an answer asked before the conversation was selected again, and shows each message once', async () => {
    const agentConsole = await openConsole();
    agentConsole.select();
    await agentConsole.held[0]!.answer([1, 2]);
    await agentConsole.tick();
    expect(agentConsole.held[1]!.url).toBe('/sandbox/chat/conversations/c1/messages?after=2');
    // Selected again while that poll is slow: the transcript starts over, and the poll's answer (message 3) is dropped.
    agentConsole.select();
    expect(agentConsole.shown()).toEqual([]);
    expect(agentConsole.held).toHaveLength(2);
    await agentConsole.held[1]!.answer([3]);
    expect(agentConsole.shown()).toEqual([]);
    // The selection's own request goes once the slow one is answered.
    expect(agentConsole.held[2]!.url).toBe('/sandbox/chat/conversations/c1/messages?after=0');
    await agentConsole.held[2]!.answer([1, 2, 3]);
    expect(agentConsole.shown()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('skips messages already shown when an answer overlaps the transcript', async () => {
    const agentConsole = await openConsole();
    agentConsole.select();
    await agentConsole.held[0]!.answer([1, 2]);
    await agentConsole.tick();
    await agentConsole.held[1]!.answer([2, 3], 'ended');
    expect(agentConsole.shown()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});
