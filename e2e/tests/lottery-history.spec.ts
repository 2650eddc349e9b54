import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { docShot, pageHeading, withPreferences } from './support';

// Issue 29: lottery history (spec §2 module list), /m/lotteryHistory in the lottery remote, reached
// from each game of the lottery lobby: the game's past draws newest first as the API stores them
// (numbersOpened), 20 a page with the older ones on demand, another game from the chooser (a
// Vietnam game shows its special prize). docs/decisions/lottery-history.md.

interface TDraw {
  numero: number;
  numbers: number[];
  sum: number;
  prizes: { prize: string; numbers: string[] }[] | null;
}

const draws = async (request: import('@playwright/test').APIRequestContext, gameCode: string, vendor: string, pageSize: number) => {
  const res = await request.get(`/api/v1/lottery/results?gameCode=${gameCode}&vendor=${vendor}&pageSize=${pageSize}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { value: { list: TDraw[] } }).value.list;
};

test('from the lobby to a game’s draw history: newest first as the API keeps them, older pages on demand, another game from the chooser', async ({ page }) => {
  // Two workers on a loaded 2-core machine: this journey visits three screens and checks every tile.
  test.setTimeout(150_000);
  await page.goto('/m/lottery');
  const game = page.locator('.lt-game').first();
  await expect(game).toContainText(/Draw \d+/);
  const code = (await game.getAttribute('data-game-code')) ?? '';
  const vendor = (await game.getAttribute('data-vendor')) ?? '';
  const name = (await game.locator('.lt-game__name').textContent()) ?? '';
  await game.getByRole('link', { name: `Draw history of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/m/lotteryHistory\\?gameCode=${code}&vendor=${vendor}$`));
  await expect(pageHeading(page)).toHaveText('Lottery history');
  await expect(page.getByLabel('Game')).toHaveValue(`${vendor}:${code}`);

  const rows = page.getByTestId('draw-history').getByRole('listitem');
  await expect(rows).toHaveCount(20, { timeout: 15_000 });
  // What the screen shows is what the API stored: the first page's draw numbers and digits, newest first.
  const stored = await draws(page.request, code, vendor, 40);
  const shown = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-numero'))));
  // A draw may close between the two reads: compare from the newest draw both have.
  const offset = stored.findIndex((d) => d.numero === shown[0]);
  expect(offset).toBeGreaterThanOrEqual(0);
  expect(shown).toEqual(stored.slice(offset, offset + 20).map((d) => d.numero));
  for (let i = 1; i < shown.length; i++) expect(shown[i]!).toBeLessThan(shown[i - 1]!);
  const first = stored[offset]!;
  await expect(rows.first().locator('.lt-ball')).toHaveText(first.numbers.map(String));
  await expect(rows.first()).toContainText(`Sum ${first.sum}`);

  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Older draws' }).click();
  await expect(rows).toHaveCount(40);

  // Another game from the chooser: a Vietnam lottery game shows its special prize with each draw.
  const chooser = page.getByLabel('Game');
  const vnValue = await chooser.locator('option[value^="TCG_LOTTO_VN:"]').first().getAttribute('value');
  await chooser.selectOption({ value: vnValue ?? 'missing' });
  await expect(page).toHaveURL(/gameCode=\w+&vendor=TCG_LOTTO_VN$/);
  const vnCode = new URL(page.url()).searchParams.get('gameCode') ?? '';
  await expect(rows).toHaveCount(20, { timeout: 15_000 });
  const vn = await draws(page.request, vnCode, 'TCG_LOTTO_VN', 5);
  const vnShown = Number(await rows.first().getAttribute('data-numero'));
  const vnDraw = vn.find((d) => d.numero === vnShown);
  expect(vnDraw?.prizes?.[0]?.prize).toBe('special');
  await expect(rows.first().locator('.lt-history__special')).toContainText(vnDraw?.prizes?.[0]?.numbers[0] ?? 'missing');
});

for (const [theme, language, file] of [
  ['dark', 'EN', 'lottery-history-dark-en.png'],
  ['light', 'PT-BR', 'lottery-history-light-ptbr.png'],
] as const) {
  test(`lottery history screenshot, ${theme} ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await withPreferences(page, theme, language);
    await page.goto('/m/lotteryHistory');
    await expect(page.getByTestId('draw-history').getByRole('listitem')).toHaveCount(20, { timeout: 15_000 });
    await expect(pageHeading(page)).toHaveText(language === 'EN' ? 'Lottery history' : 'Histórico da loteria');
    await docShot(page, `games/${file}`);
  });
}
