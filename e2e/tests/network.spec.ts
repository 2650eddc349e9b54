import { expect, test } from '@playwright/test';
import { asMember, pageHeading } from './support';

const REMOTES = ['home', 'games', 'lottery', 'member', 'wallet', 'agent'];

const cases = [
  { path: '/m/home', owner: 'home', member: false },
  { path: '/m/game', owner: 'games', member: false },
  { path: '/m/startLottery', owner: 'lottery', member: false },
  { path: '/m/member/home', owner: 'member', member: true },
  { path: '/m/withdraw', owner: 'wallet', member: true },
  { path: '/m/member/agent/getHourContract', owner: 'agent', member: true },
  { path: '/m/login', owner: null, member: false },
];

for (const c of cases) {
  test(`${c.path} downloads only ${c.owner ?? 'no'} remote code`, async ({ page }) => {
    if (c.member) await asMember(page);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(c.path);
    await expect(pageHeading(page)).toBeAttached();
    await page.waitForLoadState('networkidle');
    for (const remote of REMOTES) {
      const fetched = urls.filter((u) => u.includes(`/remotes/${remote}/`));
      if (remote === c.owner) expect(fetched.length, `${remote} should load`).toBeGreaterThan(0);
      else expect(fetched, `${remote} must not load on ${c.path}`).toEqual([]);
    }
  });
}

test('static files are compressed and immutable; the page has a strict CSP', async ({ page, request }) => {
  const res = await page.goto('/m/home');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res?.headers()['cache-control']).toContain('no-cache');
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0] as string, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
});
