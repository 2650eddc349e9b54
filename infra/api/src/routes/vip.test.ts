import { vipLevels } from '@tessera/contract/api';
import { postMemberMovement } from '../services/wallet/ledger';
import { percentOf } from '../services/vip';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// The VIP room: each merchant's seeded ladder, the member's level and the progress to the next
// one from the ledger (deposits, bets less refunded bets), on SQLite.

let t: TTestApp;
let demo: string;
let acme: string;
let demoId = 0;
let seq = 0;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
  acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  demoId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

async function room(token: string) {
  const res = await t.app.inject({ url: '/api/v1/vip', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return vipLevels.response.parse(res.json().value);
}

async function move(type: 'DEPOSIT' | 'BET' | 'BET_REFUND', amountMinor: number) {
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId: demoId,
      type,
      amountMinor,
      book: type === 'DEPOSIT' ? 'gateway' : 'house',
      reference: `vip-test:${type}:${++seq}`,
      description: 'test',
    }),
  );
}

it('shows demo1 (VIP1) the demo ladder with requirements, benefits and the next level', async () => {
  const v = await room(demo);
  expect(v.level).toBe(1);
  expect(v.levels.map((l) => l.name)).toEqual(['Starter', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
  expect(v.levels[2]).toEqual({
    level: 2,
    name: 'Silver',
    depositRequired: '1000.00',
    turnoverRequired: '10000.00',
    rebatePercent: '0.60',
    upgradeBonus: '38.00',
    birthdayBonus: '58.00',
    dailyWithdrawals: 5,
  });
  expect(v.next?.level).toBe(2);
  expect(v.next?.deposit.required).toBe('1000.00');
});

it("the cash back rate of the member's level is the one the single cash back quotes", async () => {
  const [v, quote] = await Promise.all([room(demo), t.app.inject({ url: '/api/v1/rebate', headers: bearer(demo) })]);
  expect(v.levels[v.level]?.rebatePercent).toBe((quote.json().value as { ratePercent: string }).ratePercent);
});

it('progress follows the ledger exactly: deposits, and bets less refunded bets', async () => {
  const before = await room(demo);
  const dep0 = Math.round(Number(before.next?.deposit.current) * 100);
  const turn0 = Math.round(Number(before.next?.turnover.current) * 100);
  await move('DEPOSIT', 25_050);
  await move('BET', -40_000);
  await move('BET_REFUND', 10_000);
  const after = await room(demo);
  expect(Math.round(Number(after.next?.deposit.current) * 100) - dep0).toBe(25_050);
  expect(Math.round(Number(after.next?.turnover.current) * 100) - turn0).toBe(30_000);
  expect(after.next?.deposit.percent).toBe(percentOf(dep0 + 25_050, 100_000));
});

it('acme has its own ladder in its own words; the top level has no next', async () => {
  const v = await room(acme);
  expect(v.levels[2]?.name).toBe('Prata');
  await t.app.db.updateTable('members').set({ vip_level: 5 }).where('username', '=', 'acme1').execute();
  expect((await room(acme)).next).toBeNull();
});

it('refuses visitors and trial players', async () => {
  expect((await t.app.inject({ url: '/api/v1/vip' })).statusCode).toBe(401);
  const trial = ((await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} })).json().value as { token: string }).token;
  expect((await t.app.inject({ url: '/api/v1/vip', headers: bearer(trial) })).statusCode).toBe(403);
});

it('percentOf: whole percent, capped, nothing required is reached', () => {
  expect(percentOf(0, 0)).toBe(100);
  expect(percentOf(999, 1000)).toBe(99);
  expect(percentOf(5000, 1000)).toBe(100);
});
