import { liveModels, ZLiveModel } from '@tessera/contract/api';
import { createTestApp, getValue, type TTestApp } from '../testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TPage = { list: unknown[]; pageNum: number; totalPages: number; total: number };
const page = async (query = '') => {
  const res = await t.app.inject({ url: `/api/v1/live/models${query}` });
  expect(res.statusCode).toBe(200);
  const value = res.json().value as TPage;
  return { ...value, list: value.list.map((m) => ZLiveModel.parse(m)) };
};

describe('GET /api/v1/live/models', () => {
  it('lists the seeded rooms of the merchant, online first then by viewers, 21 a page', async () => {
    const first = await page();
    expect(first.total).toBe(24);
    expect(first.list).toHaveLength(21);
    expect(first.totalPages).toBe(2);
    const order = first.list.map((m) => [m.online ? 1 : 0, m.viewers] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    expect((await page('?pageNo=2')).list).toHaveLength(3);
    expect((await page('?pageNo=3')).list).toHaveLength(0);
  });

  it('has all three room kinds: VIP rooms name a level, pay-per-view rooms a price in the currency', async () => {
    const { list } = await page('?pageSize=100');
    const vip = list.filter((m) => m.roomType === 'VIP');
    const ppv = list.filter((m) => m.roomType === 'PPV');
    expect(vip.length).toBeGreaterThan(0);
    expect(ppv.length).toBeGreaterThan(0);
    for (const m of vip) expect(m.minVipLevel).toBeGreaterThanOrEqual(1);
    for (const m of ppv) expect(m.price).toMatch(/^\d+\.\d{2}$/);
    for (const m of list.filter((x) => x.roomType === 'FREE')) expect([m.minVipLevel, m.price]).toEqual([null, null]);
    for (const m of list.filter((x) => !x.online)) expect(m.viewers).toBe(0);
  });

  it('filters by room type and online state', async () => {
    const vip = await page('?roomType=VIP&pageSize=100');
    expect(vip.list.every((m) => m.roomType === 'VIP')).toBe(true);
    const offline = await page('?online=0&pageSize=100');
    expect(offline.list.every((m) => !m.online)).toBe(true);
    const online = await page('?online=1&pageSize=100');
    expect(online.total + offline.total).toBe(24);
  });

  it('is per merchant and seeded once (a restart adds no rooms)', async () => {
    const acme = await getValue(t, liveModels, '/api/v1/live/models?merchant=acme');
    expect(acme.total).toBe(24);
    expect(acme.list.map((m) => m.price)).not.toEqual((await page('?pageSize=100')).list.map((m) => m.price));
    await t.restart();
    expect((await page()).total).toBe(24);
  });

  it('refuses bad filters and pages with 400', async () => {
    for (const q of ['?roomType=free', '?online=yes', '?pageSize=0', '?pageSize=101', '?pageNo=-1', '?merchant=<x>']) {
      const res = await t.app.inject({ url: `/api/v1/live/models${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ url: '/api/v1/live/models?merchant=nope' })).statusCode).toBe(404);
  });

  it('serves each avatar as an inert SVG, immutable at its fingerprinted URL', async () => {
    const [model] = (await page()).list;
    const res = await t.app.inject({ url: model?.avatarUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.body).toContain('<svg');
    expect(res.body).not.toMatch(/<script|on[a-z]+=/i);
    const stale = await t.app.inject({ url: (model?.avatarUrl ?? '').replace(/-[0-9a-f]{8}\.svg$/, '.svg') });
    expect(stale.headers['cache-control']).not.toMatch(/immutable/);
    expect((await t.app.inject({ url: '/api/v1/live/avatars/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/live/avatars/..%2Fetc.svg' })).statusCode).toBe(404);
  });
});
