import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asMember, docShot, pageHeading, skipHomePopup, withPreferences } from './support';

// Issue 29: the hot-games screen (spec §2 Home, §9 PAGE_SIZES.hotGamesScreen = 18), /m/hotGames in
// the games remote, reached from home's jackpot panel: at most 18 hot games each with a jackpot-like
// number (20000-80000, six digits), a live section of its own, the more link to
// /m/gameList?type=hot; a visitor's tap goes to login and back, a member's opens the game.
// docs/decisions/hot-games-screen.md.

const JACKPOT_MIN = 20_000;
const JACKPOT_MAX = 80_000;

test('a visitor reaches the hot-games screen from home: 18 games with six-digit jackpot numbers, the live section, the more link, login on a tap', async ({
  page,
}) => {
  // Two workers on a loaded 2-core machine: this journey visits three screens and checks every tile.
  test.setTimeout(150_000);
  await skipHomePopup(page);
  await page.goto('/m/home');
  await page.getByTestId('jackpot-more').click();
  await expect(page).toHaveURL(/\/m\/hotGames$/);
  await expect(pageHeading(page)).toHaveText('Hot games');

  const main = page.getByTestId('hot-screen-games');
  const tiles = main.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
  // The seed's hot list has more than 18 games that are not live: the screen shows exactly 18.
  await expect(tiles).toHaveCount(18);
  const numbers = await main.getByTestId('jackpot-number').allTextContents();
  expect(numbers).toHaveLength(18);
  for (const n of numbers) {
    expect(n).toMatch(/^\d{6}$/);
    expect(Number(n)).toBeGreaterThanOrEqual(JACKPOT_MIN);
    expect(Number(n)).toBeLessThanOrEqual(JACKPOT_MAX);
  }
  // The same game keeps its number on the next visit.
  const firstNode = await tiles.first().getAttribute('data-node-id');
  const firstNumber = numbers[0];

  // The live section: the hot list's live-casino games, none of them among the 18.
  const live = page.getByTestId('hot-screen-live');
  const liveTiles = live.getByTestId('game-tile');
  await expect(liveTiles.first()).toBeVisible();
  const liveIds = await liveTiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
  const mainIds = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
  expect(liveIds.some((id) => mainIds.includes(id))).toBe(false);
  const hot = (await (await page.request.get('/api/v1/games/hot?language=EN')).json()) as { value: { list: { nodeId: string; gameType: string }[] } };
  const liveHot = hot.value.list.filter((g) => g.gameType === 'LIVE').map((g) => g.nodeId);
  expect(liveIds).toEqual(liveHot.slice(0, 18));

  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A visitor's tap: the login modal over this screen (spec §4), which stays.
  await tiles.first().locator('.tk-tile__open').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/hotGames$/);
  await page.getByTestId('login-modal').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);

  await page.goto('/m/hotGames');
  await expect(main.locator(`[data-node-id="${firstNode}"]`).getByTestId('jackpot-number')).toHaveText(firstNumber ?? '');
  // The more link: the game list's hot tab.
  await main.getByRole('link', { name: /More hot games/ }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?type=hot$/);
  await expect(page.getByTestId('game-list-tabs').getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
});

test('a member opens a game from the hot-games screen (its demo in a window of its own)', async ({ page }) => {
  test.setTimeout(60_000);
  await asMember(page);
  await skipHomePopup(page);
  await page.goto('/m/hotGames');
  const tile = page.getByTestId('hot-screen-games').getByTestId('game-tile').first();
  await expect(tile).toBeVisible({ timeout: 15_000 });
  const popup = page.waitForEvent('popup');
  await tile.locator('.tk-tile__open').click();
  const game = await popup;
  await expect(game).toHaveURL(/\/play\/(slot|table|crash)/);
  await game.close();
});

for (const [theme, language, file] of [
  ['dark', 'EN', 'hot-games-dark-en.png'],
  ['light', 'PT-BR', 'hot-games-light-ptbr.png'],
] as const) {
  test(`hot-games screen screenshot, ${theme} ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await withPreferences(page, theme, language);
    await skipHomePopup(page);
    await page.goto('/m/hotGames');
    await expect(page.getByTestId('hot-screen-games').getByTestId('game-tile').nth(5)).toBeVisible({ timeout: 15_000 });
    await expect(pageHeading(page)).toHaveText(language === 'EN' ? 'Hot games' : 'Jogos populares');
    await page.waitForLoadState('networkidle');
    await docShot(page, `games/${file}`);
    await page.getByTestId('hot-screen-live').scrollIntoViewIfNeeded();
    await docShot(page, `games/${file.replace('.png', '-live.png')}`);
  });
}
