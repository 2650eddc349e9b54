import { expect, test } from '@playwright/test';
import { skipHomePopup } from './support';

// Issue 31 item 3: Back to a list puts it where the player left it, with the pages it had loaded;
// a new page starts at the top (shell/src/routes/scrollRestoration.ts).
test('Back keeps your place: the game list comes back at its position with its loaded pages; a new page starts at the top', async ({ page }) => {
  await skipHomePopup(page);
  await page.goto('/m/game?category=RNG');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  const firstPage = await tiles.count();
  // Scroll down until the infinite scroll has loaded at least two more pages.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return tiles.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(firstPage * 2);
  // A little back up, where the player reads: somewhere in the loaded pages, far from the top.
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(300);
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(600);
  const loaded = await tiles.count();

  // Another page through the footer: it opens at the top.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back: the list, as it was.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
  expect(await tiles.count()).toBeGreaterThanOrEqual(loaded);
  await expect(tiles.nth(loaded - 1)).toBeAttached();

  // Forward to the promotions page: where it was (the top), not the list's position.
  await page.goForward();
  await expect(page).toHaveURL(/\/m\/activity/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
