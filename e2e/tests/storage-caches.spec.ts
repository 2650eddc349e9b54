import { expect, test } from '@playwright/test';
import { skipHomePopup } from './support';

test("spec §3's storage caches: a second visit draws the vendor types from localStorage at once while the call is still out, then revalidates", async ({
  page,
}) => {
  await skipHomePopup(page);
  await page.goto('/m/game?category=RNG');
  const menu = page.getByTestId('category-menu');
  await expect(menu.locator('[data-category="RNG"]')).toBeVisible();
  // First visit: the answer is kept under the spec's key, for this merchant and language.
  const stored = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('getVassGameType') ?? 'null') as { m: string; l: string; e: unknown[] } | null,
  );
  expect(stored).toMatchObject({ m: 'demo', l: 'EN' });
  expect(stored?.e.length).toBe(1);

  // Second visit with the call held back: the lobby's menu draws from storage before it answers.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route('**/api/v1/games/types**', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(menu.locator('[data-category="RNG"]')).toBeVisible();
  // The revalidation goes out after the first paint (an effect): it may not have left yet when the
  // menu shows. It is still held, so the menu above came from storage.
  await expect.poll(() => asked).toBe(1);
  await expect(menu.locator('[data-category="RNG"]')).toBeVisible();
  release();
  // Revalidated: the stored answer is rewritten with the new time.
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(window.localStorage.getItem('getVassGameType') ?? '{"e":[{"at":0}]}') as { e: { at: number }[] }).e[0]?.at ?? 0),
    )
    .toBeGreaterThan((stored?.e[0] as { at: number } | undefined)?.at ?? 0);
});
