import { expect, test } from '@playwright/test';
import { admin, asMember, skipHomePopup } from './support';

// These journeys are about the balance: they start past home's login popup.
test.beforeEach(({ page }) => skipHomePopup(page));

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

test('an operator credit shows after the member taps refresh', async ({ page }) => {
  const session = await asMember(page, 'member', { fresh: true });
  const auth = { Authorization: `Bearer ${session.token}` };
  const info = ((await (await page.request.get('/api/v1/member/info', { headers: auth })).json()) as { value: { id: number } }).value;
  await page.goto('/m/home');
  const before = ((await (await page.request.get('/api/v1/wallet/balance', { headers: auth })).json()) as { value: { sumBalance: string } }).value;
  await expect(page.getByTestId('balance')).toHaveText(`¥ ${Number(before.sumBalance.split('.')[0]).toLocaleString('en')}`);

  await admin(page.request, 'POST', `/api/admin/members/${info.id}/balance-adjustments`, {
    amount: '250.00',
    reason: 'e2e goodwill credit',
    reference: `e2e-${Date.now()}`,
  });
  await page.getByTestId('app-header').getByRole('button', { name: 'Refresh balance' }).click();
  const after = Number(before.sumBalance.split('.')[0]) + 250;
  await expect(page.getByTestId('balance')).toHaveText(`¥ ${after.toLocaleString('en')}`);
});
