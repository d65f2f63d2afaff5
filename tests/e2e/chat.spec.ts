/**
 * Chat (SPEC §1, §4 Chat): the live-agent button only while an agent is available, the AI assistant answering from the
 * SPEC §3 chat context, and a conversation transferred to the sandbox's agent console and answered there, between two
 * browser windows.
 */
import { expect, test } from './support/cspGuard';
import { askAssistant, openAgentConsole, openAssistant, setAgentAvailable } from './support/chat';
import { ada, openPaymentMethod, weekdaySlot } from './support/contactAndPayment';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { avalonTotal, reachAvalonQuote } from './support/quoteAndInsurance';

test.beforeEach(async ({ request }) => {
  await setAgentAvailable(request, false);
});
test.afterEach(async ({ request }) => {
  await setAgentAvailable(request, false);
});

test('with no agent available the live-agent button is hidden; the assistant answers from the order on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The availability is asked on the first page that shows the chat, then every 15 s: any answer decides the button.
  const agentStatus = page.waitForResponse((response) => response.url().endsWith('/sandbox/chat/agent'));
  await reachAvalonQuote(page);
  await expect(page.getByRole('button', { name: 'Ask our assistant' })).toBeVisible();
  await agentStatus;
  await expect(page.getByRole('button', { name: 'Chat with an agent' })).toHaveCount(0);
  // The launcher sits in the page flow on a phone: nothing scrolls sideways, nothing is covered.
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the assistant opens on Enter, takes the focus, and Escape gives it back to the launcher.
  await page.getByRole('button', { name: 'Ask our assistant' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Chat assistant' });
  await expect(dialog.getByLabel('Your question')).toBeFocused();
  await askAssistant(page, 'What car did I choose?', 'You chose a 2012 Toyota Avalon 4 Door Sedan.');
  await askAssistant(page, 'How much is it?', `Your quote is ${avalonTotal}`);
  await askAssistant(page, 'When can you come?', 'a shop near 85016');
  await expect(dialog.getByRole('button', { name: 'Talk to a person' })).toHaveCount(0);
  await expect(dialog.getByText(/Our agents are away right now/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask our assistant' })).toBeFocused();
});

test('the assistant transfers to a live agent: the agent form is pre-filled, the console gets the message and its reply reaches the visitor', async ({
  page,
  browser,
}) => {
  await openPaymentMethod(page, weekdaySlot(61));
  await expect(page.getByRole('button', { name: 'Chat with an agent' })).toHaveCount(0);

  // The agent, in a window of their own, goes available: the visitor's live-agent button shows.
  const consoleContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const agent = await consoleContext.newPage();
  await openAgentConsole(agent, true);
  // The funnel asks for the agent's availability every 15 s.
  await expect(page.getByRole('button', { name: 'Chat with an agent' })).toBeVisible({ timeout: 20_000 });

  const assistant = await openAssistant(page);
  await expect(page.getByRole('button', { name: 'Chat with an agent' })).toHaveCount(0);
  await askAssistant(page, 'what car did I choose?', 'You chose a 2012 Toyota Avalon 4 Door Sedan.');
  await assistant.getByRole('button', { name: 'Talk to a person' }).click();

  // SPEC §4: the AI chat closes and the agent form is pre-filled with the names and email given on customer-details.
  await expect(assistant).toHaveCount(0);
  const form = page.getByRole('dialog', { name: 'Chat with an agent' });
  await expect(form.getByLabel('First name *')).toHaveValue(ada.firstName);
  await expect(form.getByLabel('Last name *')).toHaveValue(ada.lastName);
  await expect(form.getByLabel('Email *')).toHaveValue(ada.email);
  await expect(form.getByLabel('How can we help? *')).toBeFocused();
  await form.getByLabel('How can we help? *').fill('Can the technician come on Saturday?');
  await form.getByRole('button', { name: 'Start chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Sam' });
  await expect(chat.getByRole('log')).toContainText('Can the technician come on Saturday?');

  // The console lists the conversation with its chat context, and the agent answers.
  const conversation = agent.getByRole('button', { name: /^Ada Lovelace, 2012 Toyota Avalon/ });
  await conversation.click();
  await expect(agent.getByRole('heading', { level: 2, name: 'Conversation with Ada Lovelace' })).toBeFocused();
  const transcript = agent.getByRole('log', { name: 'Messages' });
  await expect(transcript).toContainText('what car did I choose?');
  await expect(transcript).toContainText('The assistant transferred this conversation to a live agent.');
  await expect(transcript).toContainText('Can the technician come on Saturday?');
  await expect(agent.locator('#conversation-context')).toContainText('Quote$578.19');
  await expect(agent.locator('#conversation-context')).toContainText('Emailada@example.com');
  await agent.getByLabel('Reply').fill('Yes, Saturday at 9:00 works.');
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(transcript).toContainText('Yes, Saturday at 9:00 works.');
  await expectNoSeriousA11yViolations(agent);
  await agent.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(agent);

  await expect(chat.getByRole('log')).toContainText('SamYes, Saturday at 9:00 works.', { timeout: 10_000 });
  await chat.getByLabel('Your message').fill('Thank you!');
  await chat.getByLabel('Your message').press('Enter');
  await expect(transcript).toContainText('Thank you!', { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);

  // On a 360 px phone the open chat fits.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);

  // The visitor ends the chat: the console sees it ended.
  await chat.getByRole('button', { name: 'End chat and close' }).click();
  await expect(chat).toHaveCount(0);
  await expect(transcript).toContainText('The visitor ended the chat.', { timeout: 10_000 });
  await expect(agent.getByRole('button', { name: 'Send' })).toBeDisabled();
  await consoleContext.close();
});
