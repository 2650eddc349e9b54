import type { TOperatorRole } from '@tessera/contract/api';
import { currentCode } from '../services/operators/totp';
import { adminHeaders, type TTestApp } from '../testkit';
import { OPS_SESSION_PATH } from './adminSession';

// Named operators for API tests: created with the break-glass token, signed in with password and a
// TOTP code computed from the enrolment secret, or given an API token.

export const OPERATOR_PASSWORD = 'correct horse battery staple';

export async function createOperatorAccount(t: TTestApp, username: string, role: TOperatorRole, password = OPERATOR_PASSWORD): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: adminHeaders(), payload: { username, role, password } });
  if (res.statusCode !== 200) throw new Error(`create ${username}: ${res.statusCode} ${res.body}`);
  return res.json().value.id as number;
}

export const postSession = (t: TTestApp, payload: object) => t.app.inject({ method: 'POST', url: OPS_SESSION_PATH, payload });

/** First sign-in: the enrolment's secret, then the first code confirms it. Answers the cookie, CSRF token and secret. */
export async function enrolAndSignIn(t: TTestApp, username: string, password = OPERATOR_PASSWORD) {
  const first = await postSession(t, { username, password });
  if (first.statusCode !== 200 || !first.json().value.enrol) throw new Error(`enrol ${username}: ${first.statusCode} ${first.body}`);
  const secret = first.json().value.enrol.secret as string;
  const res = await postSession(t, { username, password, code: currentCode(secret) });
  if (res.statusCode !== 200) throw new Error(`sign in ${username}: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';', 1)[0] ?? '';
  return { cookie, csrf: res.json().value.csrf as string, secret, res };
}

/** An API token of a new operator with `role` (created with the break-glass token). */
export async function operatorToken(t: TTestApp, username: string, role: TOperatorRole): Promise<string> {
  await createOperatorAccount(t, username, role);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/operator-tokens', headers: adminHeaders(), payload: { username, name: 'tests' } });
  if (res.statusCode !== 200) throw new Error(`token of ${username}: ${res.statusCode} ${res.body}`);
  return res.json().value.token as string;
}
