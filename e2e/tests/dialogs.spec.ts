import { expect, test } from '@playwright/test';
import { asAccount } from './support';

// One dialog at a time (issue 28, docs/decisions/dialogs.md): agent1 has pending contract requests
// (the seed; agent.spec.ts answers only the hourly one) and the demo merchant has pop-up
// announcements, so after a login both the agent's contract prompt (mfe-agent widget, blocking) and
// home's "Welcome" popup (mfe-home, marketing) are due on home. The prompt comes first, then
// the popup, never both, and each takes its own taps.
test('the contract prompt and the welcome popup, both due, appear one after the other, each clickable', async ({ page }) => {
  await asAccount(page, 'agent1', 'Agent@1234');
  await page.goto('/m/home');
  const prompt = page.getByTestId('contract-prompt');
  const popup = page.getByTestId('login-popup');
  const dialogs = page.getByRole('dialog');

  // The prompt needs the contract requests and the agent remote's code: slow on a loaded machine.
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  let answered = 0;
  // Each pending request is its own prompt (daily, dividend…); the popup waits behind them all.
  while (answered < 3) {
    await expect(prompt.or(popup)).toBeVisible();
    const kind = await prompt.getAttribute('data-kind', { timeout: 1_000 }).catch(() => null);
    if (kind === null) break;
    await expect(popup).toHaveCount(0);
    await expect(dialogs).toHaveCount(1);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    answered += 1;
    await expect(page.locator(`[data-testid="contract-prompt"][data-kind="${kind}"]`)).toHaveCount(0);
  }
  expect(answered).toBeGreaterThan(0);
  await expect(popup).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(dialogs).toHaveCount(1);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(dialogs).toHaveCount(0);
});
