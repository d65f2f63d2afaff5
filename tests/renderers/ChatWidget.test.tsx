/**
 * The chat (renderers/app/chat; SPEC §1, §4 Chat): the live-agent button rule, the AI assistant answering from the
 * SPEC §3 chat context, the transfer that closes it and pre-fills the agent form, and the live conversation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatClientContext } from '../../renderers/app/chat/ChatClientContext';
import { ChatWidget } from '../../renderers/app/chat/ChatWidget';
import type { ChatClient, ChatMessage, ConversationStart } from '../../renderers/app/chat/createChatClient';
import { ChatServiceError } from '../../renderers/app/chat/ChatServiceError';
import type { FunnelState } from '../../engine/domain/state';
import { createTestModel, renderWithRuntime, testPage } from './createTestRuntime';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const quotePage = testPage({ id: 'quote', title: 'Your quote' });

/** Waits (real timers). */
const pause = (milliseconds: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
/** Moves fake timers on, letting the answers they wait for settle. */
const advance = (milliseconds: number) => act(async () => void (await vi.advanceTimersByTimeAsync(milliseconds)));

/** A chat service in memory: an agent whose availability the test sets, and the messages of one conversation. */
function createFakeChatClient(options: { available?: boolean } = {}) {
  let available = options.available ?? false;
  let status: 'open' | 'ended' = 'open';
  const started: ConversationStart[] = [];
  const messages: ChatMessage[] = [];
  const add = (sender: ChatMessage['sender'], text: string) => {
    const message = { messageId: messages.length + 1, sender, text, createdAt: '2026-12-01T09:00:00Z' };
    messages.push(message);
    return message;
  };
  const client: ChatClient = {
    getAgentStatus: vi.fn(async () => ({ available, agentName: available ? 'Sam' : null })),
    askAssistant: vi.fn(async (question: string, context) =>
      /person/.test(question)
        ? { answer: 'I can put you through to a live agent. Choose "Talk to a person".', topic: 'agent' as const, offerTransfer: true }
        : {
            answer: /car/.test(question) ? `You chose a ${context.vehicleYear} ${context.vehicleMake} ${context.vehicleModel}.` : 'Sorry?',
            topic: 'vehicle' as const,
            offerTransfer: false,
          },
    ),
    startConversation: vi.fn(async (start: ConversationStart) => {
      if (!available) throw new ChatServiceError('No agent is available right now.', 409, 'agent');
      started.push(start);
      add('visitor', start.message);
      return { conversationId: 'c1', agentName: 'Sam' };
    }),
    getMessages: vi.fn(async (_id: string, after: number) => ({ status, agentName: 'Sam', messages: messages.filter((message) => message.messageId > after) })),
    sendMessage: vi.fn(async (_id: string, text: string) => add('visitor', text)),
    endConversation: vi.fn(async () => undefined),
  };
  return {
    client,
    started,
    agentSays: (text: string) => add('agent', text),
    setAvailable: (value: boolean) => (available = value),
    endByAgent: () => {
      add('system', 'The agent ended the chat.');
      status = 'ended';
    },
  };
}

const withOrder = (state: FunnelState) => {
  state.order.vehicle.year = 2020;
  state.order.vehicle.make = 'Honda';
  state.order.vehicle.model = 'Civic';
  state.order.vehicle.style = '4 Door Sedan';
  state.order.vehicle.vin = '2HGFC2FK3LH500001';
  state.order.serviceLocation.zipCode = '85016';
  state.order.customer.firstName = 'Jane';
  state.order.customer.lastName = 'Doe';
  state.order.customer.emailAddress = 'jane@example.com';
  state.order.customer.phoneNumber = '6025550100';
};

function renderChat(
  fake: ReturnType<typeof createFakeChatClient>,
  options: {
    pageId?: string | null;
    hasPage?: boolean;
    state?: (state: FunnelState) => void;
    agentPollMilliseconds?: number | undefined;
    chat?: { assistant: boolean; liveAgent: boolean };
  } = {},
) {
  return renderWithRuntime(
    createTestModel([quotePage]),
    <ChatClientContext value={fake.client}>
      <ChatWidget
        pageId={options.pageId === undefined ? 'quote' : options.pageId}
        hasPage={options.hasPage ?? true}
        chat={options.chat ?? { assistant: true, liveAgent: true }}
        agentPollMilliseconds={'agentPollMilliseconds' in options ? options.agentPollMilliseconds : 20}
      />
    </ChatClientContext>,
    { state: options.state ?? withOrder },
  );
}

describe('the chats the environment offers (SPEC §9 environments, funnel.yaml)', () => {
  it('without the live agent: no agent button and no transfer, even with an agent available; the status is never asked', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake, { chat: { assistant: true, liveAgent: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    // The panel's code loads on demand (issue #12).
    const dialog = await screen.findByRole('dialog', { name: 'Chat assistant' });
    await pause(100);
    expect(fake.client.getAgentStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
  });

  it('without the assistant: only the live-agent button, once an agent is available', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake, { chat: { assistant: false, liveAgent: true } });
    expect(await screen.findByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask our assistant' })).toBeNull();
  });

  it('with neither: no chat at all, no launcher region', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake, { chat: { assistant: false, liveAgent: false } });
    await pause(100);
    expect(screen.queryByRole('complementary', { name: 'Help' })).toBeNull();
    expect(fake.client.getAgentStatus).not.toHaveBeenCalled();
  });
});

