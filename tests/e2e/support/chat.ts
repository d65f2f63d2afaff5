import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Sets the sandbox agent's availability the way the agent console does (PUT /sandbox/chat/agent). */
export async function setAgentAvailable(request: APIRequestContext, available: boolean): Promise<void> {
  const response = await request.put('/sandbox/chat/agent', { data: { available } });
  expect(response.status()).toBe(200);
}

/** Opens the AI chat assistant from the launcher. */
export async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Ask our assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Asks the assistant a question and waits for its answer to be the last message. */
export async function askAssistant(page: Page, question: string, answer: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Chat assistant' });
  await dialog.getByLabel('Your question').fill(question);
  await dialog.getByLabel('Your question').press('Enter');
  await expect(dialog.getByRole('log').locator('li').last()).toContainText(answer);
}

/** The agent console in a page of its own, going available when asked. */
export async function openAgentConsole(page: Page, available: boolean) {
  await page.goto('/sandbox/agent-console');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent console (sandbox)' })).toBeVisible();
  const checkbox = page.getByLabel('Available for chats');
  await expect(page.getByRole('status')).not.toHaveText(/Loading/);
  if ((await checkbox.isChecked()) !== available) await checkbox.click();
  await expect(page.getByRole('status')).toHaveText(available ? /You are available/ : /You are away/);
}
