import { expect, test } from '@playwright/test';
import { docShot, pushRoute, skipHomePopup } from './support';

test('gestures (spec §9): a long press on a tile opens its details; a swipe from the edge goes back', async ({ page }) => {
  await skipHomePopup(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-games').getByTestId('game-tile').first()).toBeVisible();
  await pushRoute(page, '/m/game?category=RNG');
  await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);

  // Long press (370 ms) on a tile: the details, not the game.
  const tile = page.getByTestId('game-tile').first();
  await expect(tile.locator('.tk-tile__open')).toBeVisible();
  // The list revalidates and may redraw in another order: read the first tile once it has settled.
  await page.waitForLoadState('networkidle');
  // hover() waits until the tile is stable and puts the pointer on it (the list may redraw as it revalidates).
  await tile.locator('.tk-tile__open').hover();
  // The name of the tile under the pointer, read at the last moment before the press (a redraw
  // between an earlier read and the press showed another game's details under a busy run).
  const name = (await tile.locator('img').getAttribute('alt')) ?? '';
  await page.mouse.down();
  const details = page.getByTestId('game-details');
  await expect(details).toBeVisible();
  await page.mouse.up();
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  await docShot(page, 'games/game-details.png');
  // Play, as a visitor: the login modal over the list.
  await details.getByTestId('game-details-play').click();
  await expect(details).toHaveCount(0);
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-modal')).toHaveCount(0);

  // A swipe from the left edge, 120 px: back to home, as the header's back button.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 4, y: 420 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 60, y: 424 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 124, y: 426 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page).toHaveURL(/\/m\/home$/);
});