describe('the live-agent button (SPEC §4: only when an agent is available, the chat is not open and not hidden)', () => {
  it('is hidden while no agent is available and shows once one is', async () => {
    const fake = createFakeChatClient();
    await renderChat(fake);
    expect(await screen.findByRole('button', { name: 'Ask our assistant' })).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fake.client.getAgentStatus).mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    fake.setAvailable(true);
    expect(await screen.findByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
  });

  it('is hidden while a chat is open, and comes back, focused launcher, when it closes', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat assistant' });
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Your question'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask our assistant' })));
  });

  it.each([
    ['a virtual route', null, false],
    ['payment-pia-return', 'payment-pia-return', true],
  ])('is hidden, with the whole chat, on %s, and the agent status is not asked', async (_name, pageId, hasPage) => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake, { pageId, hasPage });
    await pause(100);
    expect(fake.client.getAgentStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask our assistant' })).toBeNull();
  });

  it('is not asked for while a chat panel is open, and is asked again once it closes', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat assistant' });
    await pause(30);
    vi.mocked(fake.client.getAgentStatus).mockClear();
    await pause(150);
    expect(fake.client.getAgentStatus).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(fake.client.getAgentStatus).toHaveBeenCalled());
  });

  it('asks every 15 s by default, never while an answer is awaited, and less often after failures (reset by a success)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const fake = createFakeChatClient({ available: true });
    const status = vi.mocked(fake.client.getAgentStatus);
    let answer: (value: { available: boolean; agentName: string | null }) => void = () => undefined;
    status.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await renderChat(fake, { agentPollMilliseconds: 1000 });
    await advance(0);
    expect(status).toHaveBeenCalledTimes(1);
    // The first answer is slow: no other ask meanwhile.
    await advance(5000);
    expect(status).toHaveBeenCalledTimes(1);
    await act(async () => answer({ available: true, agentName: 'Sam' }));
    expect(screen.getByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
    // Failures double the wait: 2 s, then 4 s; a success brings back 1 s.
    status.mockRejectedValueOnce(new ChatServiceError('Down.', 503, null)).mockRejectedValueOnce(new ChatServiceError('Down.', 503, null));
    await advance(1000);
    expect(status).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    await advance(1999);
    expect(status).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(status).toHaveBeenCalledTimes(3);
    await advance(3999);
    expect(status).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(status).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
    await advance(1000);
    expect(status).toHaveBeenCalledTimes(5);
    cleanup();

    // Without the test seam: every 15 s.
    status.mockClear();
    await renderChat(fake, { agentPollMilliseconds: undefined });
    await advance(0);
    expect(status).toHaveBeenCalledTimes(1);
    await advance(14_999);
    expect(status).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(status).toHaveBeenCalledTimes(2);
  });
});

