import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { admin, asAccount, holdStatus } from './support';

// The withdraw form shows the server's word on the field it is about, for rules the page does not
// check (the payment password itself) or cannot know (a limit an operator changed while the page
// was open). On acme with acme1, whom no other journey uses: the daily limit is the merchant's, and
// lowering demo's would refuse the withdrawals of journeys running beside this one.

type TAuth = { Authorization: string };
const PAYMENT_PASSWORD = '123456';
// A Luhn-valid demo card number of acme1's own (never stored: the API keeps the last 4 digits).
const CARD_NUMBER = '6222020200998877662';
const LIMITS = '/api/admin/merchants/acme/withdraw-limits';

// acme's status is switched by the operator journeys (holdStatus): an acme journey here waits while
// acme is in maintenance or its games are off, and holds it until it ends.
let releaseStatus: (() => void) | undefined;
test.afterEach(() => {
  releaseStatus?.();
  releaseStatus = undefined;
});

async function value<T>(request: APIRequestContext, path: string, auth: TAuth): Promise<T> {
  const res = await request.get(path, { headers: auth });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { value: T }).value;
}

/** acme1 signed in (the page remembers ?merchant=acme in a cookie, which the API calls then carry). */
async function login(page: Page): Promise<TAuth> {
  releaseStatus = await holdStatus('acme');
  await admin(page.request, 'PATCH', '/api/admin/merchants/acme/status', { maintenance: false, regionRestriction: false });
  await page.goto('/m/login?merchant=acme');
  const s = await asAccount(page, 'acme1', 'Acme@1234');
  return { Authorization: `Bearer ${s.token}` };
}

/** Payment password, payee name and a card, set through the API when missing; the card's id. */
async function readyToWithdraw(request: APIRequestContext, auth: TAuth): Promise<number> {
  const sec = await value<{ paymentPasswordSet: boolean; payeeName: string | null }>(request, '/api/v1/security/config', auth);
  if (!sec.paymentPasswordSet) {
    const set = await request.post('/api/v1/security/payment-password', {
      data: { password: 'Acme@1234', newPaymentPassword: PAYMENT_PASSWORD },
      headers: auth,
    });
    expect(set.status(), await set.text()).toBe(200);
  }
  if (!sec.payeeName) expect((await request.post('/api/v1/security/payee-name', { data: { payeeName: 'Ana Acme' }, headers: auth })).status()).toBe(200);
  const cards = await value<{ list: { id: number }[] }>(request, '/api/v1/withdraw/bank-cards', auth);
  if (cards.list[0]) return cards.list[0].id;
  const added = await request.post('/api/v1/withdraw/bank-cards', {
    data: { bankCode: 'BB', cardNumber: CARD_NUMBER, paymentPassword: PAYMENT_PASSWORD },
    headers: auth,
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { value: { id: number } }).value.id;
}

/** The message a field points to (aria-describedby), as a screen reader reads it with the field. */
async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

// One after the other (the second reads what the first left); each hashes passwords several times
// (login, payment password checks and changes), which a loaded 2-core machine takes its time over.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a wrong payment password (only the server knows it) is said on the payment password field', async ({ page }) => {
  const auth = await login(page);
  await readyToWithdraw(page.request, auth);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  const password = page.getByLabel('Payment password', { exact: true });
  await amount.fill('50.00');
  await password.fill('000000');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  expect(await describedText(page, password)).toMatch(/Wrong payment password: \d+ attempts left/);
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('withdraw-result')).toHaveCount(0);
  // The right password resets the count of wrong ones (changed and changed back: a new one must differ).
  for (const [from, to] of [
    [PAYMENT_PASSWORD, '654321'],
    ['654321', PAYMENT_PASSWORD],
  ]) {
    const reset = await page.request.post('/api/v1/security/payment-password', { data: { oldPaymentPassword: from, newPaymentPassword: to }, headers: auth });
    expect(reset.status(), await reset.text()).toBe(200);
  }
});

test("today's amount lowered by the operator while the page is open: the refusal is said on the amount field, and the page shows the new limits", async ({
  page,
}) => {
  const auth = await login(page);
  const bankCardId = await readyToWithdraw(page.request, auth);
  const before = ((await admin(page.request, 'GET', LIMITS)).value as { limits: Record<string, unknown> }).limits;
  // 50.00 withdrawn today already (acme's minimum), through the API.
  const first = await page.request.post('/api/v1/withdraw', {
    data: { amount: '50.00', bankCardId, paymentPassword: PAYMENT_PASSWORD },
    headers: { ...auth, 'Idempotency-Key': `e2e-wd-${Date.now()}` },
  });
  expect(first.status(), await first.text()).toBe(200);
  const firstOrder = ((await first.json()) as { value: { orderNo: string } }).value.orderNo;
  try {
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
    // The page read the limits (50.00 of acme's daily amount used): another 50.00 passes its checks.
    await admin(page.request, 'PATCH', LIMITS, { minAmount: '50.00', maxAmount: '80.00', dailyAmount: '80.00' });
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('50.00');
    await page.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    expect(await describedText(page, amount)).toContain('This withdrawal exceeds the amount allowed today');
    await expect(page.getByTestId('withdraw-result')).toHaveCount(0);
    // The limits were read again: 30.00 is left today (the summary's "left today" row; the
    // withdrawable figure is the balance's, issue 28), under the minimum, so nothing can be withdrawn.
    await expect(page.getByTestId('withdraw-summary')).toContainText('30.00');
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  } finally {
    await admin(page.request, 'PATCH', LIMITS, before);
    await admin(page.request, 'POST', `/api/admin/withdrawals/${firstOrder}/review`, { decision: 'reject', note: 'e2e' });
  }
});
