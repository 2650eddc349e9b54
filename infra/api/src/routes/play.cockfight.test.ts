import { gameList, launchGame, vendorGameTypes } from '@tessera/contract/api';
import { getValue, createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { memberBalance, postMemberMovement } from '../services/wallet/ledger';
import { fight } from '../services/play/table';

// Cockfight (issue 29, spec §0 game families): the category with its vendor and games in the
// catalogue (demo offers it, acme not), the launch opening the cockfight demo, and a fight settled
// against the ledger exactly once (a retried roundId answers the first fight), a draw returning
// meron and wala bets, refusals writing nothing.

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
      amountMinor: 100_000,
      book: 'cashier',
      reference: 'test:credit',
      description: 'test credit',
    }),
  );
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const ref = () => `fight${Date.now()}x${++seq}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
/** A random source whose first answer decides the winner (0-459 meron, 460-919 wala, 920-999 draw) and the second the length. */
const outcome = (n: number) => {
  const answers = [n, 10];
  return () => answers.shift() ?? 0;
};
const ledgerOf = (orderNo: string | null) =>
  t.app.db
    .selectFrom('ledger_transactions')
    .select(['type'])
    .where('reference', '=', `bet:${orderNo ?? ''}`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.type));

async function arena() {
  const list = await getValue(t, gameList, '/api/v1/games?gameType=COCKFIGHT&pageSize=21&merchant=demo');
  expect(list.games.length).toBe(6);
  return list.games[0]!;
}

async function ticket(): Promise<{ ticket: string; url: string; minBet: string }> {
  const g = await arena();
  const v = await getValue(t, launchGame, `/api/v1/games/launch?vendor=${g.vassalage}&nodeId=${g.nodeId}`, bearer(token));
  return { ticket: new URL(v.url, 'http://x').searchParams.get('ticket') ?? '', url: v.url, minBet: g.minBet };
}

describe('the cockfight category', () => {
  it('demo lists it with its vendor SV388 and six arenas of classification COCKFIGHT; acme does not offer it', async () => {
    const types = await getValue(t, vendorGameTypes, '/api/v1/games/types?typeId=1&merchant=demo');
    const cockfight = types.list.find((c) => c.gameType === 'COCKFIGHT');
    expect(cockfight?.vendors.map((v) => v.vendor)).toEqual(['SV388']);
    const list = await getValue(t, gameList, '/api/v1/games?gameType=COCKFIGHT&pageSize=21&merchant=demo');
    expect(list.games.map((g) => [g.gameName, g.gameClassifyNew, g.vassalage])).toEqual(
      ['Main Arena', 'Sabong Derby', 'Pitmasters Cup', 'World Slasher Cup', 'Gaff Fight', 'Bakbakan Arena'].map((n) => [n, 'COCKFIGHT', 'SV388']),
    );
    const pt = await getValue(t, gameList, '/api/v1/games?gameType=COCKFIGHT&pageSize=21&merchant=demo&language=PT');
    expect(pt.games[0]?.displayName).toBe('Arena Principal');
    const acme = await getValue(t, vendorGameTypes, '/api/v1/games/types?typeId=1&merchant=acme');
    expect(acme.list.find((c) => c.gameType === 'COCKFIGHT')?.vendors ?? []).toEqual([]);
  });

  it('an arena opens the cockfight demo, served without caching; another kind’s ticket is refused (PLAY_WRONG_GAME)', async () => {
    const { ticket: tk, url } = await ticket();
    expect(url).toMatch(/^\/play\/cockfight\?ticket=/);
    const page = await t.app.inject({ url: '/play/cockfight' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain('97.70%');
    const wrong = await post('/api/v1/play/table/deal', { ticket: tk, roundId: ref(), bet: '1.00', pick: 'PLAYER' });
    expect(wrong.json().code).toBe('PLAY_WRONG_GAME');
  });
});

describe('a fight', () => {
  it('meron wins: the bet is debited and 1.95× credited once; the retried roundId answers the same fight; another pick with it is refused', async () => {
    const { ticket: tk, minBet } = await ticket();
    const min = Math.round(Number(minBet) * 100);
    const before = await memberBalance(t.app.db, 'demo', memberId);
    const roundId = ref();
    const r = await fight(t.app.db, { ticket: tk, roundId, bet: minBet, pick: 'MERON' }, new Date(), outcome(0));
    expect(r).toMatchObject({ mode: 'real', pick: 'MERON', winner: 'MERON', seconds: 18, bet: minBet, win: ((min * 1.95) / 100).toFixed(2), replayed: false });
    expect(r.orderNo).toMatch(/^K\d{14}[0-9A-F]{10}$/);
    expect(await ledgerOf(r.orderNo)).toEqual(['BET', 'PAYOUT']);
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(before - min + min * 1.95);
    const row = await t.app.db
      .selectFrom('bets')
      .selectAll()
      .where('order_no', '=', r.orderNo ?? '')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('WON');
    expect(JSON.parse(row.detail)).toMatchObject({ game: 'cockfight', winner: 'MERON', pick: 'MERON' });

    const again = (await post('/api/v1/play/cockfight/fight', { ticket: tk, roundId, bet: minBet, pick: 'MERON' })).json().value;
    expect(again).toMatchObject({ orderNo: r.orderNo, replayed: true, winner: 'MERON' });
    expect(await ledgerOf(r.orderNo)).toEqual(['BET', 'PAYOUT']);
    expect((await post('/api/v1/play/cockfight/fight', { ticket: tk, roundId, bet: minBet, pick: 'WALA' })).json().code).toBe('PLAY_REQUEST_REUSED');
  });

  it('a draw returns a wala bet and pays a draw bet 11×; a lost fight keeps the bet', async () => {
    const { ticket: tk, minBet } = await ticket();
    const min = Math.round(Number(minBet) * 100);
    const pushed = await fight(t.app.db, { ticket: tk, roundId: ref(), bet: minBet, pick: 'WALA' }, new Date(), outcome(950));
    expect(pushed).toMatchObject({ winner: 'DRAW', win: minBet });
    const draw = await fight(t.app.db, { ticket: tk, roundId: ref(), bet: minBet, pick: 'DRAW' }, new Date(), outcome(999));
    expect(draw).toMatchObject({ winner: 'DRAW', win: ((min * 11) / 100).toFixed(2) });
    const lost = await fight(t.app.db, { ticket: tk, roundId: ref(), bet: minBet, pick: 'MERON' }, new Date(), outcome(500));
    expect(lost).toMatchObject({ winner: 'WALA', win: '0.00' });
    expect(await ledgerOf(lost.orderNo)).toEqual(['BET']);
  });

  it('refuses an unknown pick (400) and a bet over the balance (nothing written)', async () => {
    const { ticket: tk } = await ticket();
    const bad = await post('/api/v1/play/cockfight/fight', { ticket: tk, roundId: ref(), bet: '1.00', pick: 'RED' });
    expect(bad.statusCode).toBe(400);
    const bets = await t.app.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const balance = await memberBalance(t.app.db, 'demo', memberId);
    const over = await post('/api/v1/play/cockfight/fight', { ticket: tk, roundId: ref(), bet: ((balance + 100) / 100).toFixed(2), pick: 'MERON' });
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.statusCode).toBeLessThan(500);
    expect(['INSUFFICIENT_BALANCE', 'PLAY_STAKE_INVALID']).toContain(over.json().code);
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
    expect(await memberBalance(t.app.db, 'demo', memberId)).toBe(balance);
  });
});
