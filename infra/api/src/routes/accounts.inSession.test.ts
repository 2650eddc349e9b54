import { ACCOUNT_LIMITS } from '@tessera/contract';
import { claimAttempt } from '../services/accounts/failures';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs, postLogin, solvedCaptcha } from './accounts.testkit';
import { ANSWERS, countChecks, post } from './wallet.testkit';

// Issue 30 item 3: the login password checked inside a session (change password, bind e-mail,
// first payment password, security questions) takes its place in the login failure budget, so a
// stolen session cannot guess it unnoticed. Counted by what the hasher checked, not timed.

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

/** The four in-session calls that take the login password, each with `password`. */
const calls = (token: string) => [
  (password: string) => post(t.app, '/api/v1/member/password', token, { oldPassword: password, newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' }),
  (password: string) => post(t.app, '/api/v1/security/email', token, { email: 'demo1-new@example.com', password }),
  (password: string) => post(t.app, '/api/v1/security/payment-password', token, { password, newPaymentPassword: '135790' }),
  (password: string) => post(t.app, '/api/v1/security/questions', token, { answers: ANSWERS, password }),
];

it('40 wrong in-session password checks spend the login budget: further checks and a login with the right password are refused as login says', async () => {
  const token = await loginAs(t.app, 'demo1', 'Demo@1234');
  const inSession = calls(token);
  const checks = countChecks(t.app);
  const codes: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const call = inSession[i % inSession.length];
    if (call) codes.push((await call(`Wrong@${1000 + i}`)).json().code as string);
  }
  checks.stop();
  const free = ACCOUNT_LIMITS.captchaAfterFailures;
  expect(codes.slice(0, free)).toEqual(Array(free).fill('PASSWORD_INCORRECT'));
  expect(new Set(codes.slice(free))).toEqual(new Set(['CAPTCHA_REQUIRED']));
  expect(checks.n).toBe(free);

  // The right password in the session: refused too, unhashed.
  const right = countChecks(t.app);
  for (const call of inSession) expect((await call('Demo@1234')).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  right.stop();
  expect(right.n).toBe(0);

  // A login with the right password is refused as login's budget says (the captcha is due).
  const login = await postLogin(t.app, 'demo1', 'Demo@1234');
  expect(login.json()).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED' });

  // With the captcha it goes through and forgets the count: the session's checks work again.
  const fresh = await postLogin(t.app, 'demo1', 'Demo@1234', { captcha: await solvedCaptcha(t.app) });
  expect(fresh.json()).toMatchObject({ success: true });
  expect((await inSession[1]?.('Demo@1234'))?.json()).toMatchObject({ success: true });
});

it('once logins spent the whole budget, the session is told the account is locked', async () => {
  // The address's own budget was spent above (in-session failures count there too, as logins'): a captcha.
  const token = await loginAs(t.app, 'agent1', 'Agent@1234', { captcha: await solvedCaptcha(t.app) });
  // Ten failed logins from elsewhere, as login's gate claims them.
  for (let i = 0; i < ACCOUNT_LIMITS.lockAfterFailures; i += 1) await claimAttempt(t.app.db, 'demo', 'u:agent1', '192.0.2.7');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/security/email',
    headers: bearer(token),
    payload: { email: 'agent1@example.com', password: 'Agent@1234' },
  });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'LOGIN_LOCKED', value: { captcha: true } });
});
