// First password (issue 29, spec §2 "first password", §3 firstTimeLogin; docs/decisions/first-password.md):
// an agent opens a downline's account with a password the agent chose; the downline's first session
// may do nothing but set their own, and from then on the agent's choice opens nothing.
import type { TTestApp } from '../testkit';
import { DOWNLINES_PER_DAY } from '../services/accounts/firstPassword';
import { bearer, createAccountsApp, loginAs, postLogin } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('auth_failures').execute();
});

const post = (url: string, token: string, payload: Record<string, string>) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const create = (token: string, username: string, password = 'Chosen@123') => post('/api/v1/agent/downlines', token, { username, password });
const setFirst = (token: string, newPassword: string, confirmNewPassword = newPassword) =>
  post('/api/v1/member/first-password', token, { newPassword, confirmNewPassword });

describe('first password', () => {
  it("a downline's first session sets their own password before anything else; then the chosen one opens nothing", async () => {
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    const made = await create(agent, 'Downline_fp1');
    expect([made.statusCode, made.body]).toEqual([200, expect.any(String)]);
    expect(made.json().value).toMatchObject({ username: 'downline_fp1' });
    const row = await t.app.db.selectFrom('members').selectAll().where('username', '=', 'downline_fp1').executeTakeFirstOrThrow();
    const agentRow = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: agentRow.id, must_set_password: 1, register_method: 'AGENT', type: 0, merchant_code: 'demo' });

    const login = await postLogin(t.app, 'downline_fp1', 'Chosen@123');
    expect(login.json().value).toMatchObject({ firstTimeLogin: true, type: 0 });
    const token = (login.json().value as { token: string }).token;

    // Everything but setting the password (and who am I, and logout) is refused.
    const balance = await t.app.inject({ url: '/api/v1/wallet/balance', headers: bearer(token) });
    expect(balance.statusCode).toBe(403);
    expect(balance.json()).toMatchObject({ success: false, code: 'FIRST_PASSWORD_REQUIRED' });
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) })).statusCode).toBe(200);

    // The agent's choice again, a mismatch, a bad format: field errors, nothing written.
    expect((await setFirst(token, 'Chosen@123')).json()).toMatchObject({ code: 'PASSWORD_SAME_AS_OLD', value: { field: 'newPassword' } });
    expect((await setFirst(token, 'Mine@12345', 'Mine@12346')).json()).toMatchObject({
      code: 'PASSWORD_CONFIRM_MISMATCH',
      value: { field: 'confirmNewPassword' },
    });
    expect((await setFirst(token, 'short')).json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', value: { field: 'newPassword' } });
    expect((await t.app.db.selectFrom('members').select('must_set_password').where('id', '=', row.id).executeTakeFirstOrThrow()).must_set_password).toBe(1);

    const done = await setFirst(token, 'Mine@12345');
    expect(done.json()).toMatchObject({ success: true });
    expect(done.json().value).toEqual({ changed: true });
    // The same session goes on; a second time is refused.
    expect((await t.app.inject({ url: '/api/v1/wallet/balance', headers: bearer(token) })).statusCode).toBe(200);
    expect((await setFirst(token, 'Other@12345')).json()).toMatchObject({ code: 'FIRST_PASSWORD_NOT_REQUIRED' });
    expect((await postLogin(t.app, 'downline_fp1', 'Chosen@123')).json()).toMatchObject({ success: false, code: 'AUTH_INVALID_CREDENTIALS' });
    expect((await postLogin(t.app, 'downline_fp1', 'Mine@12345')).json().value).toMatchObject({ firstTimeLogin: false });
  });

  it('a member whose password is their own cannot call it; a taken name, a bad name and a trial are refused', async () => {
    const own = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await setFirst(own, 'Mine@12345')).json()).toMatchObject({ code: 'FIRST_PASSWORD_NOT_REQUIRED' });
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    expect((await create(agent, 'demo1')).json()).toMatchObject({ code: 'USERNAME_TAKEN', value: { field: 'username' } });
    expect((await create(agent, 'x!')).json()).toMatchObject({ code: 'ACCOUNT_FORMAT_INVALID', value: { field: 'username' } });
    expect((await create(agent, 'downline_fp2', '1')).json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', value: { field: 'password' } });
    const trial = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
    const trialToken = (trial.json().value as { token: string }).token;
    expect((await create(trialToken, 'downline_fp3')).json()).toMatchObject({ code: 'FREE_REJECT' });
    expect(await t.app.db.selectFrom('members').select('id').where('username', 'in', ['downline_fp2', 'downline_fp3']).execute()).toEqual([]);
  });

  it("an agent may give the downline's mobile number: stored as registration stores it; a bad or taken one is refused on its field, nothing written", async () => {
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    const withMobile = (username: string, mobileNum: string, countryDialingCode = '55') =>
      post('/api/v1/agent/downlines', agent, { username, password: 'Chosen@123', countryDialingCode, mobileNum });
    const made = await withMobile('downline_fpm1', '011987650001');
    expect([made.statusCode, made.json().value]).toEqual([200, expect.objectContaining({ username: 'downline_fpm1' })]);
    const row = await t.app.db.selectFrom('members').select(['country_code', 'mobile']).where('username', '=', 'downline_fpm1').executeTakeFirstOrThrow();
    expect(row).toEqual({ country_code: '55', mobile: '11987650001' });
    expect((await withMobile('downline_fpm2', '11987650001')).json()).toMatchObject({ code: 'MOBILE_TAKEN', value: { field: 'mobileNum' } });
    expect((await withMobile('downline_fpm3', '12ab')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await withMobile('downline_fpm4', '11987650002', '999999')).json()).toMatchObject({ code: 'MOBILE_INVALID' });
    // A mobile number without its dialling code is refused (the pair goes together).
    const alone = await post('/api/v1/agent/downlines', agent, { username: 'downline_fpm5', password: 'Chosen@123', mobileNum: '11987650003' });
    expect(alone.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(
      await t.app.db.selectFrom('members').select('id').where('username', 'like', 'downline_fpm%').where('username', '!=', 'downline_fpm1').execute(),
    ).toEqual([]);
  });

  it(`an agent opens at most ${DOWNLINES_PER_DAY} downlines a day`, async () => {
    const agent = await loginAs(t.app, 'agent1', 'Agent@1234');
    const agentRow = await t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow();
    const already = await t.app.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', agentRow.id)
      .where('register_method', '=', 'AGENT')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (let i = Number(already.n); i < DOWNLINES_PER_DAY; i++) {
      await t.app.db
        .insertInto('members')
        .values({
          merchant_code: 'demo',
          username: `cap_fp_${i}`,
          password_hash: null,
          payment_password_hash: null,
          type: 0,
          disabled: 0,
          nickname: '',
          email: null,
          country_code: null,
          mobile: null,
          vip_level: 0,
          head_icon: '1',
          parent_id: agentRow.id,
          profile: '{}',
          register_method: 'AGENT',
          register_url: null,
          register_ip: null,
          claimed_at: null,
          last_login_at: null,
          password_changed_at: null,
          created_at: now,
          must_set_password: 1,
        })
        .execute();
    }
    expect((await create(agent, 'downline_over')).json()).toMatchObject({ code: 'RATE_LIMITED', value: { limit: 'day', max: DOWNLINES_PER_DAY } });
  });
});