describe('the AI chat assistant', () => {
  it('answers from the SPEC §3 chat context, which holds no name, contact or VIN', async () => {
    const fake = createFakeChatClient();
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'what car did I choose?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    await waitFor(() => expect(log.textContent).toContain('You chose a 2020 Honda Civic.'));
    expect(log.getAttribute('aria-live')).toBe('polite');
    const [, context] = vi.mocked(fake.client.askAssistant).mock.calls[0]!;
    expect(context).toMatchObject({ page: 'quote', vehicleYear: 2020, vehicleMake: 'Honda', serviceZip: '85016' });
    expect(JSON.stringify(context)).not.toMatch(/Jane|jane@example.com|6025550100|2HGFC2FK3LH500001/);
  });

  it.each([
    { available: true, told: 'I can put you through to a live agent. Choose "Talk to a person" below and they will pick up from here.', button: 1 },
    { available: false, told: "Our agents are away right now, so I can't put you through. I can still answer questions about your order here.", button: 0 },
  ])('asked for a person with an agent available: $available — the transfer told as the screen shows it (issue #14)', async ({ available, told, button }) => {
    const fake = createFakeChatClient({ available });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    if (available) await screen.findByRole('button', { name: 'Talk to a person' });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'can I talk to a person?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    await waitFor(() => expect(log.textContent).toContain(told));
    expect(screen.queryAllByRole('button', { name: 'Talk to a person' })).toHaveLength(button);
  });

  it('says so when the question is empty', async () => {
    const fake = createFakeChatClient();
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Type a question first.');
    expect(fake.client.askAssistant).not.toHaveBeenCalled();
  });

  it('transfers to a live agent: closes itself and pre-fills the agent form with the names and email given (SPEC §4)', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'what car did I choose?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('You chose a 2020 Honda Civic.');
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to a person' }));

    expect(screen.queryByRole('dialog', { name: 'Chat assistant' })).toBeNull();
    const form = screen.getByRole('dialog', { name: 'Chat with an agent' });
    expect((within(form).getByLabelText('First name *') as HTMLInputElement).value).toBe('Jane');
    expect((within(form).getByLabelText('Last name *') as HTMLInputElement).value).toBe('Doe');
    expect((within(form).getByLabelText('Email *') as HTMLInputElement).value).toBe('jane@example.com');
    expect(document.activeElement).toBe(within(form).getByLabelText('How can we help? *'));

    fireEvent.change(within(form).getByLabelText('How can we help? *'), { target: { value: 'Is the part in stock?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start chat' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with Sam' });
    expect(fake.started[0]).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      message: 'Is the part in stock?',
      assistantTranscript: [
        { sender: 'visitor', text: 'what car did I choose?' },
        { sender: 'assistant', text: 'You chose a 2020 Honda Civic.' },
      ],
    });
    expect(Object.keys(fake.started[0]!.context).sort()).toEqual(
      ['damageType', 'glassType', 'page', 'partId', 'paymentType', 'quote', 'recalibration', 'serviceZip', 'vehicleMake', 'vehicleModel', 'vehicleStyle', 'vehicleYear'].sort(),
    );

    act(() => void fake.agentSays('Yes, we have it.'));
    const log = within(chat).getByRole('log');
    // The conversation polls every 1.5 s.
    await waitFor(() => expect(log.textContent).toContain('SamYes, we have it.'), { timeout: 4000 });
  });

  it('offers no transfer while every agent is away', async () => {
    const fake = createFakeChatClient();
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
    expect(screen.getByText(/Our agents are away right now/)).toBeTruthy();
  });
});

