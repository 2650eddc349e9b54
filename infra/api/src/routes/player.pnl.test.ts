import { memberPnl, PNL_MAX_DAYS, type TTransactionCode } from '@tessera/contract/api';
import type { TBook } from '../services/wallet/ledger';
import { postMemberMovement } from '../services/wallet/ledger';
import { createAccountsApp, bearer, loginAs } from './accounts.testkit';
import { adminHeaders, getValue, type TTestApp } from '../testkit';

let t: TTestApp;
let demo: Record<string, string>;
let acme: Record<string, string>;
let demoId: number;
let acmeId: number;

const memberId = async (username: string) => (await t.app.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Posts movements for a member and dates them at `at` (ISO). */
async function movements(merchant: string, member: number, at: string, list: [TTransactionCode, number, TBook][]) {
  const ids = await t.app.db.transaction().execute(async (trx) => {
    const out: number[] = [];
    for (const [type, amountMinor, book] of list) {
      const posted = await postMemberMovement(trx, {
        merchant,
        memberId: member,
        type,
        amountMinor,
        book,
        reference: `pnl-test:${type}:${out.length}:${at}`,
        description: 'pnl test',
      });
      out.push(posted.transactionId);
    }
    return out;
  });
  await t.app.db.updateTable('ledger_transactions').set({ created_at: at }).where('id', 'in', ids).execute();
}

const pnl = (query: string, headers = demo) => getValue(t, memberPnl, `/api/v1/report/pnl${query}`, headers);

beforeAll(async () => {
  t = await createAccountsApp();
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  acme = bearer(await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' }));
  demoId = await memberId('demo1');
  acmeId = await memberId('acme1');
  // Day 1: money in, some play, a withdrawal partly refunded.
  await movements('demo', demoId, '2026-10-01T08:00:00.000Z', [
    ['ADJUSTMENT', 100_000, 'cashier'],
    ['DEPOSIT', 50_000, 'gateway'],
    ['BET', -10_000, 'house'],
    ['PAYOUT', 25_050, 'house'],
    ['BET', -5_000, 'house'],
    ['BET_REFUND', 5_000, 'house'],
    ['WITHDRAW', -20_000, 'cashier'],
    ['WITHDRAW_REFUND', 20_000, 'cashier'],
    ['WITHDRAW', -30_000, 'cashier'],
  ]);
  // Day 2 (late in the UTC day): rewards and transfers, a losing bet.
  await movements('demo', demoId, '2026-10-02T23:59:59.999Z', [
    ['REBATE', 123, 'promotions'],
    ['BONUS', 1_000, 'promotions'],
    ['SALARY', 2_000, 'promotions'],
    ['DIVIDEND', 3_000, 'promotions'],
    ['TRANSFER_IN', 4_000, 'cashier'],
    ['TRANSFER_OUT', -1_500, 'cashier'],
    ['BET', -7_777, 'house'],
    ['ADJUSTMENT', -100, 'cashier'],
  ]);
  // Outside the range, and another merchant's member on the same days.
  await movements('demo', demoId, '2026-10-03T00:00:00.000Z', [['DEPOSIT', 99_900, 'gateway']]);
  await movements('acme', acmeId, '2026-10-01T09:00:00.000Z', [
    ['ADJUSTMENT', 500_000, 'cashier'],
    ['BET', -40_000, 'house'],
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/report/pnl', () => {
  it('sums the wallet ledger by type over the range, with a per-day breakdown', async () => {
    const value = await pnl('?from=2026-10-01&to=2026-10-02');
    expect(value).toMatchObject({ from: '2026-10-01', to: '2026-10-02', currency: 'CNY' });
    expect(value.total).toEqual({
      betAmount: '227.77',
      payout: '250.50',
      refunds: '50.00',
      gameProfit: '72.73',
      deposits: '500.00',
      withdrawals: '300.00',
      rebates: '1.23',
      bonuses: '10.00',
      salary: '20.00',
      dividends: '30.00',
      transfersIn: '40.00',
      transfersOut: '15.00',
      adjustments: '999.00',
      netChange: '1357.96',
    });
    expect(value.days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02']);
    expect(value.days[0]).toMatchObject({
      betAmount: '150.00',
      payout: '250.50',
      gameProfit: '150.50',
      withdrawals: '300.00',
      adjustments: '1000.00',
      rebates: '0.00',
    });
    expect(value.days[1]).toMatchObject({ betAmount: '77.77', gameProfit: '-77.77', rebates: '1.23', adjustments: '-1.00', deposits: '0.00' });
  });

  it('reads one day, and defaults to today (UTC)', async () => {
    const day2 = await pnl('?from=2026-10-02&to=2026-10-02');
    expect(day2.days).toHaveLength(1);
    expect(day2.total.deposits).toBe('0.00');
    const day3 = await pnl('?to=2026-10-03');
    expect(day3).toMatchObject({ from: '2026-10-03', to: '2026-10-03' });
    expect(day3.total.deposits).toBe('999.00');
    const today = new Date().toISOString().slice(0, 10);
    expect(await pnl('')).toMatchObject({ from: today, to: today });
    const empty = await pnl('?from=2020-01-01&to=2020-01-31');
    expect(empty.days).toEqual([]);
    expect(empty.total.gameProfit).toBe('0.00');
  });

  it('accepts 90 days and refuses longer, reversed or impossible ranges', async () => {
    expect((await pnl('?from=2026-07-05&to=2026-10-02')).days).toHaveLength(2);
    expect(PNL_MAX_DAYS).toBe(90);
    for (const [q, code] of [
      ['?from=2026-07-04&to=2026-10-02', 'PNL_RANGE_INVALID'],
      ['?from=2026-10-02&to=2026-10-01', 'PNL_RANGE_INVALID'],
      ['?from=2099-01-01', 'PNL_RANGE_INVALID'],
      ['?from=2026-02-30&to=2026-03-01', 'VALIDATION_FAILED'],
      ['?from=2026-13-01&to=2026-13-02', 'VALIDATION_FAILED'],
      ['?from=2026/10/01', 'VALIDATION_FAILED'],
      ['?to=yesterday', 'VALIDATION_FAILED'],
      ['?from=2026-10-1', 'VALIDATION_FAILED'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/v1/report/pnl${q}`, headers: demo });
      expect({ q, status: res.statusCode, code: res.json().code }).toEqual({ q, status: 400, code });
    }
  });

  it('is per member and merchant: acme sees only its own movements', async () => {
    // acme's seed has PERSREP off, and the API holds the menu keys (route.ts): on while we look.
    const flags = (PERSREP: boolean) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/acme/flags', headers: adminHeaders(), payload: { PERSREP } });
    const off = await t.app.inject({ url: '/api/v1/report/pnl', headers: acme });
    expect({ status: off.statusCode, code: off.json().code }).toEqual({ status: 403, code: 'FEATURE_DISABLED' });
    await flags(true);
    const value = await pnl('?from=2026-10-01&to=2026-10-02', acme);
    await flags(false);
    expect(value).toMatchObject({ currency: 'BRL' });
    expect(value.total).toMatchObject({ betAmount: '400.00', adjustments: '5000.00', deposits: '0.00', payout: '0.00' });
    const agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
    expect((await pnl('?from=2026-10-01&to=2026-10-02', agent)).days).toEqual([]);
  });

  it('needs a real member: 401 for visitors, 403 FREE_REJECT for trial players', async () => {
    const guest = await t.app.inject({ url: '/api/v1/report/pnl' });
    expect(guest.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
    const trial = bearer((res.json().value as { token: string }).token);
    const refused = await t.app.inject({ url: '/api/v1/report/pnl', headers: trial });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: 'FREE_REJECT' });
  });
});
