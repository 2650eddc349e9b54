import { vipLevels, withdrawConfig } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { memberId, post, readyToWithdraw, setBalance, setLimits } from './wallet.testkit';

// Withdrawals a day have one source, the VIP ladder (docs/decisions/money.md "Withdrawals a day"):
// the VIP room's figure for the member's level, the withdrawal page's (withdrawConfig) and the
// count the withdraw call enforces are the same number, at VIP 0 and above, also after the
// operator's withdraw-limits dailyCount (VIP 0's row) changes.

let t: TTestApp;
let token: string;
let id: number;
let cardId: number;
let n = 0;

beforeAll(async () => {
  t = await createAccountsApp();
  token = await loginAs(t.app, 'demo1', 'Demo@1234');
  id = await memberId(t.app, 'demo', 'demo1');
  cardId = await readyToWithdraw(t.app, token, 'Demo@1234', '592816');
  await setBalance(t.app, 'demo', id, 100_000);
  await setLimits(t.app, 'demo', { minAmount: '1.00' });
});
afterAll(async () => {
  await t.close();
});

const setVip = (level: number) => t.app.db.updateTable('members').set({ vip_level: level }).where('id', '=', id).execute();

/** The three figures for demo1 now: the VIP room's row of their level, withdrawConfig's, and what the API lets through. */
async function figures(): Promise<{ room: number; page: number }> {
  const roomRes = await t.app.inject({ url: '/api/v1/vip', headers: bearer(token) });
  const room = vipLevels.response.parse(roomRes.json().value);
  const pageRes = await t.app.inject({ url: '/api/v1/withdraw/config', headers: bearer(token) });
  const page = withdrawConfig.response.parse(pageRes.json().value);
  return { room: room.levels[room.level]?.dailyWithdrawals ?? -1, page: page.limits.dailyCount };
}

/** Withdraws 1.00 until refused; answers how many passed and the refusal. */
async function withdrawUntilRefused(): Promise<{ passed: number; refusal: unknown }> {
  for (let passed = 0; passed < 50; passed++) {
    const res = await post(
      t.app,
      '/api/v1/withdraw',
      token,
      { amount: '1.00', bankCardId: cardId, paymentPassword: '592816' },
      { 'idempotency-key': `vw-${++n}` },
    );
    if (res.statusCode !== 200) return { passed, refusal: res.json() };
  }
  throw new Error('never refused');
}

const used = async (): Promise<number> => (await t.app.inject({ url: '/api/v1/withdraw/config', headers: bearer(token) })).json().value.usedCount as number;

it('VIP 0: the room, the withdrawal page and the withdraw call say the same count (the ladder: 3)', async () => {
  await setVip(0);
  expect(await figures()).toEqual({ room: 3, page: 3 });
  expect(await withdrawUntilRefused()).toMatchObject({ passed: 3, refusal: { code: 'WITHDRAW_DAILY_COUNT_EXCEEDED', value: { dailyCount: 3 } } });
});

it('a higher level (VIP 3): its own row, on all three', async () => {
  await setVip(3);
  expect(await figures()).toEqual({ room: 10, page: 10 });
  expect(await used()).toBe(3);
  expect(await withdrawUntilRefused()).toMatchObject({ passed: 7, refusal: { code: 'WITHDRAW_DAILY_COUNT_EXCEEDED', value: { dailyCount: 10 } } });
  expect(await used()).toBe(10);
});

it("the operator's dailyCount is VIP 0's row: the admin call shows it, and a level never gets fewer than VIP 0", async () => {
  await setLimits(t.app, 'demo', { dailyCount: 12 });
  const admin = await t.app.inject({ url: '/api/admin/merchants/demo/withdraw-limits', headers: adminHeaders() });
  expect(admin.json().value.limits.dailyCount).toBe(12);
  expect(await figures()).toEqual({ room: 12, page: 12 });
  expect(await withdrawUntilRefused()).toMatchObject({ passed: 2, refusal: { value: { dailyCount: 12 } } });
  await setVip(0);
  expect(await figures()).toEqual({ room: 12, page: 12 });
  const room = vipLevels.response.parse((await t.app.inject({ url: '/api/v1/vip', headers: bearer(token) })).json().value);
  expect(room.levels.map((l) => l.dailyWithdrawals)).toEqual([12, 12, 12, 12, 12, 20]);
});

it('a merchant on the default ladder gets its own copy when the operator sets dailyCount; no other merchant changes', async () => {
  await t.app.db.deleteFrom('vip_levels').where('merchant_code', '=', 'acme').execute();
  const demoBefore = await t.app.db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', 'demo').orderBy('level').execute();
  await setLimits(t.app, 'acme', { dailyCount: 4 });
  const acme = await t.app.db.selectFrom('vip_levels').select(['level', 'daily_withdrawals']).where('merchant_code', '=', 'acme').orderBy('level').execute();
  expect(acme.map((r) => r.daily_withdrawals)).toEqual([4, 5, 5, 10, 10, 20]);
  expect(await t.app.db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', 'demo').orderBy('level').execute()).toEqual(demoBefore);
  const admin = await t.app.inject({ url: '/api/admin/merchants/acme/withdraw-limits', headers: adminHeaders() });
  expect(admin.json().value.limits.dailyCount).toBe(4);
});
