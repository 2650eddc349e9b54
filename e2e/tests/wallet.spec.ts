import { expect, test } from '@playwright/test';
import { asMember } from './support';

test("the header shows the member's balance from the wallet API, as a whole number", async ({ page }) => {
  const session = await asMember(page);
  const res = await page.request.get('/api/v1/wallet/balance', { headers: { Authorization: `Bearer ${session.token}` } });
  const { sumBalance } = ((await res.json()) as { value: { sumBalance: string } }).value;
  const whole = Number(sumBalance.split('.')[0]).toLocaleString('en');
  await page.goto('/m/home');
  await expect(page.getByTestId('balance')).toHaveText(`¥ ${whole}`);
});

test('visitors see no balance and make no wallet call', async ({ page }) => {
  const walletCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/wallet/')) walletCalls.push(r.url());
  });
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect(walletCalls).toEqual([]);
});
