import { launchGame } from '@tessera/contract/api';
import { getValue, createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { memberBalance, postMemberMovement, toMinor } from '../services/wallet/ledger';
import { crash, deal } from '../services/play/table';

// The demo games besides the slot and the lottery (issue 28): which page a game opens by its
// classification, and the baccarat table's and the crash game's rounds against the ledger — debited
// and credited exactly once (a retried roundId answers the first round), refused over the balance
// and outside the bet limits, fun credits in free play.

let t: TTestApp;
let token: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  token = await loginAs(t.app, 'demo1', 'Demo@1234');
  memberId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId,
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

/** A playable game of the demo merchant with this classification (and free play when asked). */
async function gameOf(classify: string | string[], freePlay?: 0 | 1) {
  let q = t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.vendor_code', 'g.game_id', 'g.name', 'g.min_bet'])
    .where('mv.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.classify', 'in', typeof classify === 'string' ? [classify] : classify);
  if (freePlay !== undefined) q = q.where('g.free_play', '=', freePlay);
  return q.orderBy('g.id').executeTakeFirstOrThrow();
}

const launchUrl = (q: Record<string, string>) => `/api/v1/games/launch?${new URLSearchParams(q).toString()}`;
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';
let seq = 0;
const ref = () => `demo${Date.now()}x${++seq}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function launchTicket(
  classify: string | string[],
  mode: 'real' | 'free' = 'real',
  as = token,
): Promise<{ ticket: string; url: string; game: Awaited<ReturnType<typeof gameOf>> }> {
  const game = await gameOf(classify, mode === 'free' ? 1 : undefined);
  const q: Record<string, string> = { vendor: game.vendor_code, nodeId: String(game.id) };
  if (mode === 'free') q.mode = 'free';
  const v = await getValue(t, launchGame, launchUrl(q), bearer(as));
  return { ticket: ticketOf(v.url), url: v.url, game };
}

/** A random source that deals these ranks from the fresh shoe, in order (player, banker, player, banker, …). */
function shoe(...ranks: number[]): (max: number) => number {
  const left = Array.from({ length: 13 }, () => 32);
  let i = 0;
  return () => {
    const rank = ranks[i++] ?? 1;
    const at = left.slice(0, rank - 1).reduce((a, b) => a + b, 0);
    left[rank - 1] = (left[rank - 1] ?? 0) - 1;
    return at;
  };
}

const ledgerOf = (orderNo: string | null) =>
  t.app.db
    .selectFrom('ledger_transactions')
    .select(['type'])
    .where('reference', '=', `bet:${orderNo ?? ''}`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.type));

const count = async (table: 'bets' | 'ledger_transactions') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('which demo page a game opens', () => {
  it('by its classification: baccarat the table, crash and game shows the crash game, slots the slot; a sportsbook has none (403, no ticket)', async () => {
    expect((await launchTicket('BACCARAT')).url).toMatch(/^\/play\/table\?ticket=/);
    expect((await launchTicket('CRASH')).url).toMatch(/^\/play\/crash\?ticket=/);
    expect((await launchTicket('GAME_SHOW')).url).toMatch(/^\/play\/crash\?ticket=/);
    expect((await launchTicket('SLOT')).url).toMatch(/^\/play\/slot\?ticket=/);
    const book = await gameOf('SPORTSBOOK');
    const tickets = await t.app.db
      .selectFrom('play_tickets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: launchUrl({ vendor: book.vendor_code, nodeId: String(book.id) }), headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAY_DEMO_UNAVAILABLE');
    const after = await t.app.db
      .selectFrom('play_tickets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(tickets.n));
  });

  it('serves the table and crash pages without caching, and a ticket plays only its own kind (PLAY_WRONG_GAME)', async () => {
    for (const page of ['/play/table', '/play/crash']) {
      const res = await t.app.inject({ url: page });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('role="status"');
    }
    const slot = await launchTicket('SLOT');
    const wrong = await post('/api/v1/play/table/deal', { ticket: slot.ticket, roundId: ref(), bet: '1.00', pick: 'PLAYER' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('PLAY_WRONG_GAME');
    const table = await launchTicket('BACCARAT');
    expect((await post('/api/v1/play/crash/round', { ticket: table.ticket, roundId: ref(), bet: '1.00', cashOut: '2.00' })).json().code).toBe(
      'PLAY_WRONG_GAME',
    );
    expect((await post('/api/v1/play/slot/spin', { ticket: table.ticket, spinId: ref(), bet: '1.00' })).json().code).toBe('PLAY_WRONG_GAME');
  });
});

describe('baccarat table', () => {
  it('debits the bet and credits the return once: a banker natural 9 beats 0 and pays 1.95×; the retried roundId answers the same hand and charges nothing', async () => {
    const { ticket, game } = await launchTicket('BACCARAT');
    const min = toMinor(game.min_bet);
    const bet = (min / 100).toFixed(2);
    const win = ((min * 1.95) / 100).toFixed(2);
    const before = await memberBalance(t.app.db, 'demo', memberId);
    const roundId = ref();
    const hand = await deal(t.app.db, { ticket, roundId, bet, pick: 'BANKER' }, new Date(), shoe(10, 9, 10, 10));
    expect(hand).toMatchObject({
      mode: 'real',
      player: [10, 10],
      banker: [9, 10],
      playerTotal: 0,
      bankerTotal: 9,
      winner: 'BANKER',
      bet,
      win,
      replayed: false,
    });
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - min + min * 1.95);
    expect(await ledgerOf(hand.orderNo)).toEqual(['BET', 'PAYOUT']);
    const row = await t.app.db
      .selectFrom('bets')
      .selectAll()
      .where('order_no', '=', hand.orderNo ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'WON', member_id: memberId, game_id: game.id });
    expect([toMinor(row.stake_minor), toMinor(row.payout_minor)]).toEqual([min, min * 1.95]);

    const again = (await post('/api/v1/play/table/deal', { ticket, roundId, bet, pick: 'BANKER' })).json().value;
    expect(again).toMatchObject({ orderNo: hand.orderNo, replayed: true, banker: [9, 10], win });
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - min + min * 1.95);
    expect(await ledgerOf(hand.orderNo)).toEqual(['BET', 'PAYOUT']);
    const reused = await post('/api/v1/play/table/deal', { ticket, roundId, bet, pick: 'PLAYER' });
    expect(reused.json().code).toBe('PLAY_REQUEST_REUSED');

    // A losing hand: the bet only, "win" 0.00.
    const lost = await deal(t.app.db, { ticket, roundId: ref(), bet, pick: 'PLAYER' }, new Date(), shoe(10, 9, 10, 10));
    expect(lost).toMatchObject({ winner: 'BANKER', win: '0.00' });
    expect(await ledgerOf(lost.orderNo)).toEqual(['BET']);
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - min + min * 1.95 - min);
  });

  it('concurrent requests with one roundId charge once', async () => {
    const { ticket, game } = await launchTicket('BACCARAT');
    const roundId = ref();
    const bet = (toMinor(game.min_bet) / 100).toFixed(2);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/v1/play/table/deal', { ticket, roundId, bet, pick: 'TIE' })));
    const values = answers.map((a) => a.json().value as { orderNo: string; replayed: boolean });
    expect(new Set(values.map((v) => v.orderNo)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect((await ledgerOf(values[0]?.orderNo ?? null)).filter((x) => x === 'BET')).toHaveLength(1);
  });

  it('refuses a bet over the balance (nothing written) and bets outside the minimum and maximum', async () => {
    // agent1 holds less than the table's maximum bet: one more than the balance is refused.
    const agent = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const poor = await launchTicket('BACCARAT', 'real', await loginAs(t.app, 'agent1', 'Agent@1234'));
    const balance = await memberBalance(t.app.db, 'demo', agent.id);
    expect(balance + 100).toBeLessThanOrEqual(1_000_000);
    const [bets, txs] = [await count('bets'), await count('ledger_transactions')];
    const over = await post('/api/v1/play/table/deal', { ticket: poor.ticket, roundId: ref(), bet: ((balance + 100) / 100).toFixed(2), pick: 'PLAYER' });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('INSUFFICIENT_BALANCE');
    expect([await count('bets'), await count('ledger_transactions')]).toEqual([bets, txs]);
    expect(await memberBalance(t.app.db, 'demo', agent.id)).toBe(balance);
    const { ticket, game } = await launchTicket('BACCARAT');
    const min = toMinor(game.min_bet);
    const below = await post('/api/v1/play/table/deal', { ticket, roundId: ref(), bet: ((min - 1) / 100).toFixed(2), pick: 'PLAYER' });
    expect(below.json().code).toBe('PLAY_STAKE_INVALID');
    const above = await post('/api/v1/play/table/deal', { ticket, roundId: ref(), bet: '10000.01', pick: 'PLAYER' });
    expect(above.json().code).toBe('PLAY_STAKE_INVALID');
    const atMin = await post('/api/v1/play/table/deal', { ticket, roundId: ref(), bet: (min / 100).toFixed(2), pick: 'PLAYER' });
    expect(atMin.statusCode).toBe(200);
  });

  it('free play: fun credits only, no ledger, no bets rows; a repeated roundId answers the first hand', async () => {
    const { ticket, game } = await launchTicket(['BACCARAT', 'CARD', 'TABLE', 'POKER', 'DRAGON_TIGER'], 'free');
    const bet = (toMinor(game.min_bet) / 100).toFixed(2);
    const balance = await memberBalance(t.app.db, 'demo', memberId);
    const [bets, txs] = [await count('bets'), await count('ledger_transactions')];
    const roundId = ref();
    const hand = (await post('/api/v1/play/table/deal', { ticket, roundId, bet, pick: 'PLAYER' })).json().value;
    expect(hand).toMatchObject({ mode: 'free', orderNo: null });
    const again = (await post('/api/v1/play/table/deal', { ticket, roundId, bet, pick: 'PLAYER' })).json().value;
    expect(again).toMatchObject({ replayed: true, balance: hand.balance, player: hand.player, banker: hand.banker });
    expect([await count('bets'), await count('ledger_transactions')]).toEqual([bets, txs]);
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(balance);
    expect((await post('/api/v1/play/table/deal', { ticket, roundId: ref(), bet: '9999.00', pick: 'PLAYER' })).json().code).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('crash game', () => {
  it('pays bet × cash-out when the multiplier reaches it, nothing when it crashes first; each once', async () => {
    const { ticket } = await launchTicket('CRASH');
    const before = await memberBalance(t.app.db, 'demo', memberId);
    // The largest draw: the multiplier runs to its cap (1000×), past the 2.50× cash-out.
    const won = await crash(t.app.db, { ticket, roundId: ref(), bet: '4.00', cashOut: '2.50' }, new Date(), (max) => max - 1);
    expect(won).toMatchObject({ mode: 'real', cashedOut: true, crashedAt: '1000.00', cashOut: '2.50', bet: '4.00', win: '10.00' });
    expect(await ledgerOf(won.orderNo)).toEqual(['BET', 'PAYOUT']);
    // The smallest draw: an instant crash at 1.00×.
    const roundId = ref();
    const lost = await crash(t.app.db, { ticket, roundId, bet: '4.00', cashOut: '1.01' }, new Date(), () => 0);
    expect(lost).toMatchObject({ cashedOut: false, crashedAt: '1.00', win: '0.00' });
    expect(await ledgerOf(lost.orderNo)).toEqual(['BET']);
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - 400 + 1000 - 400);
    const again = (await post('/api/v1/play/crash/round', { ticket, roundId, bet: '4.00', cashOut: '1.01' })).json().value;
    expect(again).toMatchObject({ replayed: true, orderNo: lost.orderNo, crashedAt: '1.00' });
    expect((await post('/api/v1/play/crash/round', { ticket, roundId, bet: '4.00', cashOut: '3.00' })).json().code).toBe('PLAY_REQUEST_REUSED');
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - 400 + 1000 - 400);
  });

  it('refuses a cash-out outside 1.01-100; free play moves fun credits only', async () => {
    const { ticket } = await launchTicket('CRASH');
    for (const cashOut of ['1.00', '100.01', '0.5']) {
      const res = await post('/api/v1/play/crash/round', { ticket, roundId: ref(), bet: '1.00', cashOut });
      expect(res.statusCode).toBe(400);
    }
    const fun = await launchTicket('CRASH', 'free');
    const txs = await count('ledger_transactions');
    const r = (await post('/api/v1/play/crash/round', { ticket: fun.ticket, roundId: ref(), bet: '10.00', cashOut: '2.00' })).json().value;
    expect(r).toMatchObject({ mode: 'free', orderNo: null });
    expect(['2010.00', '1990.00']).toContain(r.balance);
    expect(await count('ledger_transactions')).toBe(txs);
  });
});
