import { expect, test, type Page } from '@playwright/test';
import { docShot, skipHomePopup, solvedHumanCheck, withoutCaptcha } from './support';

/** A demo member of this journey's own (no session stored: the page is a visitor's until the modal's login). */
async function registeredMember(page: Page, password: string): Promise<string> {
  const username = `lm${Date.now().toString(36).slice(-8)}`;
  await withoutCaptcha(page.request, 'demo', async () => {
    const humanCheck = await solvedHumanCheck(page.request);
    const res = await page.request.put('/api/v1/register', { data: { data: { username, password, confirmPassword: password, humanCheck } } });
    expect(res.status(), await res.text()).toBe(200);
  });
  return username;
}

async function logInThroughModal(page: Page, username: string, password: string, { staysOnPage = true, shot = '' } = {}): Promise<void> {
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Login' })).toBeVisible();
  if (shot) await docShot(page, shot);
  expect(await page.evaluate(() => document.body.classList.contains('login-modal-open'))).toBe(true);
  await modal.locator('input[name="username"]').fill(username);
  await modal.locator('input[name="password"]').fill(password);
  const slider = modal.getByTestId('human-check');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('data-state', 'passed');
  await modal.getByTestId('login-submit').getByRole('button').click();
  if (!staysOnPage) return;
  await expect(modal).toHaveCount(0);
  expect(await page.evaluate(() => document.body.classList.contains('login-modal-open'))).toBe(false);
}

test("the login modal (spec §4): a visitor's star on a game list logs in over the page and the star is set; a game on home opens after the login", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const password = 'Modal@1234';
  const username = await registeredMember(page, password);
  await skipHomePopup(page);

  // A game list: the star asks for a login over the list, then is saved; the list never left.
  await page.goto('/m/game?category=RNG');
  const tile = page.getByTestId('game-tile').first();
  const nodeId = await tile.getAttribute('data-node-id');
  await tile.locator('[aria-pressed]').click();
  await logInThroughModal(page, username, password, { shot: 'accounts/login-modal.png' });
  await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  await expect(page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"] [aria-pressed="true"]`)).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null);
  expect(session?.userName).toBe(username);
  const token = await page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token);
  const favs = await page.request.get('/api/v1/games/favourites/ids', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await favs.json()) as { value: { list: string[] } }).value.list).toContain(nodeId);

  // Home, as a visitor again: a hot game's tap opens the modal; after the login the game opens.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/m/home');
  await page.getByTestId('hot-games').getByTestId('game-tile').first().locator('.tk-tile__open').click();
  await logInThroughModal(page, username, password, { staysOnPage: false });
  // The game's own page (the demo vendor's), not /m/login.
  await expect(page).toHaveURL(/\/play\//);
});
