import { ESPORTS_GAME_CODES, LOTTERY_VENDORS, PAGE_SIZES, SUPPORT_PLAY_FREE, VENDOR_FIRST_ORDER } from '@tessera/contract';
import {
  gameList,
  hotGames,
  lotteryList,
  lotteryMenu,
  MAX_PAGE_SIZE,
  vendorGameTypes,
  vendorList,
  winnerBoard,
  type TEndpoint,
  type TGame,
} from '@tessera/contract/api';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, getValue, type TTestApp } from '../testkit';
import { crc32 } from '../lib/png';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ACME = { 'x-merchant': 'acme' };

const value = <E extends TEndpoint>(endpoint: E, url: string, headers: Record<string, string> = {}) => getValue(t, endpoint, url, headers);

async function status(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, code: res.json().code as string };
}

const list = (query = '', headers: Record<string, string> = {}) => value(gameList, `/api/v1/games${query}`, headers);

/** Every page of a game list query, fetched the way the client does (load more while pageNum < totalPages). */
async function allPages(query: string, headers: Record<string, string> = {}): Promise<{ pages: TGame[][]; totalPages: number; total: number }> {
  const pages: TGame[][] = [];
  let pageNo = 1;
  for (;;) {
    const page = await list(`?${query}&pageNo=${pageNo}`, headers);
    pages.push(page.games);
    if (page.pageNum >= page.totalPages) return { pages, totalPages: page.totalPages, total: page.total };
    pageNo += 1;
  }
}

describe('the seeded catalogue', () => {
  it('has hundreds of games across the spec categories and vendors', async () => {
    const all = await list('?gameType=ALL&pageSize=1');
    expect(all.total).toBeGreaterThanOrEqual(400);
    for (const category of ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT']) {
      const { total } = await list(`?gameType=${category}&pageSize=1`);
      expect({ category, some: total > 0 }).toEqual({ category, some: true });
    }
    const vendors = Object.values((await value(vendorList, '/api/v1/games/vendors')).mapping).flatMap((m) => m.vendorNames.map((v) => v.vendor));
    for (const code of [
      'JL',
      'FC',
      'PG',
      'EG3',
      'PP',
      'JDB',
      'CQ9',
      'KA',
      'EVO',
      'SEXY',
      'DG',
      'SBO',
      'SABA',
      'TF',
      'IA',
      'IMES',
      'AV',
      'KY',
      'V8',
      'TCG_SEA',
      'TCG_LOTTO_VN',
      'LOTT',
      'ELOTT',
    ]) {
      expect(vendors).toContain(code);
    }
  });

  it('describes each game with the spec fields (ids, names, category, vendor, money as a decimal string, local icon)', async () => {
    const { games } = await list('?gameType=RNG&vassalage=PG&pageSize=5');
    expect(games).toHaveLength(5);
    for (const g of games) {
      expect(g).toMatchObject({ gameType: 'RNG', gameCategory: 'RNG', vassalage: 'PG', vendorName: 'PG Soft', gameGroupId: null, lottoMode: null });
      expect(g.nodeId).toMatch(/^\d+$/);
      expect(g.minBet).toMatch(/^\d+\.\d{2}$/);
      expect(g.iconUrl).toMatch(new RegExp(`^/api/v1/games/icons/${g.nodeId}-[0-9a-f]{8}\\.png$`));
      expect(g.displayName).toBe(g.gameName);
    }
    // Esports games are ESPORTS in the lobby and SPORTS for the vendor's launcher.
    const esports = await list('?gameType=ESPORTS');
    expect(esports.games.map((g) => g.vassalage).sort()).toEqual([...ESPORTS_GAME_CODES].sort());
    expect(esports.games.every((g) => g.gameCategory === 'SPORTS')).toBe(true);
  });
});

