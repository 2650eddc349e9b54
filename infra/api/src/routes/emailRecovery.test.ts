// Password recovery by e-mail (issue 29; docs/decisions/email-recovery.md): a member without a
// mobile number recovers through a single-use, expiring link sent to the development outbox.
import { EMAIL_RESET_PER_ACCOUNT_PER_HOUR } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { tokenDigest } from '../services/accounts/emailRecovery';
import { bearer, createAccountsApp, loginAs, postLogin } from './accounts.testkit';

let t: TTestApp;
let agent: string;
beforeAll(async () => {
  t = await createAccountsApp();
  agent = await loginAs(t.app, 'agent1', 'Agent@1234');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('auth_failures').execute();
});

let serial = 0;
/** A member of demo (opened by agent1, its password its own already) with the contacts given. */
async function member(contacts: { email?: string; mobile?: string }): Promise<{ username: string; id: number }> {
  serial += 1;
  const username = `er${Date.now().toString(36).slice(-6)}${serial}`;
  const made = await t.app.inject({ method: 'POST', url: '/api/v1/agent/downlines', headers: bearer(agent), payload: { username, password: 'Chosen@123' } });
  expect(made.statusCode).toBe(200);
  const id = (made.json().value as { memberId: number }).memberId;
  await t.app.db
    .updateTable('members')
    .set({ must_set_password: 0, email: contacts.email?.toLowerCase() ?? null, mobile: contacts.mobile ?? null, country_code: contacts.mobile ? '86' : null })
    .where('id', '=', id)
    .execute();
  return { username, id };
}

