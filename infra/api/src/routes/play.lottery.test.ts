import { drawNumero, lotteryDraws, numbersOpened, recentVietnamLottery, thirdPartyGameRecords, vietnamNumero } from '@tessera/contract/api';
import { getValue, createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { memberBalance, postMemberMovement, toMinor } from '../services/wallet/ledger';
import { gameDrawResults, settleDraws } from '../services/play/lottery';

// Per-game lottery draws (drawNumero, numbersOpened, recentVietnamLottery, vietnamNumero), bets
// settling against them, and the third-party game record.

let t: TTestApp;
let demoToken: string;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  demoToken = await loginAs(t.app, 'demo1', 'Demo@1234');
  demoId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId: demoId,
      type: 'ADJUSTMENT',
      amountMinor: 1_000_000,
      book: 'cashier',
      reference: 'test:credit',
      description: 'test credit',
    }),
  );
});
afterAll(async () => {
  await t.close();
});

const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';
let seq = 0;
const ref = () => `ref${Date.now()}x${++seq}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const game = (vendor: string, code: string) =>
  t.app.db
    .selectFrom('games')
    .select(['id', 'vendor_code', 'game_code'])
    .where('vendor_code', '=', vendor)
    .where('game_code', '=', code)
    .executeTakeFirstOrThrow();

describe('drawNumero / vietnamNumero', () => {
  it('interval game: numero = floor(now / interval), close time, seconds left, previous numero', async () => {
    const before = Date.now();
    const v = await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VN_HN_5M');
    expect(v).toMatchObject({ gameCode: 'VN_HN_5M', vendor: 'LOTT', schedule: { kind: 'interval', intervalSeconds: 300, drawTime: null } });
    expect(v.numero).toBeGreaterThanOrEqual(Math.floor(before / 300_000));
    expect(v.previousNumero).toBe(v.numero - 1);
    expect(Date.parse(v.closesAt)).toBe((v.numero + 1) * 300_000);
    expect(Date.parse(v.opensAt)).toBe(v.numero * 300_000);
    expect(v.secondsLeft).toBeGreaterThan(0);
    expect(v.secondsLeft).toBeLessThanOrEqual(300);
  });

  it('Vietnam daily game: numero is the local draw date, drawn at 18:15 Asia/Ho_Chi_Minh', async () => {
    const v = await getValue(t, vietnamNumero, '/api/v1/lottery/vn/numero?gameCode=VNM_NORTH');
    expect(v.schedule).toEqual({ kind: 'daily', intervalSeconds: 86_400, drawTime: '18:15', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(String(v.numero)).toMatch(/^20\d{6}$/);
    expect(v.closesAt.slice(11)).toBe('11:15:00.000Z');
    const local = new Date(Date.parse(v.closesAt) + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(String(v.numero)).toBe(local);
    expect(Date.parse(v.closesAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(v.opensAt).toBe(new Date(Date.parse(v.closesAt) - 86_400_000).toISOString());
    expect(await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VNM_NORTH')).toMatchObject({ numero: v.numero, previousNumero: v.previousNumero });
  });

  it('unknown code, another vendor on the Vietnam call, a vendor off for the merchant → 404; an ambiguous code needs the vendor', async () => {
    expect((await get('/api/v1/lottery/numero?gameCode=NOPE')).json().code).toBe('PLAY_GAME_NOT_FOUND');
    expect((await get('/api/v1/lottery/numero?gameCode=NOPE')).statusCode).toBe(404);
    expect((await get('/api/v1/lottery/vn/numero?gameCode=VN_HN_1M')).json().code).toBe('PLAY_GAME_NOT_FOUND');
    expect((await get('/api/v1/lottery/numero?gameCode=KENO_1M', { 'x-merchant': 'acme' })).statusCode).toBe(404);
    // A slot's code is not a lottery game.
    const slot = await t.app.db
      .selectFrom('games')
      .select('game_code')
      .where('vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
      .executeTakeFirstOrThrow();
    if (/^[A-Za-z0-9_]{1,64}$/.test(slot.game_code)) expect((await get(`/api/v1/lottery/numero?gameCode=${slot.game_code}`)).statusCode).toBe(404);
    const lobby = await get('/api/v1/lottery/numero?gameCode=lobby');
    expect(lobby.statusCode).toBe(400);
    expect(lobby.json().code).toBe('PLAY_VENDOR_REQUIRED');
    expect((await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=lobby&vendor=TCG_SEA')).vendor).toBe('TCG_SEA');
    for (const bad of ['', 'a%20b', 'x'.repeat(65)]) expect((await get(`/api/v1/lottery/numero?gameCode=${bad}`)).statusCode).toBe(400);
    expect((await get('/api/v1/lottery/numero')).statusCode).toBe(400);
  });
});

describe('lotteryDraws of one game (the demo page)', () => {
  it("answers the game's open draw and its stored results; a game that is not one of the merchant's lotteries is a 404", async () => {
    const g = await game('LOTT', 'VN_HN_5M');
    const v = await getValue(t, lotteryDraws, `/api/v1/play/lottery/draws?nodeId=${g.id}&limit=3`);
    expect(v.intervalSeconds).toBe(300);
    const n = await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VN_HN_5M');
    expect([n.numero, n.numero - 1]).toContain(v.open.drawNo);
    expect(v.results.map((r) => r.drawNo)).toEqual([v.open.drawNo - 1, v.open.drawNo - 2, v.open.drawNo - 3]);
    const opened = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=VN_HN_5M&pageSize=3');
    if (opened.list[0]!.numero === v.results[0]!.drawNo) expect(opened.list.map((r) => r.numbers)).toEqual(v.results.map((r) => r.numbers));
    const slot = await t.app.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v1/play/lottery/draws?nodeId=${slot.id}`)).json().code).toBe('PLAY_GAME_NOT_FOUND');
    expect((await get('/api/v1/play/lottery/draws?nodeId=999999999')).statusCode).toBe(404);
    expect((await get('/api/v1/play/lottery/draws?nodeId=-1')).statusCode).toBe(400);
    const keno = await game('ELOTT', 'KENO_1M');
    expect((await get(`/api/v1/play/lottery/draws?nodeId=${keno.id}`, { 'x-merchant': 'acme' })).statusCode).toBe(404);
  });
});

