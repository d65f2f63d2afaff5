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
  window.sessionStorage.clear();
});

const quotePage = testPage({ id: 'quote', title: 'Your quote' });

/** A chat service in memory: an agent whose availability the test sets, and the messages of one conversation. */
function createFakeChatClient(options: { available?: boolean } = {}) {
  let available = options.available ?? false;
  const started: ConversationStart[] = [];
  const messages: ChatMessage[] = [];
  const add = (sender: ChatMessage['sender'], text: string) => {
    const message = { messageId: messages.length + 1, sender, text, createdAt: '2026-12-01T09:00:00Z' };
    messages.push(message);
    return message;
  };
  const client: ChatClient = {
    getAgentStatus: vi.fn(async () => ({ available, agentName: available ? 'Sam' : null })),
    askAssistant: vi.fn(async (question: string, context) => ({
      answer: /car/.test(question) ? `You chose a ${context.vehicleYear} ${context.vehicleMake} ${context.vehicleModel}.` : 'Sorry?',
      topic: 'vehicle',
      offerTransfer: false,
    })),
    startConversation: vi.fn(async (start: ConversationStart) => {
      if (!available) throw new ChatServiceError('No agent is available right now.', 409, 'agent');
      started.push(start);
      add('visitor', start.message);
      return { conversationId: 'c1', agentName: 'Sam' };
    }),
    getMessages: vi.fn(async (_id: string, after: number) => ({ status: 'open' as const, agentName: 'Sam', messages: messages.filter((message) => message.messageId > after) })),
    sendMessage: vi.fn(async (_id: string, text: string) => add('visitor', text)),
    endConversation: vi.fn(async () => undefined),
  };
  return { client, started, agentSays: (text: string) => add('agent', text), setAvailable: (value: boolean) => (available = value) };
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

function renderChat(fake: ReturnType<typeof createFakeChatClient>, options: { pageId?: string | null; hasPage?: boolean; state?: (state: FunnelState) => void } = {}) {
  return renderWithRuntime(
    createTestModel([quotePage]),
    <ChatClientContext value={fake.client}>
      <ChatWidget pageId={options.pageId === undefined ? 'quote' : options.pageId} hasPage={options.hasPage ?? true} agentPollMilliseconds={20} />
    </ChatClientContext>,
    { state: options.state ?? withOrder },
  );
}

describe('the live-agent button (SPEC §4: only when an agent is available, the chat is not open and not hidden)', () => {
  it('is hidden while no agent is available and shows once one is', async () => {
    const fake = createFakeChatClient();
    renderChat(fake);
    expect(await screen.findByRole('button', { name: 'Ask our assistant' })).toBeTruthy();
    await waitFor(() => expect(fake.client.getAgentStatus).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    fake.setAvailable(true);
    expect(await screen.findByRole('button', { name: 'Chat with an agent' })).toBeTruthy();
  });

  it('is hidden while a chat is open, and comes back, focused launcher, when it closes', async () => {
    const fake = createFakeChatClient({ available: true });
    renderChat(fake);
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
  ])('is hidden, with the whole chat, on %s', async (_name, pageId, hasPage) => {
    const fake = createFakeChatClient({ available: true });
    renderChat(fake, { pageId, hasPage });
    await waitFor(() => expect(fake.client.getAgentStatus).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Chat with an agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask our assistant' })).toBeNull();
  });
});

describe('the AI chat assistant', () => {
  it('answers from the SPEC §3 chat context, which holds no name, contact or VIN', async () => {
    const fake = createFakeChatClient();
    renderChat(fake);
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

  it('says so when the question is empty', async () => {
    const fake = createFakeChatClient();
    renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Type a question first.');
    expect(fake.client.askAssistant).not.toHaveBeenCalled();
  });

  it('transfers to a live agent: closes itself and pre-fills the agent form with the names and email given (SPEC §4)', async () => {
    const fake = createFakeChatClient({ available: true });
    renderChat(fake);
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
    renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask our assistant' }));
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
    expect(screen.getByText(/Our agents are away right now/)).toBeTruthy();
  });
});

describe('the live-agent form and conversation', () => {
  it('leaves the fields empty when the visitor gave no names, and names each missing field', async () => {
    const fake = createFakeChatClient({ available: true });
    renderChat(fake, { state: () => undefined });
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
    renderChat(fake);
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
    renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    fake.setAvailable(false);
    fireEvent.change(screen.getByLabelText('How can we help? *'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No agent is available right now.');
  });

  it('carries on with the conversation after a reload, without taking the focus, and forgets it once ended', async () => {
    const fake = createFakeChatClient({ available: true });
    renderChat(fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with an agent' }));
    fireEvent.change(screen.getByLabelText('How can we help? *'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await screen.findByRole('dialog', { name: 'Chat with Sam' });
    expect(JSON.parse(window.sessionStorage.getItem('funnel:chat')!)).toEqual({ conversationId: 'c1', agentName: 'Sam' });
    cleanup();

    fake.agentSays('Welcome back.');
    renderChat(fake);
    const chat = await screen.findByRole('dialog', { name: 'Chat with Sam' });
    await waitFor(() => expect(within(chat).getByRole('log').textContent).toBe('YouHelloSamWelcome back.'));
    expect(chat.contains(document.activeElement)).toBe(false);
    fireEvent.click(within(chat).getByRole('button', { name: 'End chat and close' }));
    expect(window.sessionStorage.getItem('funnel:chat')).toBeNull();
  });
});
