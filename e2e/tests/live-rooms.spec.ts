import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { admin, docShot, newAcmeMember, skipHomePopup, withPreferences } from './support';

// Live-stream rooms (issue 29, spec §1; docs/decisions/live-rooms.md) on acme with a member of its
// own: from the LIVESTREAM list into a free room whose stream plays (the video's currentTime
// advances), a chat line another browser (a visitor) sees by polling, then a pay-per-view room
// bought from the gate and found in the account record under its own code.

const PASSWORD = 'Live@12345';

type TRoom = { id: number; name: string; roomType: 'FREE' | 'VIP' | 'PPV'; online: boolean; price: string | null };

async function acmeRooms(page: Page): Promise<TRoom[]> {
  const res = await page.request.get('/api/v1/live/models?merchant=acme&pageSize=100');
  return ((await res.json()) as { value: { list: TRoom[] } }).value.list;
}

async function expectAxeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('live rooms: a free room plays and its chat reaches another viewer; a pay-per-view room is bought and shows in the account record', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipHomePopup(page);
  await withPreferences(page, 'dark', 'EN');
  await page.goto('/m/home?merchant=acme');
  const m = await newAcmeMember(page, { prefix: 'live', password: PASSWORD, mobileLead: '6' });
  const info = await page.request.get('/api/v1/member/info', { headers: { ...m.auth, 'X-Merchant': 'acme' } });
  const id = ((await info.json()) as { value: { id: number } }).value.id;
  await admin(page.request, 'POST', `/api/admin/members/${id}/balance-adjustments`, {
    amount: '100.00',
    reason: 'live rooms journey',
    reference: `live-${id}`,
  });

  const rooms = await acmeRooms(page);
  const free = rooms.find((r) => r.roomType === 'FREE' && r.online);
  const ppv = rooms.find((r) => r.roomType === 'PPV' && r.online);
  expect(free && ppv).toBeTruthy();

  // From the LIVESTREAM list into the free room.
  await page.goto('/m/gameList?gameType=LIVESTREAM');
  const link = page.getByTestId('live-room-link').filter({ hasText: free!.name }).first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/m/liveRoom\\?id=${free!.id}$`));
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible({ timeout: 20_000 });
  // It plays: muted (autoplay), and its clock moves.
  await expect(page.getByTestId('live-player')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).not.toBeCloseTo(first, 1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.getByTestId('live-sound').click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

  // A chat line, seen by a visitor in another browser context (polling).
  const words = `Good luck everyone ${Date.now().toString(36)}`;
  await page.getByTestId('live-chat-input').fill(words);
  await page.getByTestId('live-chat-send').click();
  await expect(page.getByTestId('live-chat-lines').getByText(words)).toBeVisible();
  await expectAxeClean(page);
  await docShot(page, 'games/live-room-free-en-dark.png');

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const visitor = await other.newPage();
    await skipHomePopup(visitor);
    await withPreferences(visitor, 'light', 'PT-BR');
    await visitor.goto(`/m/liveRoom?id=${free!.id}&merchant=acme`);
    await expect(visitor.getByTestId('live-chat-lines').getByText(words)).toBeVisible({ timeout: 20_000 });
    // Visitors read only (in the visitor's language: Brazilian Portuguese here).
    await expect(visitor.getByTestId('live-chat-input')).toHaveCount(0);
    await expect(visitor.getByText('Entre para conversar na sala.')).toBeVisible();
    await docShot(visitor, 'games/live-room-visitor-ptbr-light.png');
  } finally {
    await other.close();
  }

  // The pay-per-view room: the gate names the price, the purchase opens the stream.
  await page.goto(`/m/liveRoom?id=${ppv!.id}`);
  const gate = page.getByTestId('live-gate');
  await expect(gate).toHaveAttribute('data-gate', 'ppv', { timeout: 20_000 });
  await expect(gate).toContainText(ppv!.price!);
  await docShot(page, 'games/live-room-ppv-gate-en-dark.png');
  await page.getByTestId('live-buy').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(ppv!.price!);
  await dialog.getByRole('button', { name: /^Buy for/ }).click();
  await expect(page.getByTestId('live-video')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('live-pass-until')).toBeVisible();

  // The account record: the purchase under its own code and words.
  await page.goto('/m/transaction/record');
  const bought = page.getByTestId('account-records').getByRole('listitem').filter({ hasText: 'Pay-per-view pass' });
  await expect(bought).toHaveCount(1, { timeout: 20_000 });
  await expect(bought).toContainText(new RegExp(`-\\D{0,3}${ppv!.price!.replace('.', '\\.')}`));
  await docShot(page, 'games/live-pass-account-record-en-dark.png');
});
