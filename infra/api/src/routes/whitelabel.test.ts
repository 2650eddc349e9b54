import { ROUTE_OWNERSHIP } from '@tessera/contract';
import { consolidatedFunds, MENU_ENTRY_KEYS, whitelabelMenu, type TFundsSummary, type TWhitelabelMenu } from '@tessera/contract/api';
import { formatMinor, parseAmountToMinor } from '../lib/money';
import { createSession } from '../services/accounts/sessions';
import { createGatewayDeposit } from '../services/deposits';
import { grantRewards } from '../services/rewards/center';
import { createWithdrawal } from '../services/wallet/withdrawals';
import { memberBalance, postMemberMovement, toMinor } from '../services/wallet/ledger';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Member-center menu (flags per merchant, viewer types, operator changes on the next call) and
// the consolidated funds summary (figures of the owning areas after movements made here).

let t: TTestApp;
let demo: string;
let agent: string;
let acme: string;
let trial: string;
let seq = 0;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
  agent = await loginAs(t.app, 'agent1', 'Agent@1234');
  acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = (res.json().value as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

/** A new member of `type` with a session: no seeded money, rewards or orders. */
async function newMember(merchant: string, type: number): Promise<{ id: number; token: string }> {
  const username = `wl_${type}_${++seq}_${Date.now() % 100000}`;
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('members')
    .values({
      merchant_code: merchant,
      username,
      password_hash: null,
      payment_password_hash: null,
      type,
      disabled: 0,
      nickname: username,
      email: null,
      country_code: null,
      mobile: null,
      vip_level: 1,
      head_icon: '1',
      parent_id: null,
      profile: '{}',
      register_method: null,
      register_url: null,
      register_ip: null,
      claimed_at: null,
      last_login_at: null,
      password_changed_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(t.app.db, { id: row.id, merchant_code: merchant, must_set_password: 0 }, { device: null, ip: null, userAgent: null });
  return { id: row.id, token: session.token };
}

const menu = (query = '', headers: Record<string, string> = {}) =>
  getValue(t, whitelabelMenu, `/api/v1/whitelabel/menu${query}`, headers) as Promise<TWhitelabelMenu>;
const entry = (m: TWhitelabelMenu, key: string) => {
  const e = m.list.find((x) => x.key === key);
  if (!e) throw new Error(`no entry ${key}`);
  return e;
};
const shownKeys = (m: TWhitelabelMenu) => m.list.filter((e) => e.shown).map((e) => e.key);
const MEMBER_KEYS = ['rewardCenter', 'manualRebate', 'gameRecord', 'transactionRecord', 'securityCenter', 'depositRecord', 'profitAndLoss', 'mail', 'vipRoom'];
const AGENT_KEYS = ['agentCenter', 'teamManagement', 'teamBetting'];

const setFlags = async (merchant: string, flags: Record<string, boolean>) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/flags`, headers: adminHeaders(), payload: flags });
  expect(res.statusCode).toBe(200);
};

describe('GET /api/v1/whitelabel/menu', () => {
  it("answers a guest the spec's entries in order, with permission keys, member routes and label keys", async () => {
    const m = await menu();
    expect(m).toMatchObject({ merchant: 'demo', viewer: 'guest', agent: false, template: 'new' });
    expect(m.list.map((e) => e.key)).toEqual([...MENU_ENTRY_KEYS]);
    expect(m.list.map((e) => e.permissionKey)).toEqual([
      'REWCEN3',
      'MANPLAYREB3',
      'TRANSBETREPMEM3',
      'TRANSREC3',
      'SECPRIV',
      'DEPRECM3',
      'PERSREP',
      'MAILCEN',
      '',
      '',
      '',
      '',
    ]);
    // demo has every menu flag on: all member entries show (login needed), agent entries do not.
    expect(shownKeys(m)).toEqual(MEMBER_KEYS);
    expect(m.list.every((e) => e.requiresRealAccount)).toBe(true);
    expect(m.list.filter((e) => e.agentOnly).map((e) => e.key)).toEqual(AGENT_KEYS);
    const owned = new Set(Object.values(ROUTE_OWNERSHIP).flat());
    for (const e of m.list) if (e.route !== null) expect(owned.has(e.route)).toBe(true);
    expect(entry(m, 'vipRoom')).toMatchObject({ route: '/m/member/benefits', labelKey: 'member:title.benefits', shown: true });
    expect(entry(m, 'depositRecord')).toMatchObject({ route: '/m/vouReport', labelKey: 'wallet:title.vouReport' });
  });

  it("follows each merchant's flags and member-center template", async () => {
    const m = await menu('?merchant=acme');
    expect(m).toMatchObject({ merchant: 'acme', template: 'base' });
    // acme's seed has MANPLAYREB3 and PERSREP off.
    expect(entry(m, 'manualRebate').shown).toBe(false);
    expect(entry(m, 'profitAndLoss').shown).toBe(false);
    expect(shownKeys(m)).toEqual(MEMBER_KEYS.filter((k) => k !== 'manualRebate' && k !== 'profitAndLoss'));
    const viaHeader = await menu('', { 'x-merchant': 'acme' });
    expect(viaHeader).toEqual(m);
  });

  it("shows an operator's flag change on the next call, for guests and members alike", async () => {
    expect(entry(await menu(), 'manualRebate').shown).toBe(true);
    expect(entry(await menu('', bearer(demo)), 'manualRebate').shown).toBe(true);
    await setFlags('demo', { MANPLAYREB3: false, MAILCEN: false });
    try {
      const guest = await menu();
      expect(entry(guest, 'manualRebate').shown).toBe(false);
      expect(entry(guest, 'mail').shown).toBe(false);
      const member = await menu('', bearer(demo));
      expect(entry(member, 'manualRebate').shown).toBe(false);
      expect(entry(member, 'vipRoom').shown).toBe(true);
      // Other merchants keep their own flags.
      expect(entry(await menu('?merchant=acme'), 'mail').shown).toBe(true);
    } finally {
      await setFlags('demo', { MANPLAYREB3: true, MAILCEN: true });
    }
    expect(entry(await menu(), 'manualRebate').shown).toBe(true);
    expect(entry(await menu('', bearer(demo)), 'mail').shown).toBe(true);
  });

  it('answers a trial user the member entries marked requiresRealAccount, without agent entries', async () => {
    const m = await menu('', bearer(trial));
    expect(m).toMatchObject({ viewer: 'trial', agent: false });
    expect(shownKeys(m)).toEqual(MEMBER_KEYS);
    expect(m.list.every((e) => e.requiresRealAccount)).toBe(true);
    // Other non-member types (40-42) are treated as trial (spec §3).
    const other = await newMember('demo', 40);
    expect(await menu('', bearer(other.token))).toEqual(m);
  });

  it('answers real members open entries, and agent entries to agents (spec §6: every real member type)', async () => {
    const typeTwo = await newMember('demo', 2);
    for (const token of [demo, agent, typeTwo.token]) {
      const m = await menu('', bearer(token));
      expect(m).toMatchObject({ viewer: 'member', agent: true });
      expect(shownKeys(m)).toEqual([...MEMBER_KEYS, ...AGENT_KEYS]);
      expect(m.list.some((e) => e.requiresRealAccount)).toBe(false);
    }
    for (const encoding of ['gzip', 'identity']) {
      const res = await t.app.inject({ url: '/api/v1/whitelabel/menu', headers: { ...bearer(demo), 'accept-encoding': encoding } });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers.vary)).toMatch(/\bAuthorization\b/);
    }
    const acmeMenu = await menu('?merchant=acme', bearer(acme));
    expect(acmeMenu).toMatchObject({ merchant: 'acme', viewer: 'member' });
    expect(entry(acmeMenu, 'manualRebate').shown).toBe(false);
  });

  it('answers an unknown, malformed or revoked token, or a session of another merchant than the one named, as a guest', async () => {
    const guest = await menu();
    expect(await menu('', bearer('not-a-real-token'))).toEqual(guest);
    expect(await menu('', { authorization: 'Basic abc' })).toEqual(guest);
    // A session answers for its own merchant unless the call names another one.
    expect(await menu('', bearer(acme))).toMatchObject({ merchant: 'acme', viewer: 'member' });
    expect(await menu('?merchant=demo', bearer(acme))).toEqual(guest);
    expect(await menu('', { ...bearer(acme), 'x-merchant': 'demo' })).toEqual(guest);
    const gone = await newMember('demo', 0);
    await t.app.db.updateTable('sessions').set({ revoked_at: new Date().toISOString(), revoked_reason: 'test' }).where('member_id', '=', gone.id).execute();
    expect(await menu('', bearer(gone.token))).toEqual(guest);
  });

  it('refuses bad input: a malformed merchant is a 400, an unknown one a 404, other methods a 405', async () => {
    const bad = await t.app.inject({ url: '/api/v1/whitelabel/menu?merchant=BAD!' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await t.app.inject({ url: '/api/v1/whitelabel/menu?merchant=nosuch' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MERCHANT_NOT_FOUND']);
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/whitelabel/menu', payload: {} });
    expect(post.statusCode).toBe(405);
  });
});

describe('GET /api/v1/funds/summary', () => {
  const summary = (token: string) => getValue(t, consolidatedFunds, '/api/v1/funds/summary', bearer(token)) as Promise<TFundsSummary>;
  const move = (merchant: string, memberId: number, type: 'ADJUSTMENT' | 'BET', amountMinor: number) =>
    t.app.db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant,
        memberId,
        type,
        amountMinor,
        book: type === 'ADJUSTMENT' ? 'cashier' : 'house',
        reference: `wl-test:${++seq}`,
        description: 'test',
      }),
    );

  it('needs a real member: 401 without or with an unknown token, 403 FREE_REJECT for trial users', async () => {
    const none = await t.app.inject({ url: '/api/v1/funds/summary' });
    expect([none.statusCode, none.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const unknown = await t.app.inject({ url: '/api/v1/funds/summary', headers: bearer('nope') });
    expect(unknown.statusCode).toBe(401);
    const free = await t.app.inject({ url: '/api/v1/funds/summary', headers: bearer(trial) });
    expect([free.statusCode, free.json().code]).toEqual([403, 'FREE_REJECT']);
    const other = await newMember('demo', 41);
    const res = await t.app.inject({ url: '/api/v1/funds/summary', headers: bearer(other.token) });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FREE_REJECT']);
    const wrongMerchant = await t.app.inject({ url: '/api/v1/funds/summary?merchant=acme', headers: bearer(demo) });
    expect(wrongMerchant.statusCode).toBe(401);
  });

  it('answers zeros for a new member', async () => {
    const m = await newMember('demo', 0);
    const s = await summary(m.token);
    expect(s).toMatchObject({
      currencyCode: 'CNY',
      balance: '0.00',
      pendingDeposits: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 0, amount: '0.00' },
      rewards: { unclaimed: 0, unclaimedAmount: '0.00' },
      rebate: { amount: '0.00', claimable: false, minimum: '1.00' },
      agent: { salary: { projectedAmount: '0.00', hasContract: false }, dividend: { projectedAmount: '0.00', hasContract: false } },
    });
    expect(s.agent?.salary.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.agent?.dividend.period).toMatch(/^\d{4}-\d{2}$/);
  });

  it('adds up the movements, orders and rewards made for the member, as the owning calls report them', async () => {
    const m = await newMember('demo', 0);
    await move('demo', m.id, 'ADJUSTMENT', 50_000);
    await move('demo', m.id, 'BET', -20_000);
    // Two pending gateway deposits, one paid (not pending any more).
    const channel = await t.app.db
      .selectFrom('deposit_channels')
      .selectAll()
      .where('merchant_code', '=', 'demo')
      .where('kind', '=', 'GATEWAY')
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    const min = toMinor(channel.min_minor);
    const orders: string[] = [];
    for (const minor of [min, min + 150, min + 1]) {
      const order = await t.app.db
        .transaction()
        .execute((trx) => createGatewayDeposit(trx, { id: m.id, merchantCode: 'demo' }, { channelId: channel.id, amount: formatMinor(minor, 2) }));
      orders.push(order.orderNo);
    }
    await t.app.db
      .updateTable('deposit_orders')
      .set({ status: 'FAILED' })
      .where('order_no', '=', orders[2] ?? '')
      .execute();
    // One pending withdrawal of 120.00 (debited at once).
    const bank = await t.app.db.selectFrom('wallet_banks').select('code').where('currency_code', '=', 'CNY').executeTakeFirstOrThrow();
    const card = await t.app.db
      .insertInto('bank_cards')
      .values({
        merchant_code: 'demo',
        member_id: m.id,
        bank_code: bank.code,
        number_hash: `wl-test-${seq}`,
        last4: '1234',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .transaction()
      .execute((trx) => createWithdrawal(trx, { db: t.app.db, merchant: 'demo', memberId: m.id }, { amount: '120.00', bankCardId: card.id }));
    const hour = 3_600_000;
    const now = Date.now();
    await grantRewards(t.app.db, 'demo', m.id, [
      { kind: 'FESTIVAL', title: 'a', amountMinor: 1000, availableFrom: new Date(now - hour).toISOString(), expiresAt: null, grantKey: 'wl-a' },
      {
        kind: 'FESTIVAL',
        title: 'b',
        amountMinor: 550,
        availableFrom: new Date(now - hour).toISOString(),
        expiresAt: new Date(now + hour).toISOString(),
        grantKey: 'wl-b',
      },
      { kind: 'FESTIVAL', title: 'soon', amountMinor: 700, availableFrom: new Date(now + hour).toISOString(), expiresAt: null, grantKey: 'wl-c' },
      {
        kind: 'FESTIVAL',
        title: 'old',
        amountMinor: 900,
        availableFrom: new Date(now - 2 * hour).toISOString(),
        expiresAt: new Date(now - hour).toISOString(),
        grantKey: 'wl-d',
      },
    ]);

    const s = await summary(m.token);
    expect(s.balance).toBe('180.00');
    expect(parseAmountToMinor(s.balance, 2)).toBe(await memberBalance(t.app.db, 'demo', m.id));
    expect(s.pendingDeposits).toEqual({ count: 2, amount: formatMinor(2 * min + 150, 2) });
    expect(s.pendingWithdrawals).toEqual({ count: 1, amount: '120.00' });
    expect(s.rewards).toEqual({ unclaimed: 2, unclaimedAmount: '15.50' });
    const rebate = (await t.app.inject({ url: '/api/v1/rebate', headers: bearer(m.token) })).json().value as {
      amount: string;
      claimable: boolean;
      turnover: string;
    };
    expect(rebate.turnover).toBe('200.00');
    expect(s.rebate).toMatchObject({ amount: rebate.amount, claimable: rebate.claimable });
    expect(s.rebate?.amount).not.toBe('0.00');
  });

  it("reports the agent's running salary and dividend projections as the agent calls do", async () => {
    const s = await summary(agent);
    const salary = (await t.app.inject({ url: '/api/v1/agent/salary/current', headers: bearer(agent) })).json().value as {
      period: string;
      projectedAmount: string;
      contract: unknown;
    };
    const dividend = (await t.app.inject({ url: '/api/v1/agent/dividend/current', headers: bearer(agent) })).json().value as {
      period: string;
      projectedAmount: string;
      contract: unknown;
    };
    expect(s.agent).toEqual({
      salary: { period: salary.period, projectedAmount: salary.projectedAmount, hasContract: salary.contract !== null },
      dividend: { period: dividend.period, projectedAmount: dividend.projectedAmount, hasContract: dividend.contract !== null },
    });
    expect(s.balance).toBe(
      formatMinor(
        await memberBalance(
          t.app.db,
          'demo',
          (await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow()).id,
        ),
        2,
      ),
    );
  });

  it("leaves out reward center and cash back while the merchant's flags are off, in the merchant's currency", async () => {
    const s = await summary(acme);
    // acme's seed has MANPLAYREB3 off.
    expect(s).toMatchObject({ currencyCode: 'BRL', currencySymbol: 'R$', rebate: null });
    for (const amount of [s.balance, s.pendingDeposits.amount, s.pendingWithdrawals.amount, s.rewards?.unclaimedAmount, s.agent?.salary.projectedAmount]) {
      expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(s.rewards).not.toBeNull();
    await setFlags('acme', { REWCEN3: false });
    try {
      expect((await summary(acme)).rewards).toBeNull();
    } finally {
      await setFlags('acme', { REWCEN3: true });
    }
    expect((await summary(acme)).rewards).not.toBeNull();
  });

  it('writes nothing: two calls answer the same figures', async () => {
    const m = await newMember('demo', 1);
    await move('demo', m.id, 'ADJUSTMENT', 12_345);
    const a = await summary(m.token);
    const b = await summary(m.token);
    expect({ ...a, asOf: '' }).toEqual({ ...b, asOf: '' });
    expect(a.balance).toBe('123.45');
  });
});

describe('menu caching', () => {
  let cached: TTestApp;
  beforeAll(async () => {
    cached = await createAccountsApp({ readCacheTtlMs: 60_000 });
  });
  afterAll(async () => {
    await cached.close();
  });
  const shown = async (key: string) => {
    const m = (await getValue(cached, whitelabelMenu, '/api/v1/whitelabel/menu')) as TWhitelabelMenu;
    return entry(m, key).shown;
  };

  it('answers from the merchant snapshot: a database change outside the operator calls shows only once the snapshot is dropped', async () => {
    expect(await shown('securityCenter')).toBe(true);
    await cached.app.db.updateTable('merchant_flags').set({ enabled: 0 }).where('merchant_code', '=', 'demo').where('key', '=', 'SECPRIV').execute();
    expect(await shown('securityCenter')).toBe(true);
    cached.app.readCache.invalidate('demo');
    expect(await shown('securityCenter')).toBe(false);
    // The operator call drops the snapshot itself.
    const res = await cached.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/flags', headers: adminHeaders(), payload: { SECPRIV: true } });
    expect(res.statusCode).toBe(200);
    expect(await shown('securityCenter')).toBe(true);
  });
});
