import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { admin, docShot, newAcmeMember, skipHomePopup, withPreferences } from './support';

// Member self-service (issue 29, docs/decisions/member-self-service.md) at 390×844 on acme with a
// member of its own: a nickname and a head icon set on the personal info screen show in the member
// center; a game launched from the game lobby shows in the member center's recent games and launches
// again from there; the account record filters by a transaction code the API lists.

const PASSWORD = 'Self@12345';

/** A 300×200 RGB PNG (rows unfiltered), for the head icon upload: wider than tall, so the page's square crop shows in what is stored. */
function photo(): Buffer {
  const [w, h] = [300, 200];
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rows.set([x < 150 ? 220 : 40, 90, x < 150 ? 60 : 200], y * (w * 3 + 1) + 1 + x * 3);
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (table[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function memberId(page: Page, auth: { Authorization: string }): Promise<number> {
  const info = await page.request.get('/api/v1/member/info', { headers: { ...auth, 'X-Merchant': 'acme' } });
  return ((await info.json()) as { value: { id: number } }).value.id;
}

test('member self-service: nickname and head icon in the member center, recent games launch again, the account record by transaction code', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipHomePopup(page);
  await withPreferences(page, 'dark', 'EN');
  await page.goto('/m/home?merchant=acme');
  const m = await newAcmeMember(page, { prefix: 'self', password: PASSWORD, mobileLead: '7' });
  const id = await memberId(page, m.auth);
  await admin(page.request, 'POST', `/api/admin/members/${id}/balance-adjustments`, {
    amount: '100.00',
    reason: 'self-service journey',
    reference: `self-${id}`,
  });

  // A new member: no recent games yet, said so.
  await page.goto('/m/member/home');
  const recent = page.getByTestId('recent-games');
  await expect(recent.getByText('Games you play show up here')).toBeVisible();

  // Personal info from the member center: nickname (checked by the name rule first) and head icon.
  await page.getByTestId('member-profile-link').click();
  await expect(page).toHaveURL(/\/m\/member\/profile$/);
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('Ana_99!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name format is not valid')).toBeVisible();
  await nickname.fill('Ana Self');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  const third = page.locator('[data-icon-id="3"]');
  const iconUrl = (await third.locator('img').getAttribute('src')) ?? '';
  expect(iconUrl).not.toBe('');
  await third.click();
  await expect(page.getByRole('radio', { name: 'Head icon 3' })).toBeChecked();
  await expect(page.getByText('Head icon changed').first()).toBeVisible();
  await docShot(page, 'member/self-profile-en-dark.png');

  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-nickname')).toHaveText('Ana Self');
  await expect(page.getByTestId('member-avatar').locator('img')).toHaveAttribute('src', iconUrl);

  // A picture of one's own (docs/decisions/head-icon-upload.md): picked, previewed in a circle, sent
  // (the page cuts the middle square at 256 px), then the head icon everywhere.
  await page.getByTestId('member-profile-link').click();
  const own = page.getByTestId('head-icon-upload');
  await own.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo() });
  await expect(own.getByRole('img', { name: 'Preview of your new head icon' })).toBeVisible();
  await docShot(page, 'member/head-icon-upload-en-dark.png');
  await own.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByRole('radio', { name: 'Your picture' })).toBeChecked({ timeout: 15_000 });
  const icons = (await (await page.request.get('/api/v1/member/head-icon', { headers: { ...m.auth, 'X-Merchant': 'acme' } })).json()) as {
    value: { headIcon: string; icons: { id: string; url: string }[] };
  };
  const ownUrl = icons.value.icons.find((i) => i.id === 'upload')?.url ?? '';
  expect([icons.value.headIcon, ownUrl]).toEqual(['upload', expect.stringMatching(/^\/api\/v1\/head-icons\/[0-9a-f]{64}\.png$/)]);
  const stored = await page.request.get(ownUrl);
  expect(stored.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await stored.body();
  // The square the page cut: 256 × 256.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256]);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-avatar').locator('img')).toHaveAttribute('src', ownUrl);
  await expect
    .poll(() =>
      page
        .getByTestId('member-avatar')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(256);

  // A game launched from the lobby (a window of its own), then one real-money spin in it (its own page).
  await page.goto('/m/game?category=RNG');
  const tile = page.locator('[data-testid="game-tile"]:not(:has(.tk-tile__free))').first();
  await expect(tile).toBeVisible();
  const nodeId = (await tile.getAttribute('data-node-id')) ?? '';
  const target = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
  const [game] = await Promise.all([context.waitForEvent('page'), target.locator('img').click()]);
  await game.waitForURL(/\/play\/slot/);
  await expect(game.locator('#spin')).toBeEnabled();
  await expect(game.locator('#mode')).toHaveText('REAL');
  await game.locator('#spin').click();
  await expect(game.locator('#spin')).toBeEnabled();
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/wallet/records?type=BET', { headers: { ...m.auth, 'X-Merchant': 'acme' } });
      return ((await res.json()) as { value: { total: number } }).value.total;
    })
    .toBe(1);
  await game.close();

  // The member center's recent games has it; a tap launches it again (here, in this window).
  await page.goto('/m/member/home');
  const again = recent.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
  await expect(again).toBeVisible();
  await expect(page.getByTestId('popular-announcements')).toBeVisible();
  await recent.scrollIntoViewIfNeeded();
  await docShot(page, 'member/self-home-en-dark.png');
  await again.locator('img').click();
  await page.waitForURL(/\/play\/slot/);

  // The account record: the API's codes in the filter; Bet shows the spin's stake only, Adjustment the credit only.
  await page.goto('/m/transaction/record');
  const type = page.getByRole('combobox', { name: 'Transaction type' });
  await expect(type.locator('option[value="BET"]')).toHaveCount(1);
  const rows = page.getByTestId('account-records').locator('.mb-record__title');
  await expect(rows.filter({ hasText: 'Adjustment' })).toHaveCount(1);
  await type.selectOption('BET');
  await expect(rows.first()).toHaveText('Bet');
  await expect(rows.filter({ hasNotText: /^Bet$/ })).toHaveCount(0);
  await type.selectOption('ADJUSTMENT');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText('Adjustment');
  await type.selectOption('WITHDRAW');
  await expect(page.getByText('No data')).toBeVisible();
  await docShot(page, 'member/self-account-record-en-dark.png');

  // The third-party game record tab: the spin's vendor for today.
  await page.goto('/m/gameRecord');
  await page.getByRole('tab', { name: 'Third-party games' }).click();
  await expect(page.getByTestId('third-party-records').getByText(/1 bet/)).toBeVisible();
  await docShot(page, 'member/self-third-party-en-dark.png');

  // Security questions (set through the API) prove who the member is before a PIN reset: a wrong set
  // says how many attempts are left, as the API answers (three password-grade hashes: slow on a loaded machine).
  const set = await page.request.post('/api/v1/security/questions', {
    headers: { ...m.auth, 'X-Merchant': 'acme' },
    data: {
      password: PASSWORD,
      answers: [
        { questionId: 1, answer: 'Rex' },
        { questionId: 2, answer: 'Lisbon' },
        { questionId: 3, answer: 'Blue' },
      ],
    },
  });
  expect(set.status(), await set.text()).toBe(200);
  const pin = await page.request.post('/api/v1/security/payment-password', {
    headers: { ...m.auth, 'X-Merchant': 'acme' },
    data: { password: PASSWORD, newPaymentPassword: '135790' },
  });
  expect(pin.status(), await pin.text()).toBe(200);
  await page.goto('/m/securityCenter');
  await page
    .getByTestId('security-list')
    .getByRole('button', { name: /Forgot the payment password/ })
    .click();
  await page.getByTestId('reset-by-questions').click();
  const verify = page.getByRole('dialog', { name: 'Answer your security questions' });
  for (const box of await verify.getByRole('textbox').all()) await box.fill('wrong');
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await expect(verify.getByText(/The answers are incorrect\. \d+ attempts? left before they lock\./)).toBeVisible({ timeout: 30_000 });
  await docShot(page, 'member/self-verify-questions-en-dark.png');

  // Light theme and PT-BR (a tab of their own: this one's preferences are fixed at load): the member
  // center's blocks in Brazilian words.
  const light = await context.newPage();
  await light.setViewportSize({ width: 390, height: 844 });
  await skipHomePopup(light);
  await withPreferences(light, 'light', 'PT-BR');
  await light.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), {
    token: m.auth.Authorization.slice('Bearer '.length),
    userName: m.username,
    type: 0,
    merchantCode: 'acme',
  });
  await light.goto('/m/member/home');
  await expect(light.getByRole('heading', { name: 'Jogos recentes' })).toBeVisible();
  await expect(light.getByTestId('recent-games').locator(`[data-node-id="${nodeId}"]`)).toBeVisible();
  await light.getByTestId('recent-games').scrollIntoViewIfNeeded();
  await docShot(light, 'member/self-home-ptbr-light.png');
  await light.goto('/m/gameRecord');
  await light.getByRole('tab', { name: 'Jogos de terceiros' }).click();
  await expect(light.getByTestId('third-party-records').getByText(/1 aposta/)).toBeVisible();
  await docShot(light, 'member/self-third-party-ptbr-light.png');
  await light.close();
});
