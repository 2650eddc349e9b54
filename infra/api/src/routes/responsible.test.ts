import { depositChannels, getResponsibleGambling, getResponsibleSession } from '@tessera/contract/api';
import { randomUUID } from 'node:crypto';
import { advanceMemberClock, enableTestClock } from '../services/responsible/clock';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, postLogin, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';
import { setBalance } from './wallet.testkit';

// Responsible gambling through the API (docs/decisions/responsible-gambling.md): every limit kind,
// a raise pending 24 hours (the member's test clock), two deposits at once against one limit,
// exclusion (sessions end, login and re-registration refused) and the operator who cannot lift it.

let t: TTestApp;
let gatewayId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createAccountsApp({ testClock: true });
});
afterAll(async () => {
  enableTestClock(false);
  await t.close();
});

let seq = 0;
interface TMember {
  id: number;
  token: string;
  h: Record<string, string>;
  username: string;
  password: string;
}

type TFields = Record<string, { enabled: boolean; required: boolean }>;

/** Runs `fn` with demo's registration fields changed by `change`. */
async function withFields(change: (fields: TFields) => void, fn: () => Promise<void>): Promise<void> {
  const where = t.app.db.updateTable('merchant_config').where('merchant_code', '=', 'demo').where('key', '=', 'register');
  const cfg = await t.app.db
    .selectFrom('merchant_config')
    .select('value')
    .where('merchant_code', '=', 'demo')
    .where('key', '=', 'register')
    .executeTakeFirstOrThrow();
  const fields = JSON.parse(cfg.value) as TFields;
  change(fields);
  await where.set({ value: JSON.stringify(fields) }).execute();
  try {
    await fn();
  } finally {
    await where.set({ value: cfg.value }).execute();
  }
}

const register = async (form: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/register',
    headers: { 'x-merchant': 'demo' },
    payload: { data: { registerMethod: 'H5', type: 0, ...(await solvedCaptcha(t.app)), humanCheck: await solvedHumanCheck(t.app), ...form } },
  });

