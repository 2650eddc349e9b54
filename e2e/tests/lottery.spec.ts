import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { asMember, docShot, pushRoute, withPreferences } from './support';

// Lottery journeys of issue 19: the lobby (groups, draws, recent Vietnam lottery), a LOTT game in
// the /m/launchGame frame taking a bet that moves the balance, and coming back.

async function balanceOf(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/v1/wallet/balance', { headers: { Authorization: `Bearer ${token}` } });
  return Number(((await res.json()) as { value: { sumBalance: string } }).value.sumBalance);
}

test('the lobby lists the groups, each game with its open draw, and the recent Vietnam lottery; axe finds nothing serious', async ({ page }) => {
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-menu').getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  const game = page.locator('.lt-game').first();
  await expect(game).toContainText(/Draw \d+/);
  await expect(page.getByTestId('vietnam-results')).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A visitor who picks a game logs in first and comes back to the frame.
  await game.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain('/m/launchGame?');
});

test('a LOTT game in /m/launchGame: one Back, axe finds nothing serious, a bet moves the balance, Back leaves for home and the header shows it', async ({
  page,
}) => {
  const session = await asMember(page);
  await page.goto('/m/home');
  await pushRoute(page, '/m/lottery');
  const before = await balanceOf(page, session.token);
  const hanoi = page.locator('.lt-game[data-game-code="VN_HN_5M"]');
  await hanoi.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*prize_mode=Lott.*code=VN_HN_5M/);
  const frameEl = page.getByTestId('lottery-frame');
  await expect(frameEl).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await frameEl.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  // The spec's frame parameters (§2): the game's, the member's (mui), the merchant and its stylesheet (docs/decisions/lottery-vendor-frames.md).
  expect(await frameEl.getAttribute('src')).toMatch(
    /^\/play\/lottery\?ticket=[\w-]{22}&gameId=[\w.-]+&gameGroupId=\d+&prize_mode=Lott&mui=demo1&merchant=demo&css=(dark|light)&back=none&lang=EN$/,
  );
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(frame.locator('#place')).toBeEnabled();
  // One Back on the screen: the shell's (the framed page leaves its own out).
  await expect(page.getByTestId('header-back')).toBeVisible();
  await expect(frame.locator('.back')).toHaveCount(0);
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await frame.locator('#tab-ent').click();
  await frame.locator('.pick[data-pick="big"]').click();
  await frame.locator('#stake').selectOption({ index: 0 });
  const stake = Number(await frame.locator('#stake').inputValue());
  await frame.locator('#place').click();
  await expect(frame.locator('#message')).toContainText('Bet placed');
  await expect.poll(() => balanceOf(page, session.token)).toBeCloseTo(before - stake, 2);

  // Back (pageBack=home, the route table's back home).
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const after = await balanceOf(page, session.token);
  await expect(page.getByTestId('balance')).toHaveText(new RegExp(`^\\D*${Math.trunc(after).toLocaleString('en')}$`));
});

// The lobby and the framed demo lottery in each theme and language (axe on both; docs/screens/games
// with SCREENSHOTS=1); the frame follows the theme (css=dark|light) and the language (lang=).
for (const [theme, lang] of [
  ['dark', 'EN'],
  ['light', 'EN'],
  ['dark', 'PT'],
  ['light', 'PT'],
] as const) {
  test(`the lottery lobby and /m/launchGame's framed demo lottery in the ${theme} theme, ${lang}; axe finds nothing serious`, async ({ page }) => {
    // Two screens, each with an axe pass.
    test.setTimeout(60_000);
    await withPreferences(page, theme, lang);
    await asMember(page);
    await page.goto('/m/lottery');
    await expect(page.locator('.lt-game').first()).toContainText(/\d/);
    await expect(page.getByTestId('vietnam-results')).toBeVisible();
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await docShot(page, `games/lottery-${theme}-${lang.toLowerCase()}.png`);
    await page.locator('.lt-game[data-game-code="VN_HN_5M"]').getByRole('button').click();
    const frameEl = page.getByTestId('lottery-frame');
    expect(await frameEl.getAttribute('src')).toMatch(new RegExp(`&css=${theme}&back=none&lang=${lang}$`));
    const frame = page.frameLocator('[data-testid="lottery-frame"]');
    await expect(frame.locator('#place')).toBeEnabled();
    await frame.locator('#tab-ent').click();
    await frame.locator('.pick[data-pick="big"]').click();
    await expect(frame.locator('#tab-ent')).toHaveText(lang === 'PT' ? 'Entretenimento' : 'Entertainment');
    const frameViolations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(frameViolations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await docShot(page, `games/launchgame-${theme}-${lang.toLowerCase()}.png`);
  });
}
