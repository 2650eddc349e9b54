import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { admin, asMember, docShot, skipHomePopup } from './support';

// Issue 29 (spec §0 game families): cockfight is a category of the lobby like the others, with its
// vendor (SV388) and arenas drawn by the artwork generator; an arena opens the demo cockfight, which
// plays real money against the ledger: meron, wala or draw, each fight settled at once. Rounds are
// played until one loses: after each the balance moved by exactly win − bet and "Last win" is the
// fight's win. Axe on the page, dark EN and light PT-BR. docs/decisions/demo-games.md.

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

async function expectAxeClean(game: Page): Promise<void> {
  const result = await new AxeBuilder({ page: game }).analyze();
  expect(
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the lobby has a Cockfight category with its arenas; an arena plays meron against wala for real money, fight by fight', async ({ page }) => {
  test.setTimeout(240_000);
  await skipHomePopup(page);
  const session = await asMember(page, 'member', { fresh: true });
  const auth = { Authorization: `Bearer ${session.token}` };
  const info = ((await (await page.request.get('/api/v1/member/info', { headers: auth })).json()) as { value: { id: number } }).value;
  await admin(page.request, 'POST', `/api/admin/members/${info.id}/balance-adjustments`, {
    amount: '200.00',
    reason: 'e2e cockfight',
    reference: `e2e-cockfight-${Date.now()}`,
  });

  // The game center's menu has the category, named in the player's language, with its vendor.
  await page.goto('/m/game');
  const entry = page.getByTestId('category-menu').locator('[data-category="COCKFIGHT"]');
  await expect(entry).toContainText('Cockfight', { timeout: 20_000 });
  await entry.click();
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(6, { timeout: 20_000 });
  await expect(tiles.first()).toHaveAttribute('data-vendor', 'SV388');
  await expect(tiles.first().locator('img')).toHaveAttribute('alt', 'Main Arena');
  await page.waitForLoadState('networkidle');
  await docShot(page, 'games/lobby-cockfight-dark.png');

  // The game list has its tab too.
  const list = await page.request.get('/api/v1/games?gameType=COCKFIGHT&pageSize=21');
  expect(((await list.json()) as { value: { games: unknown[] } }).value.games).toHaveLength(6);

  const popup = page.waitForEvent('popup');
  await tiles.first().locator('.tk-tile__open').click();
  const game = await popup;
  await game.setViewportSize({ width: 390, height: 844 });
  await expect(game).toHaveURL(/\/play\/cockfight$/);
  await expect(game.locator('#game-name')).toHaveText('Main Arena');
  await game.getByRole('radio', { name: /Meron/ }).check();
  const button = game.getByRole('button', { name: 'FIGHT', exact: true });
  await expect(button).toBeEnabled();
  await expect(game.locator('#balance')).not.toHaveText('—');
  const bet = money(await game.locator('#bet').inputValue());
  let lost = false;
  for (let round = 1; round <= 25 && !lost; round++) {
    const before = money(await game.locator('#balance').textContent());
    const answered = game.waitForResponse((r) => /\/api\/v1\/play\/cockfight\/fight$/.test(r.url()));
    await button.click();
    const value = ((await (await answered).json()) as { value: { win: string; balance: string; winner: string; orderNo: string } }).value;
    await expect(game.locator('#last-win')).toHaveText(value.win, { timeout: 10_000 });
    await expect(game.locator('#balance')).toHaveText(value.balance);
    await expect(button).toBeEnabled({ timeout: 10_000 });
    expect(money(value.balance) - before, `fight ${round}: the balance moves by win − bet`).toBe(money(value.win) - bet);
    await expect(game.getByRole('status')).toContainText(value.winner === 'DRAW' ? 'A draw' : value.winner === 'MERON' ? 'Meron wins' : 'Wala wins');
    await expect(game.locator('#pit')).toHaveClass(new RegExp(`w-${value.winner}`));
    if (money(value.win) === 0) {
      await expect(game.locator('#last-win')).toHaveText('0.00');
      // The lost fight is in the member's betting records, on the cockfight vendor.
      const records = await page.request.get('/api/v1/records/bets?vendor=SV388&pageSize=5', { headers: auth });
      const rows = ((await records.json()) as { value: { list: { orderNo: string; status: string }[] } }).value.list;
      expect(rows.find((r) => r.orderNo === value.orderNo)?.status).toBe('LOST');
      lost = true;
    }
  }
  expect(lost, 'a lost fight within 25').toBe(true);
  await docShot(game, 'games/demo-cockfight-dark.png');
  await expectAxeClean(game);

  // Light PT-BR: the page's words and one more fight.
  await game.goto(`${new URL(game.url()).pathname}?css=light&lang=pt-BR`);
  const luta = game.getByRole('button', { name: 'LUTA', exact: true });
  await expect(luta).toBeEnabled();
  await expect(game.getByRole('radio', { name: /Empate/ })).toBeVisible();
  await luta.click();
  await expect(game.getByRole('status')).toContainText(/Meron vence|Wala vence|Empate/, { timeout: 10_000 });
  await expect(luta).toBeEnabled({ timeout: 10_000 });
  await docShot(game, 'games/demo-cockfight-light-ptbr.png');
  await expectAxeClean(game);
  await game.close();
});