/** A new demo member with `balance` minor units. */
async function newMember(balance = 100_000, extra: Record<string, unknown> = {}): Promise<TMember> {
  const username = `rg${Date.now().toString(36)}${++seq}`.slice(0, 16);
  const password = 'Rg@12345x';
  const res = await register({ username, password, confirmPassword: password, ...extra });
  expect(res.json()).toMatchObject({ success: true });
  const token = (res.json().value as { token: string }).token;
  const { id } = await t.app.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await setBalance(t.app, 'demo', id, balance);
  return { id, token, h: bearer(token), username, password };
}

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const setLimit = (m: TMember, key: string, value: string | null) => post('/api/v1/responsible/limits', { key, value }, m.h);
const deposit = (m: TMember, amount: string) => post('/api/v1/deposit', { channelId: gatewayId, amount }, { ...m.h, 'idempotency-key': randomUUID() });
const state = (m: TMember) => getValue(t, getResponsibleGambling, '/api/v1/responsible', m.h);
const limitOf = async (m: TMember, key: string) => (await state(m)).limits.find((l) => l.key === key)!;
const orders = async (m: TMember) =>
  Number(
    (
      await t.app.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A real-money slot ticket of a demo RNG game. */
async function slotTicket(m: TMember): Promise<string> {
  const g = await t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
    .select(['g.id', 'g.vendor_code', 'g.game_id', 'g.launch_category'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.category', '=', 'RNG')
    .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  const res = await launchRes(m, { vendor: g.vendor_code, gameId: g.game_id, gameCategory: g.launch_category });
  expect(res.json()).toMatchObject({ success: true });
  return new URL((res.json().value as { url: string }).url, 'http://x').searchParams.get('ticket') ?? '';
}
let lastGame: Record<string, string> = {};
const launchRes = (m: TMember, q: Record<string, string>) => {
  lastGame = q;
  return t.app.inject({ url: `/api/v1/games/launch?${new URLSearchParams(q).toString()}`, headers: m.h });
};
const spin = (ticket: string, bet = '1.00') => post('/api/v1/play/slot/spin', { ticket, spinId: `s${Date.now()}x${++seq}`, bet }, {});

/** Writes settled losing bets (stake each, no payout) for the member, now. */
async function lose(m: TMember, ticket: string, stakeMinor: number): Promise<void> {
  const tk = await t.app.db.selectFrom('play_tickets').select(['id', 'game_id']).where('member_id', '=', m.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const g = await t.app.db.selectFrom('games').select(['vendor_code', 'category']).where('id', '=', tk.game_id).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('bets')
    .values({
      order_no: `STEST${++seq}${Date.now()}`.slice(0, 30),
      merchant_code: 'demo',
      member_id: m.id,
      game_id: tk.game_id,
      vendor_code: g.vendor_code,
      category: g.category,
      ticket_id: tk.id,
      client_ref: `lost${seq}`,
      draw_no: null,
      stake_minor: stakeMinor,
      payout_minor: 0,
      status: 'LOST',
      detail: '{}',
      created_at: at,
      settled_at: at,
      closes_at: null,
    })
    .execute();
  expect(ticket).not.toBe('');
}

beforeAll(async () => {
  const probe = await newMember(0);
  gatewayId = (await getValue(t, depositChannels, '/api/v1/deposit/channels', probe.h)).gateways[0]?.id ?? 0;
  expect(gatewayId).toBeGreaterThan(0);
});

describe('deposit limits', () => {
  it('a daily limit refuses the deposit that would pass it (RG_DEPOSIT_LIMIT with what is left and when), writes no order', async () => {
    const m = await newMember();
    expect((await setLimit(m, 'DEPOSIT_DAY', '100')).json()).toMatchObject({ success: true });
    // Nothing used yet: no time the window frees anything (the deposit page says only what is left).
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '100.00', used: '0.00', resetsAt: null });
    expect((await deposit(m, '60.00')).json()).toMatchObject({ success: true });
    // The state answers when the window frees the oldest counted deposit (the deposit page's "left until").
    const state = await limitOf(m, 'DEPOSIT_DAY');
    expect(Date.parse(state.resetsAt ?? '')).toBeGreaterThan(Date.now() + 23 * HOUR);
    const before = await orders(m);
    const res = await deposit(m, '50.00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', value: { key: 'DEPOSIT_DAY', limit: '100.00', used: '60.00', left: '40.00' } });
    expect(Date.parse((res.json().value as { resetsAt: string }).resetsAt)).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(await orders(m)).toBe(before);
    expect((await deposit(m, '40.00')).json()).toMatchObject({ success: true });
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '100.00', used: '100.00', pending: null });
  });

  it('weekly and monthly limits count their own windows', async () => {
    const m = await newMember();
    await setLimit(m, 'DEPOSIT_WEEK', '150');
    await setLimit(m, 'DEPOSIT_MONTH', '200');
    expect((await deposit(m, '100.00')).json()).toMatchObject({ success: true });
    advanceMemberClock(m.id, 25 * HOUR);
    expect((await deposit(m, '60.00')).json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', value: { key: 'DEPOSIT_WEEK', left: '50.00' } });
    expect((await deposit(m, '50.00')).json()).toMatchObject({ success: true });
    advanceMemberClock(m.id, 7 * 24 * HOUR);
    expect((await deposit(m, '60.00')).json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', value: { key: 'DEPOSIT_MONTH', left: '50.00' } });
  });

  it('lowering applies at once; raising and removing wait 24 hours (pending, with the time), then apply', async () => {
    const m = await newMember();
    await setLimit(m, 'DEPOSIT_DAY', '100');
    await setLimit(m, 'DEPOSIT_DAY', '50');
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '50.00', pending: null });

    const raised = await setLimit(m, 'DEPOSIT_DAY', '500');
    expect(raised.json()).toMatchObject({ success: true });
    const pending = await limitOf(m, 'DEPOSIT_DAY');
    expect(pending).toMatchObject({ value: '50.00', pending: { value: '500.00' } });
    const at = Date.parse(pending.pending!.effectiveAt);
    expect(Math.abs(at - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect((await deposit(m, '300.00')).json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', value: { limit: '50.00' } });

    advanceMemberClock(m.id, 23 * HOUR);
    expect((await deposit(m, '300.00')).json()).toMatchObject({ code: 'RG_DEPOSIT_LIMIT' });
    advanceMemberClock(m.id, HOUR + 60_000);
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '500.00', pending: null });
    expect((await deposit(m, '300.00')).json()).toMatchObject({ success: true });

    await setLimit(m, 'DEPOSIT_DAY', null);
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '500.00', pending: { value: null } });
    // Asking for the limit in force again drops the pending removal.
    await setLimit(m, 'DEPOSIT_DAY', '500');
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: '500.00', pending: null });
    await setLimit(m, 'DEPOSIT_DAY', null);
    advanceMemberClock(m.id, 24 * HOUR + 60_000);
    expect(await limitOf(m, 'DEPOSIT_DAY')).toMatchObject({ value: null, pending: null });
  });

  it('two deposits at once cannot both pass one limit', async () => {
    const m = await newMember();
    await setLimit(m, 'DEPOSIT_DAY', '100');
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(m, '60.00')));
    const codes = answers.map((a) => (a.json() as { code: string }).code).sort();
    expect(codes).toEqual(['OK', ...Array.from({ length: 5 }, () => 'RG_DEPOSIT_LIMIT')]);
    expect(await orders(m)).toBe(1);
  });

  it('refuses bad values (RG_LIMIT_INVALID, field value)', async () => {
    const m = await newMember();
    expect((await setLimit(m, 'DEPOSIT_DAY', '0')).json()).toMatchObject({ code: 'RG_LIMIT_INVALID' });
    expect((await setLimit(m, 'DEPOSIT_DAY', '1.001')).json()).toMatchObject({ code: 'RG_LIMIT_INVALID' });
    expect((await setLimit(m, 'SESSION_MINUTES', '7')).json()).toMatchObject({ code: 'RG_LIMIT_INVALID' });
    expect((await post('/api/v1/responsible/reality-check', { minutes: 7 }, m.h)).json()).toMatchObject({ code: 'RG_LIMIT_INVALID' });
    expect((await setLimit(m, 'NOPE', '10')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/responsible' })).statusCode).toBe(401);
  });
});

