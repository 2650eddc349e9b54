import { favouriteGames, favouriteIds, MAX_FAVOURITES, recentGames, ZGame } from '@tessera/contract/api';
import { createAccountsApp, bearer, loginAs } from './accounts.testkit';
import { getValue, type TTestApp } from '../testkit';

let t: TTestApp;
let demo: Record<string, string>;
let acme: Record<string, string>;
let trial: Record<string, string>;
/** Games demo offers (enabled vendor), in id order. */
let demoGames: { id: number; vendor_code: string }[];

const offered = (merchant: string) =>
  t.app.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .where('mv.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .select(['g.id', 'g.vendor_code'])
    .orderBy('g.id')
    .execute();

beforeAll(async () => {
  t = await createAccountsApp();
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  acme = bearer(await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' }));
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = bearer((res.json().value as { token: string }).token);
  demoGames = await offered('demo');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const del = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url, headers });
const add = (nodeId: string | number, headers = demo, vendor?: string) =>
  post('/api/v1/games/favourites', { nodeId: String(nodeId), ...(vendor ? { vendor } : {}) }, headers);
const ids = async (headers = demo) => (await getValue(t, favouriteIds, '/api/v1/games/favourites/ids', headers)).list;

describe('auth', () => {
  it('refuses visitors on every call with 401', async () => {
    const calls = [
      t.app.inject({ url: '/api/v1/games/favourites' }),
      t.app.inject({ url: '/api/v1/games/favourites/ids' }),
      post('/api/v1/games/favourites', { nodeId: '1' }, {}),
      del('/api/v1/games/favourites/1', {}),
      t.app.inject({ url: '/api/v1/games/recent' }),
      post('/api/v1/games/recent', { nodeId: '1' }, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('favourites', () => {
  it('adds (idempotently), lists newest first with game items and nodeId strings, removes', async () => {
    expect(demoGames.length).toBeGreaterThan(5);
    const [a, b, c] = demoGames;
    expect((await add(a!.id)).json()).toMatchObject({ success: true, value: { success: true, nodeId: String(a!.id), total: 1 } });
    expect((await add(b!.id, demo, b!.vendor_code)).json().value).toMatchObject({ total: 2 });
    expect((await add(c!.id)).json().value).toMatchObject({ total: 3 });
    // Adding again changes nothing (and keeps its place).
    expect((await add(a!.id)).json().value).toMatchObject({ success: true, total: 3 });
    expect(await ids()).toEqual([c, b, a].map((g) => String(g!.id)));

    const page = await getValue(t, favouriteGames, '/api/v1/games/favourites?language=PT', demo);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(page.content.map((g) => g.nodeId)).toEqual([c, b, a].map((g) => String(g!.id)));
    for (const g of page.content) expect(ZGame.parse(g).minBet).toMatch(/^\d+\.\d{2}$/);

    const p2 = await getValue(t, favouriteGames, '/api/v1/games/favourites?pageSize=2&pageNo=2', demo);
    expect(p2).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(p2.content.map((g) => g.nodeId)).toEqual([String(a!.id)]);
    expect((await getValue(t, favouriteGames, '/api/v1/games/favourites?pageSize=2&pageNo=3', demo)).content).toEqual([]);

    const removed = await del(`/api/v1/games/favourites/${b!.id}`, demo);
    expect(removed.json()).toMatchObject({ success: true, value: { success: true, removed: true, total: 2 } });
    // Removing one that is not there is fine.
    expect((await del(`/api/v1/games/favourites/${b!.id}`, demo)).json()).toMatchObject({ success: true, value: { removed: false, total: 2 } });
    expect(await ids()).toEqual([c, a].map((g) => String(g!.id)));
  });

  it('serves the spec page sizes (15 by default, 100) and refuses others', async () => {
    for (const g of demoGames.slice(0, 20)) expect((await add(g.id)).statusCode).toBe(200);
    const home = await getValue(t, favouriteGames, '/api/v1/games/favourites', demo);
    expect(home.content).toHaveLength(15);
    expect(home.totalPages).toBe(Math.ceil(home.total / 15));
    const entry = await getValue(t, favouriteGames, '/api/v1/games/favourites?pageSize=100', demo);
    expect(entry.content).toHaveLength(home.total);
    for (const q of ['pageSize=0', 'pageSize=101', 'pageSize=abc', 'pageNo=0', 'pageNo=-1', 'pageSize=1.5', 'language=XX']) {
      const res = await t.app.inject({ url: `/api/v1/games/favourites?${q}`, headers: demo });
      expect({ q, status: res.statusCode, code: res.json().code }).toEqual({ q, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses unknown games, a wrong vendor and malformed bodies without writing', async () => {
    const before = await ids();
    const other = demoGames.find((g) => g.vendor_code !== demoGames[0]!.vendor_code);
    expect(other).toBeDefined();
    for (const [nodeId, vendor] of [
      ['999999999', undefined],
      [String(demoGames[0]!.id), other!.vendor_code],
    ] as const) {
      const res = await add(nodeId, demo, vendor);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: 'PLAYER_GAME_NOT_FOUND' });
    }
    for (const payload of [
      {},
      { nodeId: 'abc' },
      { nodeId: '0' },
      { nodeId: 12 },
      { nodeId: '1'.repeat(12) },
      { nodeId: '1', extra: 1 },
      { nodeId: '1', vendor: 'bad vendor' },
    ]) {
      const res = await post('/api/v1/games/favourites', payload, demo);
      expect({ payload, status: res.statusCode, code: res.json().code }).toEqual({ payload, status: 400, code: 'VALIDATION_FAILED' });
    }
    for (const nodeId of ['abc', '0', '1'.repeat(12)]) expect((await del(`/api/v1/games/favourites/${nodeId}`, demo)).statusCode).toBe(400);
    expect(await ids()).toEqual(before);
  });

  it('caps a member at MAX_FAVOURITES (FAVOURITES_FULL); adding one already there still succeeds', async () => {
    const member = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
    // Switched-off stand-in games (hidden from the lists, still counted by the cap).
    const base = 800_000_000;
    const vendor = demoGames[0]!.vendor_code;
    const fillers = Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => ({
      id: base + i,
      vendor_code: vendor,
      game_id: `cap-${i}`,
      game_code: `cap-${i}`,
      name: `Cap ${i}`,
      category: 'RNG',
      launch_category: 'RNG',
      classify: 'SLOT',
      min_bet: 100,
      sort: 1,
      enabled: 0 as const,
      search_text: `cap ${i}`,
    }));
    try {
      for (let i = 0; i < fillers.length; i += 100)
        await t.app.db
          .insertInto('games')
          .values(fillers.slice(i, i + 100))
          .execute();
      const rows = fillers.map((g, i) => ({
        merchant_code: 'demo',
        member_id: member.id,
        game_id: g.id,
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      }));
      for (let i = 0; i < rows.length; i += 100)
        await t.app.db
          .insertInto('player_favourites')
          .values(rows.slice(i, i + 100))
          .execute();
      expect((await add(demoGames[0]!.id, agent)).json().value).toMatchObject({ total: MAX_FAVOURITES });
      const full = await add(demoGames[1]!.id, agent);
      expect({ status: full.statusCode, code: full.json().code }).toEqual({ status: 409, code: 'FAVOURITES_FULL' });
      expect((await add(demoGames[0]!.id, agent)).statusCode).toBe(200);
      expect(await ids(agent)).toEqual([String(demoGames[0]!.id)]);
      expect((await del(`/api/v1/games/favourites/${demoGames[0]!.id}`, agent)).json().value).toMatchObject({ removed: true, total: MAX_FAVOURITES - 1 });
      expect((await add(demoGames[1]!.id, agent)).statusCode).toBe(200);
    } finally {
      await t.app.db.deleteFrom('player_favourites').where('member_id', '=', member.id).execute();
      await t.app.db.deleteFrom('games').where('id', '>=', base).execute();
    }
  });

  it('is per member and merchant: acme never sees demo favourites; trial players may keep favourites', async () => {
    expect((await ids()).length).toBeGreaterThan(0);
    expect(await ids(acme)).toEqual([]);
    expect((await getValue(t, favouriteGames, '/api/v1/games/favourites', acme)).total).toBe(0);
    const acmeGames = await offered('acme');
    expect((await add(acmeGames[0]!.id, acme)).statusCode).toBe(200);
    expect(await ids(acme)).toEqual([String(acmeGames[0]!.id)]);
    // A game of a vendor the merchant does not offer cannot be added there.
    const notAcme = demoGames.find((g) => !acmeGames.some((a) => a.id === g.id));
    if (notAcme) expect((await add(notAcme.id, acme)).json().code).toBe('PLAYER_GAME_NOT_FOUND');
    // Removing demo's favourite with the acme session removes nothing of demo's.
    const demoFirst = (await ids())[0]!;
    expect((await del(`/api/v1/games/favourites/${demoFirst}`, acme)).json().value).toMatchObject({ removed: false });
    expect(await ids()).toContain(demoFirst);

    expect((await add(demoGames[0]!.id, trial)).statusCode).toBe(200);
    expect(await ids(trial)).toEqual([String(demoGames[0]!.id)]);
  });

  it('leaves out games the merchant no longer offers, and shows them again when re-enabled', async () => {
    const first = (await ids())[0]!;
    await t.app.db.updateTable('games').set({ enabled: 0 }).where('id', '=', Number(first)).execute();
    try {
      expect(await ids()).not.toContain(first);
      expect((await add(first)).json().code).toBe('PLAYER_GAME_NOT_FOUND');
    } finally {
      await t.app.db.updateTable('games').set({ enabled: 1 }).where('id', '=', Number(first)).execute();
    }
    expect((await ids())[0]).toBe(first);
  });
});

describe('recent games', () => {
  const recent = async (headers = demo, query = '') => (await getValue(t, recentGames, `/api/v1/games/recent${query}`, headers)).list.map((g) => g.nodeId);
  const play = (nodeId: string | number, headers = demo) => post('/api/v1/games/recent', { nodeId: String(nodeId) }, headers);

  it('lists distinct games, most recent first', async () => {
    expect(await recent()).toEqual([]);
    const [a, b, c] = demoGames.map((g) => String(g.id));
    for (const id of [a, b, c, a]) expect((await play(id!)).json()).toMatchObject({ success: true, value: { success: true, nodeId: id } });
    expect(await recent()).toEqual([a, c, b]);
    expect(await recent(demo, '?limit=2&language=VI')).toEqual([a, c]);
  });

  it('keeps the last 20 distinct games', async () => {
    for (const g of demoGames.slice(0, 25)) await play(g.id);
    const list = await recent();
    expect(list).toEqual(
      demoGames
        .slice(5, 25)
        .reverse()
        .map((g) => String(g.id)),
    );
  });

  it('refuses unknown games and bad input; is per member and merchant', async () => {
    const res = await play('999999999');
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: 'PLAYER_GAME_NOT_FOUND' });
    for (const payload of [{}, { nodeId: 'x' }, { nodeId: '1', vendor: 'JL' }])
      expect((await post('/api/v1/games/recent', payload, demo)).statusCode).toBe(400);
    for (const q of ['?limit=0', '?limit=21', '?language=zz'])
      expect((await t.app.inject({ url: `/api/v1/games/recent${q}`, headers: demo })).statusCode).toBe(400);
    expect(await recent(acme)).toEqual([]);
    expect(await recent(trial)).toEqual([]);
    const acmeGame = (await offered('acme'))[0]!;
    expect((await play(acmeGame.id, acme)).statusCode).toBe(200);
    expect(await recent(acme)).toEqual([String(acmeGame.id)]);
    expect((await recent()).length).toBe(20);
  });
});
