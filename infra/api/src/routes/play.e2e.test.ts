import { accountRecords, bettingRecords, launchGame, lotteryDraws, memberPnl, walletBalance } from '@tessera/contract/api';
import { parseAmountToMinor } from '../lib/money';
import { settleDraws } from '../services/play/lottery';
import { DRAW_MS, openDrawNo } from '../services/play/rules';
import { postMemberMovement } from '../services/wallet/ledger';
import { createTestApp, getValue, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';

// End to end through app.inject: log in, launch the slot, spin, launch the lottery, bet, settle,
// then the wallet balance moved by exactly the ledger movements of those bets, and both the
// betting records, the account records and today's profit and loss show them.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
});
afterAll(async () => {
  await t.close();
});

const minor = (s: string) => parseAmountToMinor(s.replace(/^-/, ''), 2)! * (s.startsWith('-') ? -1 : 1);

it('demo1: slot spins and lottery bets move the balance by exactly their BET / PAYOUT ledger movements', async () => {
  const token = await loginAs(t.app, 'demo1', 'Demo@1234');
  const auth = bearer(token);
  const member = await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow();
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId: member.id,
      type: 'ADJUSTMENT',
      amountMinor: 50_000,
      book: 'cashier',
      reference: 'test:e2e',
      description: 'e2e credit',
    }),
  );
  const start = minor((await getValue(t, walletBalance, '/api/v1/wallet/balance', auth)).sumBalance);

  // Slot: any RNG game without free play, launched for real money.
  const game = await t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
    .select(['g.vendor_code', 'g.game_id'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.category', '=', 'RNG')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  const slot = await getValue(t, launchGame, `/api/v1/games/launch?vendor=${game.vendor_code}&gameId=${game.game_id}`, auth);
  expect(slot.mode).toBe('real');
  const page = await t.app.inject({ url: slot.url, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const slotTicket = new URL(slot.url, 'http://x').searchParams.get('ticket')!;
  const orders: string[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/play/slot/spin',
      payload: { ticket: slotTicket, spinId: `e2e-spin-${i}-abcdef`, bet: '2.00' },
    });
    expect(res.statusCode).toBe(200);
    orders.push(res.json().value.orderNo);
  }

  // Lottery: big and small on the open draw (not straddling a close), then the draw is settled.
  const lott = await getValue(t, launchGame, '/api/v1/games/launch?vendor=LOTT&gameCode=VN_HN_1M', auth);
  const lottTicket = new URL(lott.url, 'http://x').searchParams.get('ticket')!;
  if ((openDrawNo(Date.now()) + 1) * DRAW_MS - Date.now() < 3000) await new Promise((r) => setTimeout(r, 3100));
  const draws = await getValue(t, lotteryDraws, `/api/v1/play/lottery/draws?nodeId=${lott.nodeId}`, {});
  for (const [i, selection] of ['big', 'small', '7'.padStart(5, '-')].entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/play/lottery/bets',
      payload: { ticket: lottTicket, betId: `e2e-bet-${i}-abcdef`, drawNo: draws.open.drawNo, playType: i < 2 ? 'ent' : 'trad', selection, stake: '10.00' },
    });
    expect(res.json().value).toMatchObject({ status: 'OPEN' });
    orders.push(res.json().value.orderNo);
  }
  expect(await settleDraws(t.app.db, new Date(Date.parse(draws.open.closesAt) + 1))).toBe(3);

  const end = minor((await getValue(t, walletBalance, '/api/v1/wallet/balance', auth)).sumBalance);

  // Ledger: BET for each of the 9 orders, PAYOUT for each won one; their sum is the balance change.
  const refs = orders.map((o) => `bet:${o}`);
  const txs = await t.app.db.selectFrom('ledger_transactions').select(['type', 'reference']).where('reference', 'in', refs).execute();
  expect(txs.filter((x) => x.type === 'BET')).toHaveLength(9);
  const records = await getValue(t, accountRecords, '/api/v1/wallet/records?pageSize=100', auth);
  const ours = records.list.filter((r) => refs.includes(r.reference));
  expect(ours.length).toBe(txs.length);
  expect(ours.every((r) => r.type === 'BET' || r.type === 'PAYOUT')).toBe(true);
  expect(ours.reduce((a, r) => a + minor(r.amount), 0)).toBe(end - start);

  // Betting records: the 9 bets, settled, with totals that agree with the ledger.
  const bets = await getValue(t, bettingRecords, '/api/v1/records/bets?pageSize=100', auth);
  expect(bets.list.map((b) => b.orderNo).sort()).toEqual([...orders].sort());
  expect(bets.list.every((b) => b.status === 'WON' || b.status === 'LOST')).toBe(true);
  expect(minor(bets.totals.stake)).toBe(6 * 200 + 3 * 1000);
  expect(minor(bets.totals.payout) - minor(bets.totals.stake)).toBe(end - start);
  expect(minor(bets.totals.profit)).toBe(end - start);

  // Profit and loss for today: the same play, and the test's credit as an adjustment.
  const pnl = await getValue(t, memberPnl, '/api/v1/report/pnl', auth);
  expect(minor(pnl.total.betAmount)).toBe(6 * 200 + 3 * 1000);
  expect(minor(pnl.total.payout)).toBe(minor(bets.totals.payout));
  expect(minor(pnl.total.gameProfit)).toBe(end - start);
});