describe('the live-agent form and conversation', () => {
  it('leaves the fields empty when the visitor gave no names, and names each missing field', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake, { state: () => undefined });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    const form = screen.getByRole('dialog', { name: 'Chat with an agent' });
    expect((within(form).getByLabelText('First name *') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText('Email *'), { target: { value: 'jane@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start chat' }));
    const firstName = within(form).getByLabelText('First name *');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your first name.');
    expect(document.activeElement).toBe(firstName);
    const email = within(form).getByLabelText('Email *');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Enter an email address such as name@example.com.');
    expect(fake.client.startConversation).not.toHaveBeenCalled();
  });

  it('sends the visitor messages, shows the agent replies, and ends the conversation on close', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    fireEvent.change(screen.getByLabelText('How can we help? *'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with Sam' });
    fireEvent.change(within(chat).getByLabelText('Your message'), { target: { value: 'Are you there?' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(chat).getByRole('log').textContent).toContain('YouAre you there?'));
    act(() => void fake.agentSays('I am.'));
    await waitFor(() => expect(within(chat).getByRole('log').textContent).toContain('SamI am.'), { timeout: 4000 });
    fireEvent.click(within(chat).getByRole('button', { name: 'End chat and close' }));
    expect(fake.client.endConversation).toHaveBeenCalledWith('c1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the service refusal when the agent went away meanwhile', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    fake.setAvailable(false);
    fireEvent.change(screen.getByLabelText('How can we help? *'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No agent is available right now.');
  });

  it('carries on with the conversation after a reload, without taking the focus, and forgets it once ended', async () => {
    const fake = createFakeChatClient({ available: true });
    await renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    fireEvent.change(screen.getByLabelText('How can we help? *'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await screen.findByRole('dialog', { name: 'Chat with Sam' });
    expect(JSON.parse(window.sessionStorage.getItem('funnel:chat')!)).toEqual({ conversationId: 'c1', agentName: 'Sam' });
    cleanup();

    fake.agentSays('Welcome back.');
    await renderChat(fake);
    const chat = await screen.findByRole('dialog', { name: 'Chat with Sam' });
    await waitFor(() => expect(within(chat).getByRole('log').textContent).toBe('YouHelloSamWelcome back.'));
    expect(chat.contains(document.activeElement)).toBe(false);
    fireEvent.click(within(chat).getByRole('button', { name: 'End chat and close' }));
    expect(window.sessionStorage.getItem('funnel:chat')).toBeNull();
  });

  /** A conversation this tab was in ('c1', with Sam), opened again as after a reload. */
  const resumeConversation = async (fake: ReturnType<typeof createFakeChatClient>) => {
    fake.client.startConversation({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', message: 'Hello', context: {} as never });
    window.sessionStorage.setItem('funnel:chat', JSON.stringify({ conversationId: 'c1', agentName: 'Sam' }));
    await renderChat(fake);
  };
  const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

  it('polls the open conversation every 1.5 s, but not while a fetch is under way or the tab is hidden', async () => {
    useFakeTimers();
    const fake = createFakeChatClient({ available: true });
    const getMessages = vi.mocked(fake.client.getMessages);
    await resumeConversation(fake);
    await advance(0);
    expect(getMessages).toHaveBeenCalledTimes(1);
    await advance(1500);
    expect(getMessages).toHaveBeenCalledTimes(2);

    // A slow answer: the ticks meanwhile are skipped.
    let answer: () => void = () => undefined;
    getMessages.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({ status: 'open', agentName: 'Sam', messages: [] }))));
    await advance(1500);
    expect(getMessages).toHaveBeenCalledTimes(3);
    await advance(6000);
    expect(getMessages).toHaveBeenCalledTimes(3);
    await act(async () => answer());
    await advance(1500);
    expect(getMessages).toHaveBeenCalledTimes(4);

    // A hidden tab is not polled.
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await advance(6000);
    expect(getMessages).toHaveBeenCalledTimes(4);
    hidden.mockRestore();
    await advance(1500);
    expect(getMessages).toHaveBeenCalledTimes(5);
  });

  it('waits longer after each failed poll (doubling, up to 30 s) and is back to 1.5 s after a success', async () => {
    useFakeTimers();
    const fake = createFakeChatClient({ available: true });
    const getMessages = vi.mocked(fake.client.getMessages);
    await resumeConversation(fake);
    await advance(0);
    const down = new ChatServiceError('The chat service cannot be reached.', 0, null);
    for (let failure = 0; failure < 6; failure++) getMessages.mockRejectedValueOnce(down);
    // Asks at 1.5 s, then 3, 6, 12, 24 and 30 (not 48) s apart.
    const waits = [1500, 3000, 6000, 12_000, 24_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await advance(wait - 1);
      expect(getMessages).toHaveBeenCalledTimes(index + 1);
      await advance(1);
      expect(getMessages).toHaveBeenCalledTimes(index + 2);
    }
    // The 7th poll answered: 1.5 s again.
    act(() => void fake.agentSays('Back again.'));
    await advance(1500);
    expect(getMessages).toHaveBeenCalledTimes(9);
    expect(screen.getByRole('log').textContent).toContain('SamBack again.');
  });

  it('forgets a conversation the service no longer knows (404) and goes back to the form, keeping the focus in the panel', async () => {
    useFakeTimers();
    const fake = createFakeChatClient({ available: true });
    await resumeConversation(fake);
    await advance(0);
    const chat = screen.getByRole('dialog', { name: 'Chat with Sam' });
    within(chat).getByLabelText('Your message').focus();
    vi.mocked(fake.client.getMessages).mockRejectedValue(new ChatServiceError('There is no such conversation.', 404, 'conversationId'));
    await advance(1500);
    const form = screen.getByRole('dialog', { name: 'Chat with an agent' });
    expect(within(form).getByLabelText('First name *')).toBeTruthy();
    expect(window.sessionStorage.getItem('funnel:chat')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Chat with an agent' }));
    // No more polls of the conversation gone.
    await advance(10_000);
    expect(fake.client.getMessages).toHaveBeenCalledTimes(2);
  });

  it('moves the focus from the message input to the panel heading when the agent ends the chat', async () => {
    useFakeTimers();
    const fake = createFakeChatClient({ available: true });
    await resumeConversation(fake);
    await advance(0);
    const chat = screen.getByRole('dialog', { name: 'Chat with Sam' });
    within(chat).getByLabelText('Your message').focus();
    act(() => fake.endByAgent());
    await advance(1500);
    expect(within(chat).getByRole('status').textContent).toBe('The chat has ended.');
    expect(within(chat).queryByLabelText('Your message')).toBeNull();
    expect(document.activeElement).toBe(within(chat).getByRole('heading', { name: 'Chat with Sam' }));
    expect(window.sessionStorage.getItem('funnel:chat')).toBeNull();
    await advance(10_000);
    expect(fake.client.getMessages).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus where it was when the chat ends while the focus is outside the panel', async () => {
    useFakeTimers();
    const fake = createFakeChatClient({ available: true });
    await resumeConversation(fake);
    await advance(0);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    act(() => fake.endByAgent());
    await advance(1500);
    expect(screen.getByRole('status').textContent).toBe('The chat has ended.');
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('does not announce the history fetched first: the log is aria-live off until it is shown, then polite', async () => {
    const fake = createFakeChatClient({ available: true });
    fake.agentSays('Hi, I am Sam.');
    let answer: () => void = () => undefined;
    const getMessages = vi.mocked(fake.client.getMessages);
    const fetchHistory = getMessages.getMockImplementation()!;
    getMessages.mockImplementationOnce((id, after) => new Promise<void>((resolve) => (answer = resolve)).then(() => fetchHistory(id, after)));
    window.sessionStorage.setItem('funnel:chat', JSON.stringify({ conversationId: 'c1', agentName: 'Sam' }));
    await renderChat(fake);
    const log = within(await screen.findByRole('dialog', { name: 'Chat with Sam' })).getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('off');
    await act(async () => answer());
    expect(log.textContent).toBe('SamHi, I am Sam.');
    expect(log.getAttribute('aria-live')).toBe('polite');
    // New messages after it are announced.
    act(() => void fake.agentSays('How can I help?'));
    await waitFor(() => expect(log.textContent).toContain('SamHow can I help?'), { timeout: 4000 });
    expect(log.getAttribute('aria-live')).toBe('polite');
  });
});
