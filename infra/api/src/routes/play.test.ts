import { bettingRecords, gameList, launchGame, lotteryDraws } from '@tessera/contract/api';
import { SUPPORT_PLAY_FREE } from '@tessera/contract';
import { getValue, createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { memberBalance, postMemberMovement, toMinor } from '../services/wallet/ledger';
import { spin } from '../services/play/slot';
import { settleDraws, gameDrawResults } from '../services/play/lottery';
import { DRAW_MS, openDrawNo } from '../services/play/rules';
import { PLAY_TEXT } from '../services/play/pages';
import { ENT_ODDS } from '../services/play/rules';

let t: TTestApp;
let demoToken: string;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  demoToken = await loginAs(t.app, 'demo1', 'Demo@1234');
  demoId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

async function credit(memberId: number, merchant: string, amountMinor: number) {
  await t.app.db
    .transaction()
    .execute((trx) =>
      postMemberMovement(trx, { merchant, memberId, type: 'ADJUSTMENT', amountMinor, book: 'cashier', reference: 'test:credit', description: 'test credit' }),
    );
}

/** A demo-merchant game of a non-lottery vendor, with or without free play. */
async function slotGame(freePlay: 0 | 1, merchant = 'demo') {
  return t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .select(['g.id', 'g.vendor_code', 'g.game_id', 'g.launch_category', 'g.min_bet'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.category', '=', 'RNG')
    .where('g.free_play', '=', freePlay)
    .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

const launchUrl = (q: Record<string, string>) => `/api/v1/games/launch?${new URLSearchParams(q).toString()}`;
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';
let seq = 0;
const ref = () => `ref${Date.now()}x${++seq}`;

/** The open draw, waiting first when it closes within 3 s (a test must not straddle a close). */
async function freshDraw(): Promise<number> {
  const left = (openDrawNo(Date.now()) + 1) * DRAW_MS - Date.now();
  if (left < 3000) await new Promise((r) => setTimeout(r, left + 50));
  return openDrawNo(Date.now());
}

/** The stored result of a closed draw of a game (its nodeId), drawing it when nobody has. */
async function gameResult(nodeId: string, drawNo: number) {
  const game = await t.app.db.selectFrom('games').select(['id', 'vendor_code', 'game_code']).where('id', '=', Number(nodeId)).executeTakeFirstOrThrow();
  return (await gameDrawResults(t.app.db, game, [drawNo]))[0]!;
}

async function launch(token: string, q: Record<string, string>) {
  return getValue(t, launchGame, launchUrl(q), bearer(token));
}

describe('launchGame', () => {
  it('401 for a guest', async () => {
    const res = await t.app.inject({ url: launchUrl({ vendor: 'LOTT' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('generic launcher: real mode, slot URL with an opaque 128-bit ticket stored hashed, recent game recorded', async () => {
    const g = await slotGame(0);
    const v = await launch(demoToken, { vendor: g.vendor_code, gameId: g.game_id, gameCategory: g.launch_category });
    expect(v).toMatchObject({ launcher: 'generic', page: 'game', mode: 'real', nodeId: String(g.id), prizeMode: null, playType: null });
    expect(v.url).toMatch(/^\/play\/slot\?ticket=[A-Za-z0-9_-]{22}$/);
    expect(v.url).not.toContain(demoToken);
    const ticket = ticketOf(v.url);
    const stored = await t.app.db.selectFrom('play_tickets').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(ticket);
    expect(stored).toMatchObject({ member_id: demoId, game_id: g.id, mode: 'real' });
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(30 * 60_000);
    const recent = await t.app.db.selectFrom('player_recent_games').selectAll().where('member_id', '=', demoId).where('game_id', '=', g.id).executeTakeFirst();
    expect(recent).toBeDefined();
  });

  it('generic launcher by nodeId; wrong category, unknown game → 404; missing ids → 400', async () => {
    const g = await slotGame(0);
    expect((await launch(demoToken, { vendor: g.vendor_code, nodeId: String(g.id) })).nodeId).toBe(String(g.id));
    const wrongCat = await t.app.inject({ url: launchUrl({ vendor: g.vendor_code, gameId: g.game_id, gameCategory: 'LIVE' }), headers: bearer(demoToken) });
    expect(wrongCat.statusCode).toBe(404);
    expect(wrongCat.json().code).toBe('PLAY_GAME_NOT_FOUND');
    const unknown = await t.app.inject({ url: launchUrl({ vendor: g.vendor_code, gameId: 'nope' }), headers: bearer(demoToken) });
    expect(unknown.json().code).toBe('PLAY_GAME_NOT_FOUND');
    const none = await t.app.inject({ url: launchUrl({ vendor: g.vendor_code }), headers: bearer(demoToken) });
    expect(none.statusCode).toBe(400);
  });

  it('lottery launcher: TCG_LOTTO_VN and TCG_SEA (prizeMode SEA) open a lottery lobby; LOTT / ELOTT go to launchGame', async () => {
    const vn = await launch(demoToken, { vendor: 'TCG_LOTTO_VN' });
    expect(vn).toMatchObject({ launcher: 'lottery', page: 'lotteryLobby', gameCode: 'lobby', mode: 'real', playType: 'trad' });
    expect(vn.url).toMatch(/^\/play\/lottery\?ticket=/);
    const sea = await launch(demoToken, { vendor: 'TCG_SEA', prizeMode: 'SEA' });
    expect(sea).toMatchObject({ page: 'lotteryLobby', prizeMode: 'SEA' });
    const badMode = await t.app.inject({ url: launchUrl({ vendor: 'TCG_SEA', prizeMode: 'Lott' }), headers: bearer(demoToken) });
    expect(badMode.json().code).toBe('PLAY_GAME_NOT_FOUND');
    const lott = await launch(demoToken, { vendor: 'LOTT', gameCode: 'VN_HN_1M', playType: 'ent' });
    expect(lott).toMatchObject({ launcher: 'lottery', page: 'launchGame', gameCode: 'VN_HN_1M', playType: 'ent', prizeMode: 'Lott' });
    const elott = await launch(demoToken, { vendor: 'ELOTT' });
    expect(elott).toMatchObject({ page: 'launchGame', playType: 'ent' });
  });

  it('free play only when asked (mode=free) on a free-play game; refused on a game without free play; trial members always play free', async () => {
    const free = await slotGame(1);
    expect((await launch(demoToken, { vendor: free.vendor_code, gameId: free.game_id, mode: 'free' })).mode).toBe('free');
    const paid = await slotGame(0);
    const refused = await t.app.inject({ url: launchUrl({ vendor: paid.vendor_code, gameId: paid.game_id, mode: 'free' }), headers: bearer(demoToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAY_FREE_UNSUPPORTED');

    const trial = (await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} })).json().value as { token: string };
    expect((await launch(trial.token, { vendor: free.vendor_code, gameId: free.game_id })).mode).toBe('free');
    expect((await launch(trial.token, { vendor: 'LOTT' })).mode).toBe('free');
    const trialPaid = await t.app.inject({ url: launchUrl({ vendor: 'TCG_LOTTO_VN' }), headers: bearer(trial.token) });
    expect(trialPaid.json().code).toBe('PLAY_FREE_UNSUPPORTED');
  });

  it("supportPlay has the game list's one meaning: a real member who passes the list's value through plays for real", async () => {
    const free = await slotGame(1);
    const listed = await getValue(t, gameList, `/api/v1/games?vassalage=${free.vendor_code}&pageSize=100`);
    const row = listed.games.find((g) => g.nodeId === String(free.id));
    // The list says "free play supported" with 0 (SUPPORT_PLAY_FREE.gameList) ...
    expect(row?.supportPlay).toBe(SUPPORT_PLAY_FREE.gameList);
    // ... and launching with that value, as a client copying the list would, is a real-money launch.
    const v = await launch(demoToken, { vendor: free.vendor_code, gameId: free.game_id, supportPlay: String(row?.supportPlay) });
    expect(v.mode).toBe('real');
    const stored = await t.app.db.selectFrom('play_tickets').select('mode').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.mode).toBe('real');
    // Either value of the flag, with or without an explicit mode=real: real; only mode=free is the demo.
    expect((await launch(demoToken, { vendor: free.vendor_code, gameId: free.game_id, supportPlay: '1' })).mode).toBe('real');
    expect((await launch(demoToken, { vendor: free.vendor_code, gameId: free.game_id, supportPlay: '0', mode: 'real' })).mode).toBe('real');
    expect((await launch(demoToken, { vendor: free.vendor_code, gameId: free.game_id, supportPlay: '0', mode: 'free' })).mode).toBe('free');
  });

  it('vendor off for the merchant → 404; disabled game → 403 PLAY_GAME_UNAVAILABLE', async () => {
    const acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const off = await t.app.inject({ url: launchUrl({ vendor: 'ELOTT' }), headers: bearer(acme) });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('PLAY_GAME_NOT_FOUND');
    const g = await slotGame(0);
    const other = await t.app.db
      .selectFrom('games')
      .select(['id', 'game_id', 'vendor_code'])
      .where('vendor_code', '=', g.vendor_code)
      .where('id', '!=', g.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('games').set({ enabled: 0 }).where('id', '=', other.id).execute();
    const res = await t.app.inject({ url: launchUrl({ vendor: other.vendor_code, gameId: other.game_id }), headers: bearer(demoToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAY_GAME_UNAVAILABLE');
    await t.app.db.updateTable('games').set({ enabled: 1 }).where('id', '=', other.id).execute();
  });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('slot spin', () => {
  it('debits BET, credits PAYOUT when won, writes a bets row; a retried spinId is not charged twice', async () => {
    await credit(demoId, 'demo', 100_000);
    const g = await slotGame(0);
    const ticket = ticketOf((await launch(demoToken, { vendor: g.vendor_code, gameId: g.game_id })).url);
    const before = await memberBalance(t.app.db, 'demo', demoId);
    // Three SEVENs (stop 0 on every reel): 2000× the bet.
    const won = await spin(t.app.db, { ticket, spinId: ref(), bet: '1.00' }, new Date(), () => 0);
    expect(won).toMatchObject({ mode: 'real', reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 2000, bet: '1.00', win: '2000.00', replayed: false });
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before - 100 + 200_000);
    const txs = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('reference', '=', `bet:${won.orderNo}`)
      .orderBy('id')
      .execute();
    expect(txs.map((x) => x.type)).toEqual(['BET', 'PAYOUT']);
    const row = await t.app.db.selectFrom('bets').selectAll().where('order_no', '=', won.orderNo!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'WON', member_id: demoId, game_id: g.id, vendor_code: g.vendor_code });
    expect(toMinor(row.stake_minor)).toBe(100);
    expect(toMinor(row.payout_minor)).toBe(200_000);

    // A losing spin through the API: BET only; the retry answers the same spin.
    const spinId = ref();
    const lose = await spin(t.app.db, { ticket, spinId, bet: '2.00' }, new Date(), (max) => (max === 32 ? [0, 1, 2][seq++ % 3]! : 0));
    const mid = await memberBalance(t.app.db, 'demo', demoId);
    const again = await post('/api/v1/play/slot/spin', { ticket, spinId, bet: '2.00' });
    expect(again.json().value).toMatchObject({ orderNo: lose.orderNo, reels: lose.reels, replayed: true });
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(mid);
    const reused = await post('/api/v1/play/slot/spin', { ticket, spinId, bet: '5.00' });
    expect(reused.json().code).toBe('PLAY_REQUEST_REUSED');
  });

  it('concurrent requests with one spinId charge once', async () => {
    const g = await slotGame(0);
    const ticket = ticketOf((await launch(demoToken, { vendor: g.vendor_code, gameId: g.game_id })).url);
    const spinId = ref();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/v1/play/slot/spin', { ticket, spinId, bet: '1.00' })));
    const values = answers.map((a) => a.json().value as { orderNo: string; replayed: boolean });
    expect(new Set(values.map((v) => v.orderNo)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    const bets = await t.app.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'BET')
      .where('reference', '=', `bet:${values[0]!.orderNo}`)
      .execute();
    expect(bets).toHaveLength(1);
  });

  it('insufficient balance: refused, nothing written', async () => {
    const bob = await t.app.db.selectFrom('members').select(['id', 'merchant_code']).where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const agentToken = await loginAs(t.app, 'agent1', 'Agent@1234');
    const g = await slotGame(0);
    const ticket = ticketOf((await launch(agentToken, { vendor: g.vendor_code, gameId: g.game_id })).url);
    const balance = await memberBalance(t.app.db, 'demo', bob.id);
    const bets = await t.app.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const txs = await t.app.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post('/api/v1/play/slot/spin', { ticket, spinId: ref(), bet: String(balance / 100 + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await memberBalance(t.app.db, 'demo', bob.id)).toBe(balance);
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(Number(bets.n));
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('ledger_transactions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(Number(txs.n));
  });

  it('free mode: fun credits only, no ledger, no bets rows', async () => {
    const g = await slotGame(1);
    const ticket = ticketOf((await launch(demoToken, { vendor: g.vendor_code, gameId: g.game_id, mode: 'free' })).url);
    const session = (await post('/api/v1/play/session', { ticket })).json().value;
    expect(session).toMatchObject({ mode: 'free', balance: '2000.00', launcher: 'generic' });
    const balance = await memberBalance(t.app.db, 'demo', demoId);
    const bets = Number(
      (
        await t.app.db
          .selectFrom('bets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const spinId = ref();
    const r = (await post('/api/v1/play/slot/spin', { ticket, spinId, bet: '10.00' })).json().value;
    expect(r).toMatchObject({ mode: 'free', orderNo: null });
    const again = (await post('/api/v1/play/slot/spin', { ticket, spinId, bet: '10.00' })).json().value;
    expect(again).toMatchObject({ replayed: true, balance: r.balance, reels: r.reels });
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(balance);
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(bets);
    const broke = await post('/api/v1/play/slot/spin', { ticket, spinId: ref(), bet: '9999.00' });
    expect(broke.json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('ticket checks: unknown, expired, wrong game, bad stake', async () => {
    const unknown = await post('/api/v1/play/slot/spin', { ticket: 'A'.repeat(22), spinId: ref(), bet: '1.00' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('PLAY_TICKET_INVALID');
    const g = await slotGame(0);
    const ticket = ticketOf((await launch(demoToken, { vendor: g.vendor_code, gameId: g.game_id })).url);
    const tooSmall = await post('/api/v1/play/slot/spin', { ticket, spinId: ref(), bet: '0.001' });
    expect(tooSmall.statusCode).toBe(400);
    const tooBig = await post('/api/v1/play/slot/spin', { ticket, spinId: ref(), bet: '10000.01' });
    expect(tooBig.json().code).toBe('PLAY_STAKE_INVALID');
    const lottoTicket = ticketOf((await launch(demoToken, { vendor: 'LOTT' })).url);
    expect((await post('/api/v1/play/slot/spin', { ticket: lottoTicket, spinId: ref(), bet: '1.00' })).json().code).toBe('PLAY_WRONG_GAME');
    await t.app.db
      .updateTable('play_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', demoId)
      .execute();
    const expired = await post('/api/v1/play/slot/spin', { ticket, spinId: ref(), bet: '1.00' });
    expect(expired.json().code).toBe('PLAY_TICKET_EXPIRED');
  });
});

describe('lottery', () => {
  it('draws: the open draw with close time and stored results', async () => {
    const v = await getValue(t, lotteryDraws, '/api/v1/play/lottery/draws?limit=3');
    expect(v.intervalSeconds).toBe(60);
    expect(v.results).toHaveLength(3);
    expect(v.results[0]!.drawNo).toBe(v.open.drawNo - 1);
    expect(v.results[0]!.numbers).toHaveLength(5);
    const again = await getValue(t, lotteryDraws, '/api/v1/play/lottery/draws?limit=3');
    expect(again.results[0]!.numbers).toEqual(v.results[0]!.numbers);
  });

  it('bet → settle → payout exactly once even when settle runs twice; cancel refunds once', async () => {
    await credit(demoId, 'demo', 100_000);
    const launched = await launch(demoToken, { vendor: 'LOTT', gameCode: 'VN_HN_1M' });
    const ticket = ticketOf(launched.url);
    const drawNo = await freshDraw();
    const closed = await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo: drawNo - 1, playType: 'ent', selection: 'big', stake: '1.00' });
    expect(closed.json().code).toBe('PLAY_DRAW_CLOSED');
    const badSel = await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo, playType: 'trad', selection: 'big', stake: '1.00' });
    expect(badSel.json().code).toBe('PLAY_SELECTION_INVALID');

    const before = await memberBalance(t.app.db, 'demo', demoId);
    const picks = ['big', 'small'];
    const placed = [];
    for (const sel of picks) {
      const r = await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo, playType: 'ent', selection: sel, stake: '10.00' });
      expect(r.json().value).toMatchObject({ status: 'OPEN', mode: 'real', odds: 1.95 });
      placed.push(r.json().value.orderNo as string);
    }
    const cancelMe = (await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo, playType: 'trad', selection: '123', stake: '5.00' })).json()
      .value;
    expect(cancelMe.selection).toBe('--123');
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before - 2500);

    const cancel = (key: string) => post(`/api/v1/records/bets/${cancelMe.orderNo}/cancel`, {}, { ...bearer(demoToken), 'idempotency-key': key });
    const c1 = await cancel('k1');
    expect(c1.json().value.order).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect((await cancel('k1')).headers['idempotent-replayed']).toBe('true');
    expect((await cancel('k2')).json().code).toBe('PLAY_ORDER_NOT_CANCELLABLE');
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before - 2000);
    const refunds = await t.app.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `bet:${cancelMe.orderNo}`).execute();
    expect(refunds.map((r) => r.type).sort()).toEqual(['BET', 'BET_REFUND']);

    const later = new Date((drawNo + 1) * DRAW_MS + 1);
    const [n1, n2] = await Promise.all([settleDraws(t.app.db, later), settleDraws(t.app.db, later)]);
    expect(n1 + n2).toBeGreaterThanOrEqual(2);
    expect(await settleDraws(t.app.db, later)).toBe(0);
    const { numbers } = await gameResult(launched.nodeId, drawNo);
    const sum = numbers.reduce((a, b) => a + b, 0);
    const winner = sum >= 23 ? placed[0] : placed[1];
    const rows = await t.app.db.selectFrom('bets').select(['order_no', 'status', 'payout_minor']).where('order_no', 'in', placed).execute();
    for (const r of rows) expect(r.status).toBe(r.order_no === winner ? 'WON' : 'LOST');
    const payouts = await t.app.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('type', '=', 'PAYOUT')
      .where(
        'reference',
        'in',
        placed.map((o) => `bet:${o}`),
      )
      .execute();
    expect(payouts).toEqual([{ reference: `bet:${winner}` }]);
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before - 2000 + 1950);
    // Too late to cancel a settled bet.
    expect((await post(`/api/v1/records/bets/${winner}/cancel`, {}, { ...bearer(demoToken), 'idempotency-key': 'k3' })).json().code).toBe(
      'PLAY_ORDER_NOT_CANCELLABLE',
    );
  });

  it('free lottery bets use fun credits and settle into them', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} })).json().value as { token: string };
    const launched = await launch(trial.token, { vendor: 'LOTT' });
    const ticket = ticketOf(launched.url);
    const drawNo = await freshDraw();
    const r = (await post('/api/v1/play/lottery/bets', { ticket, betId: ref(), drawNo, playType: 'ent', selection: 'odd', stake: '100.00' })).json().value;
    expect(r).toMatchObject({ mode: 'free', orderNo: null, balance: '1900.00' });
    await settleDraws(t.app.db, new Date((drawNo + 1) * DRAW_MS + 1));
    const { numbers } = await gameResult(launched.nodeId, drawNo);
    const won = numbers.reduce((a, b) => a + b, 0) % 2 === 1;
    expect((await post('/api/v1/play/session', { ticket })).json().value.balance).toBe(won ? '2095.00' : '1900.00');
  });
});

describe('records', () => {
  it('bettingRecords: realMember only, filters, totals; orderDetail: own orders only', async () => {
    expect((await t.app.inject({ url: '/api/v1/records/bets' })).statusCode).toBe(401);
    const trial = (await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} })).json().value as { token: string };
    expect((await t.app.inject({ url: '/api/v1/records/bets', headers: bearer(trial.token) })).json().code).toBe('FREE_REJECT');
    const v = await getValue(t, bettingRecords, '/api/v1/records/bets?pageSize=100', bearer(demoToken));
    expect(v.total).toBeGreaterThan(0);
    const lost = await getValue(t, bettingRecords, '/api/v1/records/bets?status=LOST&vendor=LOTT', bearer(demoToken));
    expect(lost.list.every((b) => b.status === 'LOST' && b.vendor === 'LOTT')).toBe(true);
    const lott = await getValue(t, bettingRecords, '/api/v1/records/bets?category=LOTT&pageSize=100', bearer(demoToken));
    expect(lott.total).toBeGreaterThan(0);
    expect(lott.list.every((b) => b.category === 'LOTT')).toBe(true);
    expect((await getValue(t, bettingRecords, '/api/v1/records/bets?category=SPORTS', bearer(demoToken))).total).toBe(0);
    const bad = await t.app.inject({ url: '/api/v1/records/bets?from=2026-01-01&to=2026-12-31', headers: bearer(demoToken) });
    expect(bad.json().code).toBe('PLAY_RANGE_INVALID');
    const order = v.list[0]!;
    const detail = await t.app.inject({ url: `/api/v1/records/bets/${order.orderNo}`, headers: bearer(demoToken) });
    expect(detail.json().value).toMatchObject({ orderNo: order.orderNo });
    const acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    expect((await t.app.inject({ url: `/api/v1/records/bets/${order.orderNo}`, headers: bearer(agent) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/records/bets/${order.orderNo}`, headers: bearer(acme) })).statusCode).toBe(404);
    expect((await post(`/api/v1/records/bets/${order.orderNo}/cancel`, {}, { ...bearer(agent), 'idempotency-key': 'x1' })).statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('serve HTML with an external script and stylesheet under the strict CSP', async () => {
    for (const page of ['slot', 'lottery']) {
      const res = await t.app.inject({ url: `/play/${page}?ticket=${'A'.repeat(22)}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.body).toContain(`src="/play/assets/${page}.js"`);
      expect(res.body).not.toMatch(/<script>(?!<)/);
      expect(res.body).not.toMatch(/style="/);
      const js = await t.app.inject({ url: `/play/assets/${page}.js` });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toContain('javascript');
      expect(() => new Function(js.body)).not.toThrow();
    }
    expect((await t.app.inject({ url: '/play/assets/nope.js' })).statusCode).toBe(404);
  });

  it('have a visible "Back" link to the lobby at the top (slot → /m/home, lottery → /m/lottery)', async () => {
    for (const [page, href] of [
      ['slot', '/m/home'],
      ['lottery', '/m/lottery'],
    ] as const) {
      const res = await t.app.inject({ url: `/play/${page}`, headers: { accept: 'text/html' } });
      const body = res.body;
      const link = body.match(/<a class="back" href="([^"]+)">(.*?)<\/a>/);
      expect(link?.[1]).toBe(href);
      expect(link?.[2]?.replace(/<[^>]+>/g, '')).toMatch(/\bBack$/);
      // First thing in the header, before the game name.
      expect(body.indexOf('class="back"')).toBeGreaterThan(body.indexOf('<header class="bar">'));
      expect(body.indexOf('class="back"')).toBeLessThan(body.indexOf('id="game-name"'));
    }
    const css = (await t.app.inject({ url: '/play/assets/play.css' })).body;
    expect(css).toMatch(/\.bar \.back\{[^}]*min-height:44px/);
    expect(css).toMatch(/\.bar \.back:focus-visible\{/);
  });

  it('tell their opener or framing page about money moves and Back, on the site origin only; a framing page may name a stylesheet', async () => {
    for (const page of ['slot', 'lottery']) {
      // The built script, its string quotes read as single (the build writes double quotes).
      const js = (await t.app.inject({ url: `/play/assets/${page}.js` })).body.replace(/"/g, "'");
      expect(js).toContain('postMessage(msg, location.origin)');
      expect(js).not.toContain("postMessage(msg, '*')");
      expect(js).toContain("notify({ type: 'balance', mode: r.mode, balance: r.balance })");
      expect(js).toContain("notify({ type: 'back' })");
      // A framing page that shows its own Back (the shell's) asks for none in the frame.
      expect(js).toContain("params.get('back') === 'none'");
    }
  });

  it('speak the language a framing page asks for (?lang=PT, PT-BR falls back to PT), English otherwise', async () => {
    const html = (await t.app.inject({ url: '/play/lottery', headers: { accept: 'text/html' } })).body;
    const keys = [...html.matchAll(/data-t="(\w+)"/g)].map((m) => m[1] as string);
    expect(keys).toEqual(expect.arrayContaining(['draw', 'closesIn', 'tradition', 'entertainment', 'big', 'stake', 'bet', 'myBets', 'results']));
    // Every marked element and every message the script says has its Portuguese.
    const js = (await t.app.inject({ url: '/play/assets/lottery.js' })).body;
    const said = [...js.matchAll(/\btr\(["'](\w+)["']/g)].map((m) => m[1] as string);
    expect(said).toEqual(expect.arrayContaining(['fromLobby', 'placed', 'pickDigit', 'choosePick', 'sum', 'fun', 'free', 'real']));
    for (const key of [...keys, ...said]) expect({ key, pt: PLAY_TEXT.PT?.[key] }).toEqual({ key, pt: expect.stringMatching(/\S/) });
    expect(PLAY_TEXT.PT?.hintEnt).toContain(`${ENT_ODDS}×`);
    // The words themselves travel in the script (PT-BR falling back to PT: services/play/pages.test.ts).
    expect(js).toContain(JSON.stringify(PLAY_TEXT.PT?.hintEnt));
    const light = await t.app.inject({ url: '/play/assets/theme-light.css' });
    expect(light.statusCode).toBe(200);
    expect(light.headers['content-type']).toContain('text/css');
    expect((await t.app.inject({ url: '/play/assets/theme-evil.css' })).statusCode).toBe(404);
  });
});