describe('bet limits', () => {
  it('a wager limit refuses the stake that would pass it; nothing is debited or written', async () => {
    const m = await newMember();
    const ticket = await slotTicket(m);
    await setLimit(m, 'WAGER_DAY', '3');
    for (let i = 0; i < 3; i += 1) expect((await spin(ticket)).json()).toMatchObject({ success: true });
    const bal = await t.app.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const res = await spin(ticket);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RG_WAGER_LIMIT', value: { key: 'WAGER_DAY', limit: '3.00', used: '3.00', left: '0.00' } });
    const after = await t.app.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(bal.n));
    // The used-up limit refuses a real-money launch too; the fun mode stays open.
    expect((await launchRes(m, lastGame)).json()).toMatchObject({ code: 'RG_WAGER_LIMIT' });
  });

  it('parallel bets cannot pass one wager limit together (the check and the debit share the member lock)', async () => {
    const m = await newMember();
    const ticket = await slotTicket(m);
    await setLimit(m, 'WAGER_DAY', '3');
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(ticket)));
    const codes = answers.map((a) => (a.json() as { code: string }).code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array.from({ length: 17 }, () => 'RG_WAGER_LIMIT'));
    expect(await limitOf(m, 'WAGER_DAY')).toMatchObject({ used: '3.00' });
  });

  it('a loss limit stops bets once the window has lost it (a stake that could pass it is refused)', async () => {
    const m = await newMember();
    const ticket = await slotTicket(m);
    await setLimit(m, 'LOSS_DAY', '10');
    await lose(m, ticket, 800);
    const over = await spin(ticket, '3.00');
    expect(over.json()).toMatchObject({ code: 'RG_LOSS_LIMIT', value: { key: 'LOSS_DAY', used: '8.00', left: '2.00' } });
    expect((await spin(ticket, '2.00')).json()).toMatchObject({ success: true });
    await lose(m, ticket, 1000);
    expect((await spin(ticket, '1.00')).json()).toMatchObject({ code: 'RG_LOSS_LIMIT' });
    expect((await launchRes(m, lastGame)).json()).toMatchObject({ code: 'RG_LOSS_LIMIT' });
    // A day later the window has let the losses go.
    advanceMemberClock(m.id, 24 * HOUR + 60_000);
    expect((await spin(ticket, '1.00')).json()).toMatchObject({ success: true });
  });

  it('a weekly loss limit and a monthly wager limit', async () => {
    const m = await newMember();
    const ticket = await slotTicket(m);
    await setLimit(m, 'LOSS_WEEK', '5');
    await lose(m, ticket, 500);
    advanceMemberClock(m.id, 2 * 24 * HOUR);
    expect((await spin(ticket)).json()).toMatchObject({ code: 'RG_LOSS_LIMIT', value: { key: 'LOSS_WEEK' } });
    await setLimit(m, 'LOSS_WEEK', null);
    const w = await newMember();
    const wt = await slotTicket(w);
    await setLimit(w, 'WAGER_MONTH', '1');
    expect((await spin(wt)).json()).toMatchObject({ success: true });
    expect((await spin(wt)).json()).toMatchObject({ code: 'RG_WAGER_LIMIT', value: { key: 'WAGER_MONTH' } });
  });

  it('a session time limit refuses bets and launches once reached; the session call says so', async () => {
    const m = await newMember();
    const ticket = await slotTicket(m);
    await setLimit(m, 'SESSION_MINUTES', '30');
    await post('/api/v1/responsible/reality-check', { minutes: 15 }, m.h);
    expect((await spin(ticket)).json()).toMatchObject({ success: true });
    const s1 = await getValue(t, getResponsibleSession, '/api/v1/responsible/session', m.h);
    expect(s1).toMatchObject({ realityCheckMinutes: 15, sessionLimitMinutes: 30, limitReached: false, stakes: '1.00' });
    advanceMemberClock(m.id, 31 * 60_000);
    const s2 = await getValue(t, getResponsibleSession, '/api/v1/responsible/session', m.h);
    expect(s2).toMatchObject({ limitReached: true });
    expect(s2.elapsedMinutes).toBeGreaterThanOrEqual(31);
    expect((await spin(ticket)).json()).toMatchObject({ code: 'RG_SESSION_LIMIT', value: { limitMinutes: 30 } });
    expect((await launchRes(m, lastGame)).json()).toMatchObject({ code: 'RG_SESSION_LIMIT' });
  });
});