describe('numbersOpened', () => {
  it('newest first, paged, drawn once: two reads agree', async () => {
    const p1 = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=K3_3M&pageSize=5');
    expect(p1).toMatchObject({ gameCode: 'K3_3M', vendor: 'ELOTT', pageNum: 1, total: 200, totalPages: 40 });
    expect(p1.list).toHaveLength(5);
    const numero = (await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=K3_3M')).numero;
    // (A draw may have closed between the two calls.)
    expect([numero - 1, numero - 2]).toContain(p1.list[0]!.numero);
    p1.list.forEach((r, i) => {
      expect(r.numero).toBe(p1.list[0]!.numero - i);
      expect(r.numbers).toHaveLength(5);
      expect(r.sum).toBe(r.numbers.reduce((a, b) => a + b, 0));
      expect(Date.parse(r.drawTime)).toBe((r.numero + 1) * 180_000);
      expect(r.prizes).toBeNull();
    });
    const again = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=K3_3M&pageSize=5');
    const byNo = new Map(again.list.map((r) => [r.numero, r]));
    for (const r of p1.list) if (byNo.has(r.numero)) expect(byNo.get(r.numero)).toEqual(r);
    const p2 = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=K3_3M&pageSize=5&pageNo=2');
    expect(p2.list[0]!.numero).toBe(again.list[4]!.numero - 1);
    const past = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=K3_3M&pageSize=50&pageNo=5');
    expect(past.list).toHaveLength(0);
    const stored = await t.app.db
      .selectFrom('lottery_game_draws')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('game_id', '=', (await game('ELOTT', 'K3_3M')).id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeLessThanOrEqual(12);
  });

  it('concurrent first reads draw each result once and agree', async () => {
    const url = '/api/v1/lottery/results?gameCode=X115_5M&pageSize=20&pageNo=3';
    const [a, b, c] = await Promise.all([url, url, url].map((u) => getValue(t, numbersOpened, u)));
    expect(b!.list).toEqual(a!.list);
    expect(c!.list).toEqual(a!.list);
    const g = await game('ELOTT', 'X115_5M');
    const stored = await t.app.db
      .selectFrom('lottery_game_draws')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('game_id', '=', g.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
  });

  it('Vietnam games carry the prize table; the five digits are the special prize last five', async () => {
    const v = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=VNM_SOUTH&pageSize=3');
    expect(v.list).toHaveLength(3);
    for (const r of v.list) {
      expect(String(r.numero)).toMatch(/^20\d{6}$/);
      expect(r.drawTime.slice(11)).toBe('09:15:00.000Z');
      expect(r.prizes!.map((p) => p.prize)).toEqual(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth']);
      expect(r.prizes![0]!.numbers[0]).toMatch(/^\d{6}$/);
      expect(r.prizes![0]!.numbers[0]!.slice(-5)).toBe(r.numbers.join(''));
    }
  });

  it('bad paging → 400; unknown game → 404', async () => {
    for (const q of ['pageSize=51', 'pageSize=0', 'pageNo=0', 'pageNo=x', 'pageSize=1.5']) {
      const res = await get(`/api/v1/lottery/results?gameCode=K3_3M&${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const res = await get('/api/v1/lottery/results?gameCode=NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PLAY_GAME_NOT_FOUND');
  });
});

describe('recentVietnamLottery', () => {
  it("each Vietnam game's latest result with the prize table, the same on every read", async () => {
    const v = await getValue(t, recentVietnamLottery, '/api/v1/lottery/vn/recent');
    const codes = v.list.map((g) => g.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['VNM_NORTH', 'VNM_SOUTH', 'VNM_CENTRAL', 'VNM_45S']));
    for (const g of v.list) {
      expect(g.latest.prizes).toHaveLength(9);
      expect(g.latest.numero).toBeLessThan(g.nextNumero);
    }
    const north = v.list.find((g) => g.gameCode === 'VNM_NORTH')!;
    const numero = await getValue(t, vietnamNumero, '/api/v1/lottery/vn/numero?gameCode=VNM_NORTH');
    expect(north.latest.numero).toBe(numero.previousNumero);
    expect(north.nextDrawTime).toBe(numero.closesAt);
    const again = await getValue(t, recentVietnamLottery, '/api/v1/lottery/vn/recent');
    expect(again.list.find((g) => g.gameCode === 'VNM_NORTH')!.latest).toEqual(north.latest);
    const opened = await getValue(t, numbersOpened, '/api/v1/lottery/results?gameCode=VNM_NORTH&pageSize=1');
    expect(opened.list[0]).toEqual(north.latest);
  });
});

describe('bets settle against the game draws', () => {
  async function launchLottery(vendor: string, gameCode: string) {
    const res = await get(`/api/v1/games/launch?vendor=${vendor}&gameCode=${gameCode}`, bearer(demoToken));
    expect(res.statusCode).toBe(200);
    return ticketOf(res.json().value.url as string);
  }

  it('a 5-minute game: only its own numero takes bets; settled at its close on its stored result', async () => {
    const ticket = await launchLottery('LOTT', 'VN_HN_5M');
    let n = await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VN_HN_5M');
    if (n.secondsLeft < 3) {
      await new Promise((r) => setTimeout(r, n.secondsLeft * 1000 + 100));
      n = await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VN_HN_5M');
    }
    // The 1-minute series' draw number is not this game's.
    const wrong = await post('/api/v1/play/lottery/bets', {
      ticket,
      betId: ref(),
      drawNo: Math.floor(Date.now() / 60_000),
      playType: 'ent',
      selection: 'big',
      stake: '1.00',
    });
    expect(wrong.json()).toMatchObject({ code: 'PLAY_DRAW_CLOSED', value: { openDrawNo: n.numero } });
    const before = await memberBalance(t.app.db, 'demo', demoId);
    const orders: string[] = [];
    for (const selection of ['big', 'small']) {
      const r = await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo: n.numero, playType: 'ent', selection, stake: '10.00' });
      expect(r.json().value).toMatchObject({ status: 'OPEN', drawNo: n.numero });
      orders.push(r.json().value.orderNo as string);
    }
    // Still open one second before the close: nothing settles, the bet is cancellable.
    expect(await settleDraws(t.app.db, new Date(Date.parse(n.closesAt) - 1000))).toBe(0);
    const rec = await get(`/api/v1/records/bets/${orders[0]}`, bearer(demoToken));
    expect(rec.json().value.cancellable).toBe(true);
    expect(await settleDraws(t.app.db, new Date(Date.parse(n.closesAt) + 1))).toBeGreaterThanOrEqual(2);
    const [result] = await gameDrawResults(t.app.db, await game('LOTT', 'VN_HN_5M'), [n.numero]);
    const sum = result!.numbers.reduce((a, b) => a + b, 0);
    const rows = await t.app.db
      .selectFrom('bets')
      .select(['order_no', 'status', 'payout_minor', 'detail'])
      .where('order_no', 'in', orders)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(sum >= 23 ? ['WON', 'LOST'] : ['LOST', 'WON']);
    for (const r of rows) expect(JSON.parse(r.detail).numbers).toEqual(result!.numbers);
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before - 2000 + 1950);
  });

  it('a Vietnam daily game settles on the special prize of its draw date', async () => {
    const ticket = await launchLottery('TCG_LOTTO_VN', 'VNM_CENTRAL');
    let n = await getValue(t, vietnamNumero, '/api/v1/lottery/vn/numero?gameCode=VNM_CENTRAL');
    if (n.secondsLeft < 3) {
      await new Promise((res) => setTimeout(res, n.secondsLeft * 1000 + 100));
      n = await getValue(t, vietnamNumero, '/api/v1/lottery/vn/numero?gameCode=VNM_CENTRAL');
    }
    const r = await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo: n.numero, playType: 'trad', selection: '--123', stake: '1.00' });
    expect(r.json().value).toMatchObject({ status: 'OPEN', drawNo: n.numero });
    await settleDraws(t.app.db, new Date(Date.parse(n.closesAt) + 1));
    const [result] = await gameDrawResults(t.app.db, await game('TCG_LOTTO_VN', 'VNM_CENTRAL'), [n.numero]);
    expect(result!.prizes![0]!.numbers[0]!.slice(-5)).toBe(result!.numbers.join(''));
    const row = await t.app.db.selectFrom('bets').select(['status', 'payout_minor']).where('order_no', '=', r.json().value.orderNo).executeTakeFirstOrThrow();
    const won = result!.numbers.slice(2).join('') === '123';
    expect(row.status).toBe(won ? 'WON' : 'LOST');
    expect(toMinor(row.payout_minor)).toBe(won ? 95_000 : 0);
  });

  it('settlement asks the database for the due bets only (closes_at), money and fun bets alike', async () => {
    const real = await launchLottery('TCG_LOTTO_VN', 'VNM_SOUTH');
    const freeRes = await get('/api/v1/games/launch?vendor=LOTT&gameCode=VN_HN_5M&mode=free', bearer(demoToken));
    expect(freeRes.json().value.mode).toBe('free');
    const fun = ticketOf(freeRes.json().value.url as string);
    const south = await getValue(t, vietnamNumero, '/api/v1/lottery/vn/numero?gameCode=VNM_SOUTH');
    const five = await getValue(t, drawNumero, '/api/v1/lottery/numero?gameCode=VN_HN_5M');
    if (south.secondsLeft < 3 || five.secondsLeft < 3) return; // straddling a close: the other tests cover settlement
    const r = await post('/api/v1/play/lottery/bets', { ticket: real, betId: ref(), drawNo: south.numero, playType: 'ent', selection: 'odd', stake: '2.00' });
    expect(r.json().value).toMatchObject({ mode: 'real', status: 'OPEN' });
    const f = await post('/api/v1/play/lottery/bets', { ticket: fun, betId: ref(), drawNo: five.numero, playType: 'ent', selection: 'odd', stake: '2.00' });
    expect(f.json().value).toMatchObject({ mode: 'free', status: 'OPEN' });
    const bet = () =>
      t.app.db.selectFrom('bets').select(['id', 'status', 'closes_at']).where('order_no', '=', r.json().value.orderNo).executeTakeFirstOrThrow();
    const funBet = () => t.app.db.selectFrom('play_fun_bets').select(['id', 'status', 'closes_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Each bet stores its draw's close.
    expect((await bet()).closes_at).toBe(south.closesAt);
    expect((await funBet()).closes_at).toBe(five.closesAt);
    // A row whose stored close is still ahead is not read even when `now` is past its draw: the
    // database filters (the former code read every OPEN bet and judged the schedule in JavaScript).
    const far = new Date(Date.parse(south.closesAt) + 10 * 86_400_000).toISOString();
    await t.app.db
      .updateTable('bets')
      .set({ closes_at: far })
      .where('id', '=', (await bet()).id)
      .execute();
    await t.app.db
      .updateTable('play_fun_bets')
      .set({ closes_at: far })
      .where('id', '=', (await funBet()).id)
      .execute();
    const after = new Date(Math.max(Date.parse(south.closesAt), Date.parse(five.closesAt)) + 1);
    await settleDraws(t.app.db, after);
    expect((await bet()).status).toBe('OPEN');
    expect((await funBet()).status).toBe('OPEN');
    // Due again: settled.
    await t.app.db
      .updateTable('bets')
      .set({ closes_at: south.closesAt })
      .where('id', '=', (await bet()).id)
      .execute();
    await t.app.db
      .updateTable('play_fun_bets')
      .set({ closes_at: five.closesAt })
      .where('id', '=', (await funBet()).id)
      .execute();
    expect(await settleDraws(t.app.db, after)).toBeGreaterThanOrEqual(2);
    expect((await bet()).status).not.toBe('OPEN');
    expect((await funBet()).status).not.toBe('OPEN');
  });

  it('a bet of the former global draws (no series in its detail) still settles on them', async () => {
    const g = await game('LOTT', 'VN_HN_1M');
    const drawNo = Math.floor(Date.now() / 60_000) - 5;
    const order = `L${Date.now()}LEGACY`;
    await t.app.db
      .insertInto('bets')
      .values({
        order_no: order,
        merchant_code: 'demo',
        member_id: demoId,
        game_id: g.id,
        vendor_code: 'LOTT',
        category: 'LOTT',
        ticket_id: 0,
        client_ref: order,
        draw_no: drawNo,
        stake_minor: 100,
        payout_minor: 0,
        status: 'OPEN',
        detail: JSON.stringify({ game: 'lottery', playType: 'ent', selection: 'odd', odds: 1.95 }),
        created_at: new Date().toISOString(),
        settled_at: null,
      })
      .execute();
    await settleDraws(t.app.db);
    const legacy = await t.app.db.selectFrom('lottery_draws').select('numbers').where('draw_no', '=', drawNo).executeTakeFirstOrThrow();
    const row = await t.app.db.selectFrom('bets').select(['status', 'detail']).where('order_no', '=', order).executeTakeFirstOrThrow();
    expect(JSON.parse(row.detail).numbers.join('')).toBe(legacy.numbers);
    expect(row.status).toBe([...legacy.numbers].map(Number).reduce((a, b) => a + b, 0) % 2 === 1 ? 'WON' : 'LOST');
  });
});

describe('thirdPartyGameRecords', () => {
  it('401 for a guest; trial members are refused (FREE_REJECT)', async () => {
    expect((await get('/api/v1/records/third-party')).statusCode).toBe(401);
    const trial = (await post('/api/v1/trial/login', {})).json().value as { token: string };
    const res = await get('/api/v1/records/third-party', bearer(trial.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FREE_REJECT');
  });

  it("the member's bets by vendor and day: count, stake, payout, profit from the bets rows", async () => {
    // A slot vendor's bets too (settled at once).
    const slot = await t.app.db
      .selectFrom('games as g')
      .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
      .select(['g.vendor_code', 'g.game_id'])
      .where('mv.enabled', '=', 1)
      .where('g.enabled', '=', 1)
      .where('g.category', '=', 'RNG')
      .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const launched = await get(`/api/v1/games/launch?vendor=${slot.vendor_code}&gameId=${slot.game_id}`, bearer(demoToken));
    const slotTicket = ticketOf(launched.json().value.url as string);
    for (let i = 0; i < 3; i++) expect((await post('/api/v1/play/slot/spin', { ticket: slotTicket, spinId: ref(), bet: '1.00' })).statusCode).toBe(200);
    await settleDraws(t.app.db, new Date(Date.now() + 86_400_000 * 2));
    const v = await getValue(t, thirdPartyGameRecords, '/api/v1/records/third-party?pageSize=100', bearer(demoToken));
    expect(v.total).toBe(v.list.length);
    expect(v.list.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const rows = await t.app.db
      .selectFrom('bets')
      .select(['vendor_code', 'stake_minor', 'payout_minor', 'status', 'created_at'])
      .where('member_id', '=', demoId)
      .where('merchant_code', '=', 'demo')
      .execute();
    for (const g of v.list) {
      const mine = rows.filter((r) => r.vendor_code === g.vendor && r.created_at.slice(0, 10) === g.day && r.status !== 'CANCELLED');
      expect(g.count).toBe(mine.length);
      const stake = mine.reduce((a, r) => a + toMinor(r.stake_minor), 0);
      const payout = mine.reduce((a, r) => a + toMinor(r.payout_minor), 0);
      const settledStake = mine.filter((r) => r.status === 'WON' || r.status === 'LOST').reduce((a, r) => a + toMinor(r.stake_minor), 0);
      expect(g).toMatchObject({ stake: (stake / 100).toFixed(2), payout: (payout / 100).toFixed(2), profit: ((payout - settledStake) / 100).toFixed(2) });
    }
    expect(v.list.some((g) => g.day === today && g.vendor === 'LOTT' && g.vendorName.length > 0)).toBe(true);
    expect(v.list.find((g) => g.day === today && g.vendor === slot.vendor_code)).toMatchObject({ count: 3, stake: '3.00' });
    expect(v.totals.count).toBe(v.list.reduce((a, g) => a + g.count, 0));
    // Newest day first, then vendor.
    const keys = v.list.map((g) => `${g.day}|${g.vendor}`);
    expect([...keys].sort((a, b) => (a.slice(0, 10) === b.slice(0, 10) ? a.localeCompare(b) : b.localeCompare(a)))).toEqual(keys);
    const lott = await getValue(t, thirdPartyGameRecords, '/api/v1/records/third-party?vendor=LOTT', bearer(demoToken));
    expect(lott.list.every((g) => g.vendor === 'LOTT')).toBe(true);
    const paged = await getValue(t, thirdPartyGameRecords, '/api/v1/records/third-party?pageSize=1&pageNo=2', bearer(demoToken));
    expect(paged.list).toEqual(v.list.slice(1, 2));
    expect(paged.totalPages).toBe(v.total);
    const again = await getValue(t, thirdPartyGameRecords, '/api/v1/records/third-party?pageSize=100', bearer(demoToken));
    expect(again).toEqual(v);
    // Another member sees none of them.
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    const other = await getValue(t, thirdPartyGameRecords, '/api/v1/records/third-party', bearer(agent));
    expect(other.totals.count).toBe(0);
  });

  it('bad range or paging → 400', async () => {
    for (const q of ['from=2026-01-01&to=2026-12-31', 'from=2026-11-20&to=2026-11-10', 'to=2026-02-30']) {
      const res = await get(`/api/v1/records/third-party?${q}`, bearer(demoToken));
      expect(res.json().code).toBe('PLAY_RANGE_INVALID');
    }
    for (const q of ['pageSize=101', 'pageNo=0', 'from=yesterday', 'vendor=%27x']) {
      expect((await get(`/api/v1/records/third-party?${q}`, bearer(demoToken))).statusCode).toBe(400);
    }
  });
});