describe('GET /api/v1/games (game list)', () => {
  it(`pages by ${PAGE_SIZES.gameList} by default: full pages, a short last page, pageNum/totalPages as the client's load-more needs`, async () => {
    const first = await list('?gameType=LIVE');
    expect(first.games).toHaveLength(PAGE_SIZES.gameList);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.total / PAGE_SIZES.gameList));

    const { pages, totalPages, total } = await allPages('gameType=LIVE');
    expect(pages).toHaveLength(totalPages);
    expect(pages.slice(0, -1).every((p) => p.length === PAGE_SIZES.gameList)).toBe(true);
    expect(pages.at(-1)).toHaveLength(total - PAGE_SIZES.gameList * (totalPages - 1));
    // No game twice, none missing.
    const ids = pages.flat().map((g) => g.nodeId);
    expect(new Set(ids).size).toBe(total);
  });

  it('answers a page past the end with no games and the real totals (not an error)', async () => {
    const { total, totalPages } = await list('?gameType=FISH');
    const past = await list(`?gameType=FISH&pageNo=${totalPages + 1}`);
    expect(past).toEqual({ games: [], pageNum: totalPages + 1, totalPages, total });
    const far = await list('?gameType=FISH&pageNo=10000');
    expect(far).toMatchObject({ games: [], pageNum: 10000, totalPages, total });
    // Nothing matching at all: zero pages.
    expect(await list('?gameType=LIVESTREAM')).toEqual({ games: [], pageNum: 1, totalPages: 0, total: 0 });
  });

  it(`takes pageSize up to ${MAX_PAGE_SIZE}`, async () => {
    const page = await list(`?pageSize=${MAX_PAGE_SIZE}`);
    expect(page.games).toHaveLength(MAX_PAGE_SIZE);
    expect(page.totalPages).toBe(Math.ceil(page.total / MAX_PAGE_SIZE));
  });

  it('filters by vendor (vassalage), sub-class, minimum bet and lines, and the slot-provider categories', async () => {
    const jl = await list('?vassalage=JL&pageSize=100');
    expect(jl.games.every((g) => g.vassalage === 'JL')).toBe(true);
    expect(new Set(jl.games.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH', 'PVP']));

    const baccarat = await list('?gameType=LIVE&gameClassify=BACCARAT&pageSize=100');
    expect(baccarat.total).toBeGreaterThan(0);
    expect(baccarat.games.every((g) => g.gameClassifyNew === 'BACCARAT')).toBe(true);

    const cheap = await list('?gameType=RNG&minBet=0.20&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g) => Number(g.minBet) <= 0.2)).toBe(true);
    expect(cheap.total).toBeLessThan((await list('?gameType=RNG&pageSize=1')).total);

    const fewLines = await list('?gameType=RNG&minLine=9&pageSize=100');
    expect(fewLines.games.every((g) => g.minLine <= 9)).toBe(true);

    const pg = await list('?gameType=PGSLOT&pageSize=100');
    expect(pg.total).toBeGreaterThan(0);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect((await list('?gameType=PPSLOT&pageSize=100')).games.every((g) => g.vassalage === 'PP' && g.gameType === 'RNG')).toBe(true);

    expect(await list('?vassalage=NOPE')).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('searches names case-insensitively in every language the catalogue has, with wildcards taken literally', async () => {
    const dragons = await list('?gameName=DRAGON&pageSize=100');
    expect(dragons.total).toBeGreaterThan(0);
    expect(dragons.games.every((g) => /dragon/i.test(g.gameName))).toBe(true);
    // The Portuguese name finds the game too.
    const pt = await list('?gameName=drag%C3%A3o&pageSize=100&language=PT');
    expect(pt.total).toBeGreaterThan(0);
    expect(pt.games.every((g) => /dragão/i.test(g.displayName))).toBe(true);
    // % and _ are not wildcards.
    expect((await list('?gameName=%25')).total).toBe(0);
    expect((await list('?gameName=_')).total).toBe(0);
    expect((await list("?gameName=' OR '1'='1")).total).toBe(0);
    // Blank search lists everything.
    expect((await list('?gameName=%20%20')).total).toBe((await list('')).total);
  });

  it('lists the hot games in hot order for gameType=HOT', async () => {
    const hot = await list('?gameType=HOT&pageSize=100');
    expect(hot.total).toBeGreaterThan(PAGE_SIZES.hotGamesBlock);
    expect(hot.games.map((g) => g.hotRank)).toEqual(hot.games.map((_, i) => i + 1));
  });

  it('marks free play with supportPlay 0 (the game-list convention)', async () => {
    const { games } = await list('?gameType=RNG&pageSize=100');
    expect(games.some((g) => g.supportPlay === SUPPORT_PLAY_FREE.gameList)).toBe(true);
    const live = await list('?gameType=LIVE&pageSize=100');
    expect(live.games.every((g) => g.supportPlay !== SUPPORT_PLAY_FREE.gameList)).toBe(true);
  });

  it('names games in the requested language, UR as EN, PT-BR as PT', async () => {
    const en = await list('?gameType=RNG&vassalage=PG&pageSize=10');
    const pt = await list('?gameType=RNG&vassalage=PG&pageSize=10&language=PT');
    const ptBr = await list('?gameType=RNG&vassalage=PG&pageSize=10&language=PT-BR');
    const ur = await list('?gameType=RNG&vassalage=PG&pageSize=10&language=UR');
    const cn = await list('?gameType=RNG&vassalage=PG&pageSize=10&language=CN');
    expect(pt.games.map((g) => g.nodeId)).toEqual(en.games.map((g) => g.nodeId));
    expect(pt.games.some((g) => g.displayName !== g.gameName)).toBe(true);
    expect(ptBr.games.map((g) => g.displayName)).toEqual(pt.games.map((g) => g.displayName));
    expect(ur.games.map((g) => g.displayName)).toEqual(en.games.map((g) => g.gameName));
    expect(cn.games.every((g) => /[\u4e00-\u9fff]/.test(g.displayName))).toBe(true);
    // A language without names falls back to English names.
    expect((await list('?gameType=RNG&vassalage=PG&pageSize=10&language=JA')).games.map((g) => g.displayName)).toEqual(en.games.map((g) => g.gameName));
  });

  it('refuses bad values with 400 VALIDATION_FAILED and ignores unknown keys', async () => {
    for (const query of [
      'pageSize=1000',
      'pageSize=101',
      'pageSize=0',
      'pageSize=-5',
      'pageSize=2.5',
      'pageSize=abc',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=99999999999',
      'pageNo=1e309',
      'pageNo=NaN',
      'pageNo=',
      'gameType=FAV',
      'gameType=HOME',
      'gameType=rng',
      'gameType=%3Cscript%3E',
      'language=xx',
      'language=en',
      'platform=pc',
      'clientType=9',
      'minBet=-1',
      'minBet=1.234',
      'minBet=abc',
      'minLine=0',
      'vassalage=pg',
      'gameClassify=NOPE',
      'gameName=a%00b',
      `gameName=${'x'.repeat(65)}`,
      'merchant=%3Cscript%3E',
    ]) {
      expect({ query, ...(await status(`/api/v1/games?${query}`)) }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await status('/api/v1/games?merchant=nope')).toEqual({ status: 404, code: 'MERCHANT_NOT_FOUND' });
    const ignored = await list('?foo=bar&token=abc&platform=html5&clientType=2&merchant=demo');
    expect(ignored.games).toHaveLength(PAGE_SIZES.gameList);
  });
});

describe('GET /api/v1/games/hot', () => {
  it('answers the merchant hot list in rank order, more than the home block shows', async () => {
    const hot = await value(hotGames, '/api/v1/games/hot?isPlatform=2&language=EN&platform=html5');
    expect(hot.language).toBe('EN');
    expect(hot.list.length).toBeGreaterThan(PAGE_SIZES.hotGamesBlock);
    expect(hot.list.map((g) => g.hotRank)).toEqual(hot.list.map((_, i) => i + 1));
    expect(hot.list.every((g) => g.hot)).toBe(true);
    // A separate live section is possible: live games are among the hot ones.
    expect(hot.list.some((g) => g.gameType === 'LIVE')).toBe(true);
    // The same answer without any query (the bench's call).
    expect((await value(hotGames, '/api/v1/games/hot')).list).toEqual(hot.list);
  });

  it('answers UR in EN and PT-BR in PT', async () => {
    const en = await value(hotGames, '/api/v1/games/hot?language=EN');
    const ur = await value(hotGames, '/api/v1/games/hot?language=UR');
    expect(ur).toEqual(en);
    const pt = await value(hotGames, '/api/v1/games/hot?language=PT-BR');
    expect(pt.language).toBe('PT');
    expect(pt.list.map((g) => g.nodeId)).toEqual(en.list.map((g) => g.nodeId));
    expect(pt.list.some((g) => g.displayName !== g.gameName)).toBe(true);
  });

  it('is dropped with the read cache: an invalidation, made here or heard from another process, is seen at once', async () => {
    const ids = async (headers: Record<string, string> = {}) => (await value(hotGames, '/api/v1/games/hot', headers)).list.map((g) => g.nodeId);
    const before = await ids();
    const acmeBefore = await ids(ACME);
    const first = before[0]!;
    // Changed straight in the database (as another replica would): the snapshot still answers it.
    const row = await t.app.db
      .selectFrom('hot_games')
      .selectAll()
      .where('merchant_code', '=', 'demo')
      .where('game_id', '=', Number(first))
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('hot_games').where('merchant_code', '=', 'demo').where('game_id', '=', row.game_id).execute();
    try {
      expect(await ids()).toEqual(before);
      // What a NOTIFY from the other replica does (plugins/readCache.ts), and route() after an operator call.
      t.app.readCache.forget('demo');
      expect(await ids()).toEqual(before.slice(1));
      expect(await ids(ACME)).toEqual(acmeBefore);
    } finally {
      await t.app.db.insertInto('hot_games').values(row).execute();
      t.app.readCache.invalidate();
    }
    expect(await ids()).toEqual(before);
  });

  it('differs per merchant (acme has its own picks and none of its disabled vendors)', async () => {
    const demo = await value(hotGames, '/api/v1/games/hot');
    const acme = await value(hotGames, '/api/v1/games/hot', ACME);
    expect(acme.list.map((g) => g.nodeId)).not.toEqual(demo.list.map((g) => g.nodeId));
    expect(acme.list.some((g) => ['EG3', 'SEXY', 'V8', 'KY', 'MG'].includes(g.vassalage))).toBe(false);
  });

  it('sends the prepared answer compressed when the client accepts it', async () => {
    const res = await t.app.inject({ url: '/api/v1/games/hot', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(hotGames.response.parse(body.value).list.length).toBeGreaterThan(0);
  });

  it('refuses bad values', async () => {
    for (const query of ['isPlatform=3', 'isPlatform=x', 'language=ZZ', 'platform=web']) {
      expect({ query, ...(await status(`/api/v1/games/hot?${query}`)) }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/games/hot', payload: {} })).statusCode).toBe(405);
  });
});

describe('vendor game types and vendor list', () => {
  it('orders each category by the spec rule: JL, FC, PG, EG3, TCG_SEA out of the server order; EG3, PG, FC, JL first', async () => {
    const { vendorSorting, mapping } = await value(vendorList, '/api/v1/games/vendors');
    const sorting = (type: string) => vendorSorting.find((s) => s.gameType === type)?.sorting.map((s) => s.vendor) ?? [];
    // RNG server order: PP, JL, PG, FC, JDB, CQ9, EG3, KA, HB, MG, BNG, SPRIBE.
    expect(sorting('RNG')).toEqual(['EG3', 'PG', 'FC', 'JL', 'PP', 'JDB', 'CQ9', 'KA', 'HB', 'MG', 'BNG', 'SPRIBE']);
    // Only the first-order vendors present in a category are put first.
    expect(sorting('FISH')).toEqual(['FC', 'JL', 'JDB', 'CQ9', 'BG']);
    expect(sorting('PVP')).toEqual(['JL', 'KY', 'V8', 'KM', 'MP']);
    // TCG_SEA is removed and not put back; the mapping still names it, after the sorted ones.
    expect(sorting('LOTT')).toEqual(['TCG_LOTTO_VN', 'LOTT']);
    expect(mapping.LOTT?.vendorNames.map((v) => v.vendor)).toEqual(['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA']);
    expect(vendorSorting.find((s) => s.gameType === 'RNG')?.sorting.slice(0, 4)).toEqual(VENDOR_FIRST_ORDER.map((vendor, i) => ({ vendor, sort: i + 1 })));
    expect(mapping.RNG?.vendorNames.map((v) => v.vendor)).toEqual(sorting('RNG'));
  });

  it('splits Esports out of Sports', async () => {
    const { mapping } = await value(vendorList, '/api/v1/games/vendors');
    expect(mapping.SPORTS?.vendorNames.map((v) => v.vendor)).toEqual(['SBO', 'SABA', 'CMD']);
    expect(mapping.ESPORTS?.vendorNames.map((v) => v.vendor)).toEqual(['TF', 'IA', 'IMES', 'AV']);
    expect(mapping.ESPORTS?.vendorNames[0]).toMatchObject({ vendor: 'TF', accountTypeName: 'TF Gaming Esports' });
  });

  it('gives account type names, free play (1 = supported, the vendor-list convention) and vendor icons', async () => {
    const { mapping } = await value(vendorList, '/api/v1/games/vendors');
    expect(mapping.FISH?.vendorNames.find((v) => v.vendor === 'JL')).toMatchObject({
      accountTypeName: 'JILI Fishing',
      supportPlay: SUPPORT_PLAY_FREE.vendorList,
    });
    expect(mapping.LIVE?.vendorNames.find((v) => v.vendor === 'EVO')?.supportPlay).not.toBe(SUPPORT_PLAY_FREE.vendorList);
    const icon = await t.app.inject({ url: mapping.RNG?.vendorNames[0]?.iconUrl ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it("vendor game types list the merchant's categories in its server order, Esports after Sports", async () => {
    const demo = await value(vendorGameTypes, '/api/v1/games/types?typeId=1&merchant=demo');
    expect(demo.list.map((c) => c.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'ELOTT', 'LOTT']);
    expect(demo.list[0]?.vendors.slice(0, 4).map((v) => v.vendor)).toEqual([...VENDOR_FIRST_ORDER]);
    const acme = await value(vendorGameTypes, '/api/v1/games/types?typeId=1&merchant=acme');
    expect(acme.list.map((c) => c.gameType)).toEqual(['FISH', 'LIVE', 'RNG', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT']);
    expect(await status('/api/v1/games/types?typeId=2')).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('differs per merchant: acme lacks EG3 (so PG leads its slots), IMES, TCG_SEA and ELOTT', async () => {
    const { vendorSorting, mapping } = await value(vendorList, '/api/v1/games/vendors', ACME);
    expect(
      vendorSorting
        .find((s) => s.gameType === 'RNG')
        ?.sorting.map((s) => s.vendor)
        .slice(0, 3),
    ).toEqual(['PG', 'FC', 'JL']);
    expect(mapping.ESPORTS?.vendorNames.map((v) => v.vendor)).toEqual(['TF', 'IA', 'AV']);
    expect(mapping.LOTT?.vendorNames.map((v) => v.vendor)).toEqual(['TCG_LOTTO_VN', 'LOTT']);
    expect(mapping.ELOTT).toBeUndefined();
    expect((await list('?vassalage=EG3', ACME)).total).toBe(0);
    expect((await list('?vassalage=EG3')).total).toBeGreaterThan(0);
    expect((await list('', ACME)).total).toBeLessThan((await list('')).total);
  });
});

describe('GET /api/v1/winners', () => {
  it('answers the latest 100 winners by default, newest first, names masked, amounts as decimal strings', async () => {
    const { list: winners } = await value(winnerBoard, '/api/v1/winners?gameCategory=ALL&language=EN&limitNum=100');
    expect(winners).toHaveLength(PAGE_SIZES.winners);
    expect((await value(winnerBoard, '/api/v1/winners')).list).toHaveLength(PAGE_SIZES.winners);
    for (const { vo } of winners) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*[a-z0-9]$/);
      expect(vo.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(vo.iconUrl).toMatch(/^\/api\/v1\/games\/icons\/\d+-[0-9a-f]{8}\.png$/);
    }
    const times = winners.map((w) => w.vo.wonAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('limits, filters by category and names the game in the language asked', async () => {
    expect((await value(winnerBoard, '/api/v1/winners?limitNum=5')).list).toHaveLength(5);
    const live = await value(winnerBoard, '/api/v1/winners?gameCategory=LIVE');
    const liveVendors = new Set(Object.values((await value(vendorList, '/api/v1/games/vendors')).mapping.LIVE?.vendorNames ?? []).map((v) => v.vendor));
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((w) => liveVendors.has(w.vo.vendor))).toBe(true);
    const en = await value(winnerBoard, '/api/v1/winners?limitNum=20');
    const pt = await value(winnerBoard, '/api/v1/winners?limitNum=20&language=PT');
    expect(pt.list.some((w, i) => w.vo.gameName !== en.list[i]?.vo.gameName)).toBe(true);
    const acme = await value(winnerBoard, '/api/v1/winners?limitNum=20', ACME);
    expect(acme.list.map((w) => w.vo.customerName)).not.toEqual(en.list.map((w) => w.vo.customerName));
  });

  it('refuses limits above 100 and unknown categories', async () => {
    for (const query of ['limitNum=101', 'limitNum=0', 'limitNum=-1', 'gameCategory=FAV', 'gameCategory=all']) {
      expect({ query, ...(await status(`/api/v1/winners?${query}`)) }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('lottery list and menu', () => {
  it('lists only lottery vendors, with prize mode and play type', async () => {
    const { list: games } = await value(lotteryList, '/api/v1/lottery/games');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => (LOTTERY_VENDORS as readonly string[]).includes(g.vassalage))).toBe(true);
    expect(games.every((g) => g.gameGroupId !== null && g.lottoMode !== null)).toBe(true);
    const elott = await value(lotteryList, '/api/v1/lottery/games?prizeMode=Elott');
    expect(elott.list.length).toBeGreaterThan(0);
    expect(elott.list.every((g) => g.lottoMode === 'Elott' && g.playType === 'ent' && g.vassalage === 'ELOTT')).toBe(true);
    const lott = await value(lotteryList, '/api/v1/lottery/games?prizeMode=Lott');
    expect(lott.list.every((g) => g.playType === 'trad')).toBe(true);
    // TCG vendors open their own lobby.
    expect(games.find((g) => g.vassalage === 'TCG_SEA' && g.gameCode === 'lobby')).toMatchObject({ lottoMode: 'SEA' });
    expect((await value(lotteryList, '/api/v1/lottery/games?vendor=TCG_SEA', ACME)).list).toEqual([]);
    expect(await status('/api/v1/lottery/games?prizeMode=Nope')).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('groups the menu by lottery group in menu order', async () => {
    const menu = await value(lotteryMenu, '/api/v1/lottery/menu');
    expect(menu.list.map((g) => g.gameGroupId)).toEqual([...menu.list.map((g) => g.gameGroupId)].sort((a, b) => a - b));
    expect(menu.list.every((g) => g.games.length > 0)).toBe(true);
    expect(menu.list.find((g) => g.lottoMode === 'Elott')?.playType).toBe('ent');
    const acme = await value(lotteryMenu, '/api/v1/lottery/menu', ACME);
    expect(acme.list.some((g) => g.lottoMode === 'Elott' || g.lottoMode === 'SEA')).toBe(false);
  });
});

describe('icons', () => {
  it('serves each game icon as an inert SVG with immutable caching', async () => {
    const { games } = await list('?pageSize=100');
    for (const g of games.slice(0, 10)) {
      const svgUrl = g.iconUrl.replace(/\.png$/, '.svg');
      const res = await t.app.inject({ url: svgUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body).not.toMatch(/<script|\son\w+=|javascript:|<foreignObject|href=|<style/i);
      // Deterministic: the same bytes every time.
      expect((await t.app.inject({ url: svgUrl })).body).toBe(res.body);
    }
  });

  it('names a PNG in the lists (decoded off the main thread): 200 × 200, the same icon per game, different games different pictures', async () => {
    const { games } = await list('?pageSize=100');
    const bodies: string[] = [];
    for (const g of games.slice(0, 5)) {
      expect(g.iconUrl).toMatch(/\.png$/);
      const res = await t.app.inject({ url: g.iconUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([200, 200]);
      // Every chunk's CRC is right (a browser drops a corrupt image).
      for (let at = 8; at < bytes.length;) {
        const length = bytes.readUInt32BE(at);
        expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
        at += 12 + length;
      }
      expect((await t.app.inject({ url: g.iconUrl })).rawPayload.equals(bytes)).toBe(true);
      bodies.push(bytes.toString('base64'));
    }
    expect(new Set(bodies).size).toBe(bodies.length);
    // The SVG-only vendor icons have no PNG.
    expect((await t.app.inject({ url: '/api/v1/games/vendors/icons/PG.png' })).statusCode).toBe(404);
  });

  it('escapes names in the SVG (Hold & Win, apostrophes)', async () => {
    const svg = (g: { iconUrl: string } | undefined) => (g?.iconUrl ?? '').replace(/\.png$/, '.svg');
    const { games } = await list('?gameName=hold%20%26&pageSize=1');
    const res = await t.app.inject({ url: svg(games[0]) });
    expect(res.body).toContain('Hold &amp; Win');
    expect(res.body).not.toMatch(/& /);
    const holdem = await list("?gameName=hold'em&pageSize=1");
    expect((await t.app.inject({ url: svg(holdem.games[0]) })).body).toContain('Hold&#39;em');
  });

  it('serves an outdated fingerprint with short caching, and 404s unknown ids and names', async () => {
    const { games } = await list('?pageSize=1');
    const stale = await t.app.inject({ url: `/api/v1/games/icons/${games[0]?.nodeId}-00000000.svg` });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    const bare = await t.app.inject({ url: `/api/v1/games/icons/${games[0]?.nodeId}.svg` });
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    for (const url of [
      '/api/v1/games/icons/999999-00000000.svg',
      '/api/v1/games/icons/abc.svg',
      '/api/v1/games/icons/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/games/vendors/icons/NOPE.svg',
      '/api/v1/games/vendors/icons/jl.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'HEAD', url: games[0]?.iconUrl ?? '' })).statusCode).toBe(200);
  });
});
