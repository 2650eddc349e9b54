import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { admin, asMember } from './support';

// Member center journeys of issue 20 at 390×844: each menu key toggled through the operator API
// shows or hides its entry and its calls refuse while off; the betting record, account record and
// PNL show a real-money demo-slot spin; KYC upload → under review → verified after the operator
// approves. axe on each member screen.

const KEYS = ['REWCEN3', 'MANPLAYREB3', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV', 'DEPRECM3', 'PERSREP', 'MAILCEN'] as const;
/** One call behind each key, as a member would make it. */
const CALL_OF: Record<(typeof KEYS)[number], string> = {
  REWCEN3: '/api/v1/rewards',
  MANPLAYREB3: '/api/v1/rebate',
  TRANSBETREPMEM3: '/api/v1/records/bets',
  TRANSREC3: '/api/v1/wallet/records',
  SECPRIV: '/api/v1/security/kyc',
  DEPRECM3: '/api/v1/deposit/records',
  PERSREP: '/api/v1/report/pnl',
  MAILCEN: '/api/v1/inbox',
};

const setFlags = (page: Page, flags: Record<string, boolean>) => admin(page.request, 'PATCH', '/api/admin/merchants/demo/flags', flags);

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The member entries' keys (the agent group, shown to every type the API counts as an agent, is left out). */
const menuKeys = async (page: Page) =>
  (
    await page
      .getByTestId('member-menu')
      .locator('[data-key]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))
  ).filter((k) => k === 'VIP' || (KEYS as readonly (string | null)[]).includes(k));

test.describe.configure({ mode: 'serial' });

test("every member-center entry follows its key, and the hidden ones' calls refuse", async ({ page }) => {
  const session = await asMember(page);
  const auth = { Authorization: `Bearer ${session.token}` };
  await setFlags(page, Object.fromEntries(KEYS.map((k) => [k, true])));
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-menu')).toBeVisible();
  expect(await menuKeys(page)).toEqual([...KEYS, 'VIP']);
  expect(await seriousViolations(page)).toEqual([]);
  try {
    for (const key of KEYS) {
      await setFlags(page, { [key]: false });
      await page.reload();
      await expect(page.getByTestId('member-menu').locator('[data-key="VIP"]')).toBeVisible();
      expect(await menuKeys(page), key).toEqual([...KEYS.filter((k) => k !== key), 'VIP']);
      const refused = await page.request.get(CALL_OF[key], { headers: auth });
      expect(refused.status(), key).toBe(403);
      expect(((await refused.json()) as { value: { flag: string } }).value.flag).toBe(key);
      await setFlags(page, { [key]: true });
      expect((await page.request.get(CALL_OF[key], { headers: auth })).status(), key).toBe(200);
    }
  } finally {
    await setFlags(page, Object.fromEntries(KEYS.map((k) => [k, true])));
  }
  // An entry opens its screen inside the app.
  await page.getByTestId('member-menu').locator('[data-key="TRANSBETREPMEM3"]').click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
});

test('records and PNL show a real-money spin of the demo slot', async ({ page }) => {
  const session = await asMember(page);
  const auth = { Authorization: `Bearer ${session.token}` };
  const games = (await (await page.request.get('/api/v1/games?gameType=RNG&pageSize=5', { headers: auth })).json()) as {
    value: { games: { vassalage: string; gameId: string }[] };
  };
  const g = games.value.games[0]!;
  const launch = (await (
    await page.request.get(`/api/v1/games/launch?vendor=${g.vassalage}&gameId=${g.gameId}&gameCategory=RNG`, { headers: auth })
  ).json()) as { value: { url: string } };
  const ticket = new URL(launch.value.url, 'http://x').searchParams.get('ticket');
  const spin = (await (await page.request.post('/api/v1/play/slot/spin', { data: { ticket, spinId: `e2e-member-${Date.now()}`, bet: '2.00' } })).json()) as {
    value: { orderNo: string; win: string };
  };
  const orderNo = spin.value.orderNo;

  await page.goto('/m/gameRecord');
  const row = page.getByRole('button', { name: new RegExp(orderNo) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('bet-totals')).toContainText('¥');
  expect(await seriousViolations(page)).toEqual([]);
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Order detail' });
  await expect(detail).toContainText(orderNo);
  await expect(detail).toContainText('¥2.00');
  await page.keyboard.press('Escape');

  await page.goto('/m/transaction/record');
  await expect(page.getByTestId('account-records')).toContainText(`bet:${orderNo}`);
  await expect(page.getByTestId('account-records')).toContainText('-¥2.00');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/m/profitandloss');
  await expect(page.getByTestId('pnl-summary')).toBeVisible();
  await expect(page.getByText('Bets', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('KYC: a document goes to review, then verified once the operator approves', async ({ page }) => {
  await asMember(page);
  await page.goto('/m/securityCenter');
  const kyc = page.getByTestId('kyc');
  await expect(kyc).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if ((await kyc.getAttribute('data-status')) !== 'VERIFIED') {
    await kyc.getByLabel('Document', { exact: true }).selectOption('PASSPORT');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    await kyc.getByLabel('Photo of the document').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await kyc.getByRole('button', { name: 'Send for review' }).click();
    await expect(kyc).toHaveAttribute('data-status', 'PENDING');
    await expect(kyc).toContainText('Under review');
    const list = (await admin(page.request, 'GET', '/api/admin/kyc?merchant=demo')) as { value: { list: { id: number; username: string }[] } };
    const mine = list.value.list.find((s) => s.username === 'demo1')!;
    await admin(page.request, 'POST', `/api/admin/kyc/${mine.id}/review`, { decision: 'approve' });
    await page.reload();
  }
  await expect(kyc).toHaveAttribute('data-status', 'VERIFIED');
  await expect(kyc).toContainText('Verified');
});