const ask = (account: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password/email', headers, payload: { account } });
const reset = (token: string, newPassword = 'Fresh@5678', confirmNewPassword = newPassword) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password/email/reset', payload: { token, newPassword, confirmNewPassword } });

async function outboxLink(email: string): Promise<{ url: string; token: string; message: string }> {
  const res = await t.app.inject({ url: `/api/admin/email-outbox?email=${encodeURIComponent(email)}&limit=1`, headers: adminHeaders() });
  expect(res.statusCode).toBe(200);
  const message = (res.json().value as { message: string }[])[0]?.message ?? '';
  const url = /(\S*\/m\/resetPassword\?\S+)/.exec(message)?.[1] ?? '';
  const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
  return { url, token, message };
}

describe('password recovery by e-mail', () => {
  it('a member without a mobile gets a link, sets a new password with it once, and every session ends', async () => {
    const m = await member({ email: 'NoMobile.One@example.com' });
    const session = await loginAs(t.app, m.username, 'Chosen@123');
    const asked = await ask(m.username, { host: '127.0.0.1:18482' });
    expect([asked.statusCode, asked.json().value]).toEqual([200, { channel: 'email', expiredMinutes: 30 }]);

    const mail = await outboxLink('nomobile.one@example.com');
    expect(mail.url).toMatch(/^http:\/\/127\.0\.0\.1:18482\/m\/resetPassword\?token=[A-Za-z0-9_-]{43}&merchant=demo$/);
    // Only the token's digest is stored.
    const row = await t.app.db.selectFrom('password_reset_tokens').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenDigest(mail.token));
    expect(JSON.stringify(row)).not.toContain(mail.token);

    const checked = await t.app.inject({ url: `/api/v1/auth/password/email/link?token=${mail.token}` });
    expect(checked.json().value).toMatchObject({ userName: m.username });

    // A password the rules refuse does not spend the link.
    expect((await reset(mail.token, 'short')).json()).toMatchObject({ code: 'PASSWORD_FORMAT_INVALID', value: { field: 'newPassword' } });
    expect((await reset(mail.token, 'Fresh@5678', 'Fresh@5679')).json()).toMatchObject({ code: 'PASSWORD_CONFIRM_MISMATCH' });

    const done = await reset(mail.token);
    expect([done.statusCode, done.json().value]).toEqual([200, { reset: true, userName: m.username }]);
    // The old session ended; the new password logs in, the old does not.
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(session) })).statusCode).toBe(401);
    expect((await postLogin(t.app, m.username, 'Chosen@123')).json()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    await loginAs(t.app, m.username, 'Fresh@5678');

    // A second use, and the check, are refused.
    const again = await reset(mail.token, 'Other@5678');
    expect([again.statusCode, again.json().code]).toEqual([400, 'RESET_LINK_INVALID']);
    expect((await t.app.inject({ url: `/api/v1/auth/password/email/link?token=${mail.token}` })).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('two concurrent resets with one link: exactly one succeeds', async () => {
    const m = await member({ email: 'race@example.com' });
    await ask('race@example.com');
    const { token } = await outboxLink('race@example.com');
    const answers = await Promise.all([reset(token, 'Race@11111'), reset(token, 'Race@22222'), reset(token, 'Race@33333')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const won = ['Race@11111', 'Race@22222', 'Race@33333'][answers.findIndex((a) => a.statusCode === 200)] ?? '';
    await loginAs(t.app, m.username, won);
  });

  it('a link expires after 30 minutes, and a newer link voids the older one', async () => {
    const m = await member({ email: 'expiry@example.com' });
    await ask(m.username);
    const first = await outboxLink('expiry@example.com');
    await t.app.db.deleteFrom('auth_failures').execute();
    await ask(m.username);
    const second = await outboxLink('expiry@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenDigest(second.token))
      .execute();
    expect((await reset(second.token)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    await loginAs(t.app, m.username, 'Chosen@123');
  });

  it('an account without an e-mail is told how it can recover; an unknown name gets the answer an e-mail account gets', async () => {
    const smsOnly = await member({ mobile: '13900000001' });
    const neither = await member({});
    expect((await ask(smsOnly.username)).json().value).toMatchObject({ channel: 'sms' });
    expect((await ask(neither.username)).json().value).toMatchObject({ channel: 'none' });
    const before = await t.app.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await ask('nobody_here_at_all')).json().value).toEqual({ channel: 'email', expiredMinutes: 30 });
    expect((await ask('nobody@example.com')).json().value).toEqual({ channel: 'email', expiredMinutes: 30 });
    const after = await t.app.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await ask('  ')).json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'account' } });
    expect((await ask('not-an@address')).json()).toMatchObject({ code: 'EMAIL_FORMAT_INVALID', value: { field: 'account' } });
  });

  it('limits: a minute between links and a cap an hour per account, a cap per address', async () => {
    const m = await member({ email: 'limits@example.com' });
    expect((await ask(m.username)).statusCode).toBe(200);
    const soon = await ask(m.username);
    expect([soon.statusCode, soon.json().code]).toEqual([429, 'EMAIL_RESET_TOO_FREQUENT']);
    expect(soon.json().value.retryAfterSeconds).toBeGreaterThan(0);
    // Past the cool-down (moved back), up to the hour's cap.
    for (let i = 1; i < EMAIL_RESET_PER_ACCOUNT_PER_HOUR; i += 1) {
      await t.app.db
        .updateTable('auth_failures')
        .set({ last_failed_at: new Date(Date.now() - 61_000).toISOString() })
        .where('scope', '=', 'mail-acct')
        .execute();
      expect((await ask(m.username)).statusCode).toBe(200);
    }
    await t.app.db
      .updateTable('auth_failures')
      .set({ last_failed_at: new Date(Date.now() - 61_000).toISOString() })
      .where('scope', '=', 'mail-acct')
      .execute();
    expect((await ask(m.username)).json()).toMatchObject({ code: 'EMAIL_RESET_TOO_FREQUENT' });

    const limited = await createAccountsApp({ rateLimits: { emailResetPerAddressPerHour: 2 } });
    try {
      const one = (account: string) => limited.app.inject({ method: 'POST', url: '/api/v1/auth/password/email', payload: { account } });
      expect((await one('a_unknown_1')).statusCode).toBe(200);
      expect((await one('a_unknown_2')).statusCode).toBe(200);
      expect((await one('a_unknown_3')).json()).toMatchObject({ code: 'EMAIL_RESET_TOO_FREQUENT' });
    } finally {
      await limited.close();
    }
  });

  it("the link never points at a host the request merely claims: the merchant's own domain instead", async () => {
    await member({ email: 'poison@example.com' });
    await ask('poison@example.com', { host: 'evil.example' });
    expect((await outboxLink('poison@example.com')).url).toMatch(/^https:\/\/demo\.localhost\/m\/resetPassword\?token=/);
    // The merchant's domain as the request's host keeps its port and scheme.
    await t.app.db.deleteFrom('auth_failures').execute();
    await ask('poison@example.com', { host: 'demo.localhost:8080' });
    expect((await outboxLink('poison@example.com')).url).toMatch(/^http:\/\/demo\.localhost:8080\/m\/resetPassword\?token=/);
  });
});
