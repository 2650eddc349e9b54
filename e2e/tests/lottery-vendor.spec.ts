import { expect, test } from '@playwright/test';
import { solveHumanCheck } from '@tessera/contract';
import { createServer, type Server } from 'node:http';
import { ADMIN_TOKEN, E2E_VENDOR_PORT } from '../playwright.config';
import { admin, docShot, withPreferences } from './support';

// Lottery vendor frames (issue 29, spec §2 launchGame, §7; docs/decisions/lottery-vendor-frames.md).
// A local "lottery vendor" on another 127.0.0.1 port (the run's allowed vendor origin,
// VENDOR_FRAME_ORIGINS) serves a page that shows the parameters it received and can ask the
// platform to go back. This journey's own merchant gets the vendor's launch URL for LOTT from the
// operator; its member opens a LOTT game from the lobby and the frame shows the vendor's full URL
// with the ticket and the spec's parameters.

const VENDOR = `http://127.0.0.1:${E2E_VENDOR_PORT}`;
const STAMP = Date.now().toString(36).slice(-6);
const CODE = `lv${STAMP}`;

const VENDOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vendor lottery</title>
<style>body{font:16px sans-serif;margin:12px;background:#123;color:#fff}dd{margin:0 0 6px;font-family:monospace;word-break:break-all}</style></head>
<body><h1>Vendor lottery</h1><dl id="params"></dl><button id="back" type="button">Back to the site</button>
<script>
const dl = document.getElementById('params');
for (const [k, v] of new URLSearchParams(location.search)) {
  const dt = document.createElement('dt'); dt.textContent = k;
  const dd = document.createElement('dd'); dd.dataset.param = k; dd.textContent = v;
  dl.append(dt, dd);
}
document.getElementById('back').onclick = () => parent.postMessage({ source: 'tessera-play', type: 'back' }, '*');
</script></body></html>`;

let vendor: Server;
const seen: string[] = [];
test.beforeAll(async () => {
  vendor = createServer((req, res) => {
    seen.push(req.url ?? '');
    if ((req.url ?? '').startsWith('/lotto')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(VENDOR_PAGE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => vendor.listen(E2E_VENDOR_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => vendor.close(resolve));
});

test("a lottery vendor's full launch URL opens in the frame with the ticket and the spec's parameters; its Back comes home", async ({ page }) => {
  test.setTimeout(90_000);
  await admin(page.request, 'POST', '/api/admin/merchants', {
    code: CODE,
    name: 'Vendor Lotto Casino',
    domains: [],
    currency: { code: 'BRL', symbol: 'R$' },
    languages: { default: 'EN', offered: ['EN', 'PT-BR'] },
    theme: 'dark',
  });
  // Only an allowed vendor origin can be set (refused, nothing stored); then the vendor's URL.
  const refused = await page.request.put(`/api/admin/merchants/${CODE}/vendor-launch/LOTT`, {
    data: { url: 'https://evil.example/lotto' },
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([400, 'VENDOR_ORIGIN_NOT_ALLOWED']);
  await admin(page.request, 'PUT', `/api/admin/merchants/${CODE}/vendor-launch/LOTT`, { url: `${VENDOR}/lotto?skin=tessera` });

  // A member of the merchant (its registration without the image captcha: not what is tested here).
  await admin(page.request, 'PATCH', `/api/admin/merchants/${CODE}/registration`, { captcha: { enabled: false, required: false } });
  const username = `lv${STAMP}m`;
  // The human check is the merchant's: asked and solved as the registration screen does.
  const challenge = (
    (await (await page.request.get('/api/v1/human-check', { headers: { 'X-Merchant': CODE } })).json()) as {
      value: { challengeId: string; difficulty: number };
    }
  ).value;
  const humanCheck = { challengeId: challenge.challengeId, solution: (await solveHumanCheck(challenge.challengeId, challenge.difficulty)) ?? '' };
  const registered = await page.request.put('/api/v1/register', {
    headers: { 'X-Merchant': CODE },
    data: { data: { username, password: 'Vendor@2026', confirmPassword: 'Vendor@2026', humanCheck } },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const grant = ((await registered.json()) as { value: { token: string; userName: string; type: number; merchantCode: string } }).value;
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), {
    token: grant.token,
    userName: grant.userName,
    type: grant.type,
    merchantCode: grant.merchantCode,
  });
  await withPreferences(page, 'dark', 'EN');

  // The page's CSP frames this site and exactly the run's vendor origin.
  const csp = (await page.request.get(`/m/lottery?merchant=${CODE}`)).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-src 'self' ${VENDOR};`);

  await page.goto(`/m/lottery?merchant=${CODE}`);
  const game = page.locator('.lt-game[data-game-code="VN_HN_5M"][data-vendor="LOTT"]');
  // The lobby's menu first (a loaded machine answers slowly while other journeys hash passwords).
  await expect(game).toBeVisible({ timeout: 30_000 });
  await game.getByRole('button', { name: /Play/ }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*prize_mode=Lott.*code=VN_HN_5M/);
  const frameEl = page.getByTestId('lottery-frame');
  await expect(frameEl).toHaveAttribute('src', new RegExp(`^${VENDOR.replace(/[.:/]/g, '\\$&')}/lotto\\?skin=tessera&ticket=`), { timeout: 15_000 });
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  const param = (name: string) => frame.locator(`dd[data-param="${name}"]`);
  await expect(param('skin')).toHaveText('tessera');
  await expect(param('prize_mode')).toHaveText('Lott');
  await expect(param('code')).toHaveText('VN_HN_5M');
  await expect(param('gameGroupId')).toHaveText(/^\d+$/);
  await expect(param('gameId')).not.toBeEmpty();
  await expect(param('playType')).toHaveText(/^(trad|ent)$/);
  await expect(param('mui')).toHaveText(username);
  await expect(param('merchant')).toHaveText(CODE);
  await expect(param('css')).toHaveText('dark');
  await expect(param('lang')).toHaveText('EN');
  // The ticket is one the vendor can use: the play session answers for it.
  const ticket = (await param('ticket').textContent()) ?? '';
  const session = await page.request.post('/api/v1/play/session', { data: { ticket } });
  expect(session.status(), await session.text()).toBe(200);
  expect(seen.some((u) => u.startsWith('/lotto?skin=tessera&ticket='))).toBe(true);
  await docShot(page, 'games/lottery-vendor-frame-dark-en.png');

  // The vendor's Back (a message from its own origin) takes the member home, as pageBack=home says.
  await frame.getByRole('button', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
});
