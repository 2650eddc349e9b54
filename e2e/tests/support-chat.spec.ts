import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../playwright.config';
import { asMember, docShot, skipHomePopup } from './support';

// The support chat (issue 27 item 6, docs/decisions/support-chat.md): a member opens live chat
// from the message center (our own page, inside the site), writes to support; an agent in the
// console's Support screen sees it in the queue with its unread count, takes it, replies, and
// sends an image; the member sends one back; the member's badge counts a reply sent while away;
// the agent closes it. The restart part (history and unread counts intact after the server
// restarts on the same database) is the API test infra/api/src/routes/chat.test.ts: the e2e server
// is one Playwright webServer.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAXUlEQVR42u3XoQ0AIAwEQMZhOuZkHAQKxQJF1UC4pPJFT32+1NbDG3OFd1u+AAAAAACkAK88esoDAAAAAOQAmhgAAADAHtDEAAAAAPaAJgYAAACwBzQxAAAAwHeADdjoaXhAl9BnAAAAAElFTkSuQmCC',
  'base64',
); // 64×48, a blue and white checkerboard

async function seriousAxe(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The console, signed in with the operator token through the session call (the sign-in form is not what this journey is about). */
async function agentPage(browser: Browser, viewport: { width: number; height: number }, colorScheme: 'dark' | 'light') {
  const context = await browser.newContext({ viewport, colorScheme, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/api/admin/session', { data: { token: ADMIN_TOKEN } });
  expect(res.status()).toBe(200);
  await page.goto('/ops');
  await page.getByRole('tab', { name: 'Support' }).click();
  await expect(page.getByTestId('ops-support')).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return { context, page };
}

test.describe('support chat', () => {
  test.setTimeout(120_000);

  test('a member and a support agent chat both ways, images go through, the badge counts unread replies, the agent closes', async ({ page, browser }) => {
    const member = await asMember(page, 'member', { fresh: true });
    await skipHomePopup(page);

    // Live chat opens our page inside the site.
    await page.goto('/m/message');
    await page.getByRole('button', { name: /Live chat/ }).click();
    await expect(page).toHaveURL(/\/m\/chat(\?|$)/);
    const chat = page.getByTestId('chat-page');
    await expect(chat).toHaveAttribute('data-state', 'online');
    const hello = `My deposit is missing ${Date.now().toString(36)}`;
    await page.getByPlaceholder('Write a message').fill(hello);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: hello })).toHaveAttribute('data-sender', 'PLAYER');

    // The agent: the queue shows it with one unread message.
    const agent = await agentPage(browser, { width: 1280, height: 800 }, 'light');
    const item = agent.page.getByTestId('support-queue').getByRole('button').filter({ hasText: hello });
    await expect(item).toContainText(member.userName);
    await expect(item.locator('.tk-badge')).toHaveText('11 unread'); // the count, then its label for screen readers;
    await item.click();
    await expect(agent.page.getByTestId('support-messages')).toContainText(hello);
    await expect(item.locator('.tk-badge')).toHaveCount(0); // read by opening it
    await agent.page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(agent.page.getByTestId('support-messages')).toContainText('Assigned to');

    // Agent → member: text, typing, an image.
    await agent.page.getByPlaceholder('Reply').fill('Checking it now');
    await expect(page.getByTestId('chat-typing')).toBeVisible();
    await agent.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Checking it now' })).toHaveAttribute('data-sender', 'AGENT');
    await agent.page.getByTestId('support-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    const agentImage = page.getByTestId('chat-message').filter({ has: page.getByRole('img', { name: 'Image from support' }) });
    await expect(agentImage).toHaveCount(1);
    await expect.poll(() => agentImage.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    // Member → agent: an image.
    await page.getByTestId('chat-file').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('chat-message').filter({ has: page.getByRole('img', { name: 'Image you sent' }) })).toHaveCount(1);
    const seenByAgent = agent.page.getByTestId('support-messages').getByRole('img', { name: `Sent by ${member.userName}` });
    await expect(seenByAgent).toHaveCount(1);
    await expect.poll(() => seenByAgent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    expect(await seriousAxe(page, '[data-testid="chat-page"]')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await docShot(page, 'support/chat-phone-dark.png');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await docShot(page, 'support/chat-phone-light.png');
    expect(await seriousAxe(agent.page, '[data-testid="ops-support"]')).toEqual([]);
    await docShot(agent.page, 'support/console-support-1280.png');

    // Away from the chat, a reply counts on the message center's Live chat badge (CBS3).
    await page.goto('/m/message');
    await agent.page.getByPlaceholder('Reply').fill('Your deposit is credited now');
    await agent.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(agent.page.getByTestId('support-messages')).toContainText('Your deposit is credited now');
    await expect(async () => {
      await page.reload();
      await expect(page.locator('[data-key="chat"] .tk-badge')).toHaveText('11 unread', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // Back in the chat: the reply is there (resumed), the badge goes.
    await page.getByRole('button', { name: /Live chat/ }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Your deposit is credited now' })).toBeVisible();
    await page.goto('/m/message');
    await expect(page.locator('[data-key="chat"] .tk-badge')).toHaveCount(0);

    // The agent closes it; the member sees it closed.
    await page.goto('/m/chat');
    await agent.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByTestId('chat-system').last()).toContainText('closed');
    await agent.context.close();

    // The console at phone size (the closed list).
    const phone = await agentPage(browser, { width: 390, height: 844 }, 'dark');
    await phone.page.getByRole('radio', { name: 'Closed' }).check({ force: true });
    const closed = phone.page.getByTestId('support-queue').getByRole('button').filter({ hasText: member.userName }).first();
    await expect(closed).toContainText('[closed]');
    await docShot(phone.page, 'support/console-support-390.png');
    await closed.click();
    await expect(phone.page.getByTestId('support-messages')).toContainText('Closed by');
    await docShot(phone.page, 'support/console-support-390-thread.png');
    await phone.context.close();
  });
});