describe('cool-off and self-exclusion', () => {
  it('self-exclusion ends every session, refuses login with the end time, refuses a new registration with the same e-mail, mobile or ID number', async () => {
    await withFields(
      (f) => {
        f.email = { enabled: true, required: false };
        f.idNumber = { enabled: true, required: false };
      },
      async () => {
        const tag = `${Date.now().toString(36)}${++seq}`;
        const m = await newMember(0, { email: `Ex${tag}@Example.com`, idNumber: `ab-${tag} 456` });
        const email = `ex${tag}@example.com`;
        await t.app.db
          .updateTable('members')
          .set({ country_code: '86', mobile: `1390000${String(seq).padStart(4, '0')}` })
          .where('id', '=', m.id)
          .execute();
        const bad = await post('/api/v1/responsible/exclusion', { kind: 'SELF_EXCLUSION', months: 2, confirm: true }, m.h);
        expect(bad.json()).toMatchObject({ code: 'RG_LIMIT_INVALID' });
        expect((await post('/api/v1/responsible/exclusion', { kind: 'SELF_EXCLUSION', months: 6 }, m.h)).statusCode).toBe(400);

        const res = await post('/api/v1/responsible/exclusion', { kind: 'SELF_EXCLUSION', months: 6, confirm: true }, m.h);
        expect(res.json()).toMatchObject({ success: true, value: { kind: 'SELF_EXCLUSION' } });
        const endsAt = (res.json().value as { endsAt: string }).endsAt;
        expect(Date.parse(endsAt)).toBeGreaterThan(Date.now() + 180 * 24 * HOUR);
        expect((await t.app.inject({ url: '/api/v1/responsible', headers: m.h })).statusCode).toBe(401);

        const login = await postLogin(t.app, m.username, m.password);
        expect(login.statusCode).toBe(403);
        expect(login.json()).toMatchObject({ code: 'RG_EXCLUDED', value: { kind: 'SELF_EXCLUSION', endsAt } });
        const wrong = await postLogin(t.app, m.username, 'Wrong@1234');
        expect(wrong.json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });

        const again = (extra: Record<string, unknown>) => register({ username: `rgx${++seq}`, password: 'Rg@12345x', confirmPassword: 'Rg@12345x', ...extra });
        expect((await again({ email: email.toUpperCase() })).json()).toMatchObject({ code: 'RG_IDENTITY_EXCLUDED', value: { field: 'email', endsAt } });
        expect((await again({ idNumber: `AB${tag.toUpperCase()}456` })).json()).toMatchObject({ code: 'RG_IDENTITY_EXCLUDED', value: { field: 'idNumber' } });
        expect((await again({ email: `other${seq}@example.com`, idNumber: 'ZZ999' })).json()).toMatchObject({ success: true });
      },
    );
  });

  it('a registration by the mobile of an excluded member is refused (normalised country code + number)', async () => {
    await withFields(
      (f) => {
        f.mobileNum = { enabled: true, required: false };
      },
      async () => {
        const m = await newMember(0);
        const mobile = `1380000${String(++seq).padStart(4, '0')}`;
        await t.app.db.updateTable('members').set({ country_code: '86', mobile }).where('id', '=', m.id).execute();
        expect((await post('/api/v1/responsible/exclusion', { kind: 'COOL_OFF', days: 1, confirm: true }, m.h)).json()).toMatchObject({ success: true });
        const res = await register({
          username: `rgm${++seq}`,
          password: 'Rg@12345x',
          confirmPassword: 'Rg@12345x',
          countryDialingCode: '+86',
          mobileNum: `0${mobile}`,
        });
        expect(res.json()).toMatchObject({ code: 'RG_IDENTITY_EXCLUDED', value: { field: 'mobileNum' } });
      },
    );
  });

  it('a cool-off refuses login until it ends, then the member logs in again', async () => {
    const m = await newMember(0);
    const res = await post('/api/v1/responsible/exclusion', { kind: 'COOL_OFF', days: 1, confirm: true }, m.h);
    expect(res.json()).toMatchObject({ success: true, value: { kind: 'COOL_OFF' } });
    expect((await postLogin(t.app, m.username, m.password)).json()).toMatchObject({ code: 'RG_EXCLUDED', value: { kind: 'COOL_OFF' } });
    advanceMemberClock(m.id, 24 * HOUR + 60_000);
    expect((await postLogin(t.app, m.username, m.password)).json()).toMatchObject({ success: true });
  });

  it('the operator sees the limits and history, and cannot lift an exclusion (RG_EXCLUSION_LOCKED, recorded)', async () => {
    const m = await newMember(0);
    await setLimit(m, 'DEPOSIT_DAY', '100');
    const none = await post(`/api/admin/members/${m.id}/responsible/lift`, {}, adminHeaders());
    expect(none.json()).toMatchObject({ code: 'RG_NOT_EXCLUDED' });
    await post('/api/v1/responsible/exclusion', { kind: 'SELF_EXCLUSION', months: 12, confirm: true }, m.h);
    const lift = await post(`/api/admin/members/${m.id}/responsible/lift`, { reason: 'player asked' }, adminHeaders());
    expect(lift.statusCode).toBe(409);
    expect(lift.json()).toMatchObject({ code: 'RG_EXCLUSION_LOCKED', value: { kind: 'SELF_EXCLUSION' } });
    expect((await postLogin(t.app, m.username, m.password)).json()).toMatchObject({ code: 'RG_EXCLUDED' });
    const view = await t.app.inject({ url: `/api/admin/members/${m.id}/responsible`, headers: adminHeaders() });
    expect(view.json()).toMatchObject({
      success: true,
      value: { memberId: m.id, username: m.username, state: { exclusion: { kind: 'SELF_EXCLUSION' } } },
    });
    const v = view.json().value as { state: { limits: { key: string; value: string | null }[] }; events: { action: string; actor: string }[] };
    expect(v.state.limits.find((l) => l.key === 'DEPOSIT_DAY')?.value).toBe('100.00');
    expect(v.events.map((e) => e.action)).toEqual(expect.arrayContaining(['LIFT_REFUSED', 'EXCLUSION_STARTED', 'LIMIT_LOWERED']));
    expect(v.events.find((e) => e.action === 'LIFT_REFUSED')?.actor).toMatch(/^operator:|break-glass/);
    expect((await t.app.inject({ url: `/api/admin/members/${m.id}/responsible` })).statusCode).toBe(401);
  });
});

describe('test clock', () => {
  it('is absent unless TEST_CLOCK is on', async () => {
    const off = await createAccountsApp();
    try {
      expect(
        (await off.app.inject({ method: 'POST', url: '/api/test/rg-clock', payload: { memberId: 1, advanceMs: 1 }, headers: adminHeaders() })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
      enableTestClock(true);
    }
  });
});
