import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN, E2E_PORT } from '../playwright.config';
import { admin, skipHomePopup } from './support';

const LIVE = `http://localhost:${E2E_PORT}`;
const DEAD = `http://127.0.0.1:${E2E_PORT + 2000}`;

test("image CDNs (spec §3, §9): acme's game icons load from a CDN chosen per session, past a dead one, and the operator's list is refused off the allowed origins", async ({
  page,
}) => {
  // Off the deployment's list: refused, nothing stored.
  const refused = await page.request.put('/api/admin/merchants/acme/image-cdns', {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { origins: ['https://evil.example'] },
  });
  expect(refused.status()).toBe(400);
  await admin(page.request, 'PUT', '/api/admin/merchants/acme/image-cdns', { origins: [DEAD, LIVE] });
  try {
    await skipHomePopup(page);
    // Start this tab on the dead CDN: every icon has to fall back to the live one.
    await page.addInitScript(() => window.sessionStorage.setItem('imageCdn', '0'));
    await page.goto('/m/game?category=RNG&merchant=acme');
    const icons = page.getByTestId('game-tile').locator('img');
    await expect(icons.first()).toBeVisible();
    await expect
      .poll(() => icons.first().evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
      .toMatch(new RegExp(`^${LIVE}/`));
    // The default picture never showed for an icon the CDN has.
    expect(await icons.first().getAttribute('src')).not.toMatch(/^data:/);
  } finally {
    await admin(page.request, 'PUT', '/api/admin/merchants/acme/image-cdns', { origins: [] });
  }
});
