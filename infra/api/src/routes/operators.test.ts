import { OPERATOR_ROLES, type TOperatorRole } from '@tessera/contract/api';
import { buildOptionsFromConfig } from '../app';
import { ConfigError, loadConfig } from '../config';
import { CALL_ROLES, roleMay } from '../services/operators/roles';
import { OPERATOR_FAILURE_WINDOW_MS, OPERATOR_LOCK_AFTER_FAILURES } from '../services/operators/accounts';
import { OPS_IDLE_SECONDS } from '../services/operators/sessions';
import { currentCode } from '../services/operators/totp';
import { adminHeaders, createTestApp, type TTestApp } from '../testkit';
import { OPS_CSRF_HEADER, OPS_SESSION_PATH } from './adminSession';
import { createOperatorAccount, enrolAndSignIn, OPERATOR_PASSWORD, operatorToken, postSession } from './operators.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 100_000, opsLoginPerMinute: 100_000 } });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminRoutes = () => {
  const seen = new Set<string>();
  return t.app.apiRoutes.filter(
    (r) => r.endpoint.auth === 'admin' && !seen.has(`${r.method} ${r.endpoint.path}`) && seen.add(`${r.method} ${r.endpoint.path}`),
  );
};
// Concrete URLs: a merchant that exists, ids that do not (no call works on a real row by accident).
const urlOf = (path: string) => path.replace(':code', 'demo').replace(/:[A-Za-z]+/g, '999999');

async function auditRows(query: string) {
  const res = await t.app.inject({ url: `/api/admin/audit?limit=200&${query}`, headers: adminHeaders() });
  expect(res.statusCode).toBe(200);
  return res.json().value as { actor: string; action: string; target: string; after: unknown }[];
}

/** Moves Date.now for the duration of `f` (sessions, codes and lock windows read it). */
async function at<T>(offsetMs: number, f: () => Promise<T>): Promise<T> {
  const now = Date.now;
  const base = now();
  Date.now = () => base + offsetMs + (now() - base);
  try {
    return await f();
  } finally {
    Date.now = now;
  }
}

describe('roles: one table decides every operator call', () => {
  it('every admin descriptor the app serves is classified in CALL_ROLES (a new call without a role fails here)', () => {
    const unclassified = adminRoutes()
      .map((r) => r.endpoint.name)
      .filter((name) => !Object.prototype.hasOwnProperty.call(CALL_ROLES, name));
    expect(unclassified).toEqual([]);
  });

  it('an unclassified call is the owner’s alone', () => {
    for (const role of OPERATOR_ROLES) expect([role, roleMay(role, 'someFutureAdminCall')]).toEqual([role, role === 'owner']);
  });

  it.each(OPERATOR_ROLES.map((role) => [role]))('%s: each admin call is refused (403, audited) exactly when the table says so', async (role) => {
    const username = `table-${role}`;
    const token = await operatorToken(t, username, role as TOperatorRole);
    let refusals = 0;
    const answers: [string, boolean][] = [];
    for (const r of adminRoutes()) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: urlOf(r.endpoint.path),
        headers: bearer(token),
        ...(r.endpoint.body ? { payload: {} } : {}),
      });
      const body = res.json() as { code: string; value: { call?: string } | null };
      const refused = res.statusCode === 403 && body.code === 'FORBIDDEN' && body.value?.call === r.endpoint.name;
      expect([r.endpoint.name, res.statusCode === 401]).toEqual([r.endpoint.name, false]);
      answers.push([r.endpoint.name, refused]);
      if (refused) refusals += 1;
    }
    expect(answers).toEqual(answers.map(([name]) => [name, !roleMay(role as TOperatorRole, name)]));
    const audited = await auditRows(`action=operator.refused&actor=operator:${username}`);
    expect(audited).toHaveLength(refusals);
    if (role === 'owner') expect(refusals).toBe(0);
    else expect(refusals).toBeGreaterThan(0);
  });
});

describe('a content editor', () => {
  it('cannot change a canary or a remote (403, audited) but can edit content, audited under their name', async () => {
    const token = await operatorToken(t, 'eddie', 'content-editor');
    const remote = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/demo/remotes/lottery',
      headers: bearer(token),
      payload: { enabled: true, version: '1.0.0', canaryVersion: '1.0.0', canaryPercent: 10 },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN', value: { role: 'content-editor', call: 'updateMerchantRemote' } });
    const publish = await t.app.inject({ method: 'POST', url: '/api/admin/remotes', headers: bearer(token), payload: { remote: 'lottery', version: '1.0.0' } });
    expect(publish.statusCode).toBe(403);
    const [refusal] = await auditRows('action=operator.refused&actor=operator:eddie');
    expect(refusal).toMatchObject({ actor: 'operator:eddie', target: 'publishRemoteVersion' });

    const help = await t.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/help',
      headers: bearer(token),
      payload: { title: 'Editor help', language: 'EN' },
    });
    expect(help.statusCode).toBe(200);
    const [entry] = await auditRows('action=content.help.create');
    expect(entry).toMatchObject({ actor: 'operator:eddie', target: `demo/${help.json().value.id}` });
  });
});

describe('sign-in with password and TOTP', () => {
  it('enrolment shows the otpauth URI and a QR code and needs a first valid code; then a code is required', async () => {
    await createOperatorAccount(t, 'tina', 'support-agent');
    const first = await postSession(t, { username: 'tina', password: OPERATOR_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { secret, uri, qrSvg } = first.json().value.enrol;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tessera:tina\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    // The same secret again until it is confirmed; a wrong first code confirms nothing.
    expect((await postSession(t, { username: 'tina', password: OPERATOR_PASSWORD })).json().value.enrol.secret).toBe(secret);
    expect(
      (await postSession(t, { username: 'tina', password: OPERATOR_PASSWORD, code: '000000' === currentCode(secret) ? '111111' : '000000' })).statusCode,
    ).toBe(401);
    const ok = await postSession(t, { username: 'tina', password: OPERATOR_PASSWORD, code: currentCode(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.operator).toMatchObject({ username: 'tina', role: 'support-agent', actor: 'operator:tina', via: 'session' });
    // Enrolled: the password alone is refused (no enrolment shown again), as a wrong code is.
    await at(31_000, async () => {
      const noCode = await postSession(t, { username: 'tina', password: OPERATOR_PASSWORD });
      expect(noCode.statusCode).toBe(401);
      expect(JSON.stringify(noCode.json())).not.toContain(secret);
    });
  });

  it('a code is single-use within its window: the replay is refused, the next step’s code works', async () => {
    await createOperatorAccount(t, 'rita', 'auditor');
    const { secret } = await enrolAndSignIn(t, 'rita');
    // The enrolment used this step's code: the same code again is a replay.
    const replay = await postSession(t, { username: 'rita', password: OPERATOR_PASSWORD, code: currentCode(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().value.reason).toMatch(/used already/);
    await at(30_000, async () => {
      const next = await postSession(t, { username: 'rita', password: OPERATOR_PASSWORD, code: currentCode(secret) });
      expect(next.statusCode).toBe(200);
      const again = await postSession(t, { username: 'rita', password: OPERATOR_PASSWORD, code: currentCode(secret) });
      expect(again.statusCode).toBe(401);
    });
  });

  it('failed attempts are claimed before the password is checked: a burst gets the budget’s checks, the rest are locked', async () => {
    await createOperatorAccount(t, 'lola', 'auditor');
    const hasher = t.app.accounts.hasher;
    const before = hasher.runs;
    const answers = await Promise.all(Array.from({ length: 9 }, () => postSession(t, { username: 'lola', password: 'wrong password!!', code: '123456' })));
    expect(hasher.runs - before).toBe(OPERATOR_LOCK_AFTER_FAILURES);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(OPERATOR_LOCK_AFTER_FAILURES).fill(401), ...Array(9 - OPERATOR_LOCK_AFTER_FAILURES).fill(429)]);
    // Locked: the right password is not even checked.
    const runs = hasher.runs;
    const right = await postSession(t, { username: 'lola', password: OPERATOR_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'LOGIN_LOCKED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(hasher.runs).toBe(runs);
    const list = (await t.app.inject({ url: '/api/admin/operators', headers: adminHeaders() })).json().value as {
      username: string;
      lockedUntil: string | null;
    }[];
    expect(list.find((o) => o.username === 'lola')?.lockedUntil).not.toBeNull();
    // When the window is over, the password is checked again.
    await at(OPERATOR_FAILURE_WINDOW_MS + 1000, async () => {
      const later = await postSession(t, { username: 'lola', password: OPERATOR_PASSWORD });
      expect(later.statusCode).toBe(200);
      expect(later.json().value.enrol).toBeDefined();
    });
  });

  it('wrong TOTP codes count against the same budget', async () => {
    await createOperatorAccount(t, 'tom', 'auditor');
    const { secret } = await enrolAndSignIn(t, 'tom');
    const wrongCode = currentCode(secret) === '999999' ? '888888' : '999999';
    for (let i = 0; i < OPERATOR_LOCK_AFTER_FAILURES; i++) {
      expect((await postSession(t, { username: 'tom', password: OPERATOR_PASSWORD, code: wrongCode })).statusCode).toBe(401);
    }
    await at(30_000, async () => {
      expect((await postSession(t, { username: 'tom', password: OPERATOR_PASSWORD, code: currentCode(secret) })).statusCode).toBe(429);
    });
  });
});

describe('console sessions', () => {
  it(`end after ${OPS_IDLE_SECONDS / 60} idle minutes; a call before that keeps them alive`, async () => {
    await createOperatorAccount(t, 'ivy', 'auditor');
    const { cookie } = await enrolAndSignIn(t, 'ivy');
    const me = () => t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect((await me()).json().value).toMatchObject({ username: 'ivy', role: 'auditor', via: 'session', idleTimeoutSeconds: OPS_IDLE_SECONDS });
    const step = (OPS_IDLE_SECONDS - 60) * 1000;
    await at(step, async () => expect((await me()).statusCode).toBe(200));
    await at(2 * step, async () => expect((await me()).statusCode).toBe(200));
    await at(3 * step + (OPS_IDLE_SECONDS + 1) * 1000, async () => {
      const idle = await me();
      expect(idle.statusCode).toBe(401);
      expect(idle.json().value.reason).toMatch(/idle/);
    });
    // Gone for good, also back in time.
    expect((await me()).statusCode).toBe(401);
  });

  it('a change needs the session’s CSRF token; signing out ends the session on the server', async () => {
    await createOperatorAccount(t, 'cara', 'content-editor');
    const { cookie, csrf } = await enrolAndSignIn(t, 'cara');
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/merchants/demo/help', headers: { cookie, ...headers }, payload: { title: 'Cara', language: 'EN' } });
    expect((await send({})).statusCode).toBe(401);
    expect((await send({ [OPS_CSRF_HEADER]: csrf })).statusCode).toBe(200);
    const [entry] = await auditRows('action=content.help.create');
    expect(entry?.actor).toBe('operator:cara');
    await t.app.inject({ method: 'DELETE', url: OPS_SESSION_PATH, headers: { cookie } });
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('disabling an operator ends their sessions and their tokens stop working', async () => {
    const id = await createOperatorAccount(t, 'dora', 'release-manager');
    const { cookie } = await enrolAndSignIn(t, 'dora');
    const tokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operator-tokens',
      headers: adminHeaders(),
      payload: { username: 'dora', name: 'ci' },
    });
    const token = tokenRes.json().value.token as string;
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${id}`, headers: adminHeaders(), payload: { disabled: true } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('API tokens', () => {
  it('are stored hashed, answered once, and a revoked one stops at once', async () => {
    const token = await operatorToken(t, 'rex', 'release-manager');
    expect(token).toMatch(/^tsop_/);
    const stored = await t.app.db.selectFrom('operator_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(token) });
    expect(me.json().value).toMatchObject({ username: 'rex', role: 'release-manager', via: 'token', actor: 'operator:rex' });
    expect(me.json().value.allowedCalls).toContain('updateMerchantRemote');
    expect(me.json().value.allowedCalls).not.toContain('createOperator');
    // Rex sees and revokes his own token; not anyone else's.
    const mine = (await t.app.inject({ url: '/api/admin/operator-tokens', headers: bearer(token) })).json().value as { id: number; username: string }[];
    expect(mine.every((x) => x.username === 'rex')).toBe(true);
    const other = await operatorToken(t, 'ola', 'auditor');
    const all = (await t.app.inject({ url: '/api/admin/operator-tokens', headers: adminHeaders() })).json().value as { id: number; username: string }[];
    const olaId = all.find((x) => x.username === 'ola')?.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/operator-tokens/${olaId}`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/me', headers: bearer(other) })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/operator-tokens/${mine[0]?.id}`, headers: adminHeaders() });
    expect(revoked.json().value.revokedAt).not.toBeNull();
    const after = await t.app.inject({ url: '/api/admin/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const [entry] = await auditRows('action=operator.token.revoke');
    expect(entry).toMatchObject({ actor: 'break-glass', target: 'operator:rex' });
  });

  it('a token carries its operator’s role or auditor, never more', async () => {
    await createOperatorAccount(t, 'sam', 'support-agent');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operator-tokens',
      headers: adminHeaders(),
      payload: { username: 'sam', name: 'x', role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
    const ro = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operator-tokens',
      headers: adminHeaders(),
      payload: { username: 'sam', name: 'ro', role: 'auditor' },
    });
    expect(ro.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(ro.json().value.token) });
    expect(me.json().value.role).toBe('auditor');
  });
});

describe('operators', () => {
  it('the last active owner cannot be demoted or disabled; usernames are unique', async () => {
    const id = await createOperatorAccount(t, 'olga', 'owner');
    // Other owners exist from the role table test? Count them and demote down to olga.
    const owners = (
      (await t.app.inject({ url: '/api/admin/operators', headers: adminHeaders() })).json().value as { id: number; role: string; disabled: boolean }[]
    ).filter((o) => o.role === 'owner' && !o.disabled && o.id !== id);
    for (const o of owners) await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${o.id}`, headers: adminHeaders(), payload: { role: 'auditor' } });
    const demote = await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${id}`, headers: adminHeaders(), payload: { role: 'auditor' } });
    expect(demote.statusCode).toBe(400);
    const disable = await t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${id}`, headers: adminHeaders(), payload: { disabled: true } });
    expect(disable.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: adminHeaders(),
      payload: { username: 'olga', role: 'auditor', password: OPERATOR_PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    const [created] = await auditRows('action=operator.create&target=operator:olga');
    expect(JSON.stringify(created)).not.toContain(OPERATOR_PASSWORD);
  });
});

describe('break-glass ADMIN_TOKEN', () => {
  it('is the owner, audited as break-glass, its uses counted; switched off it opens nothing while operators go on', async () => {
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/merchants/demo/status',
      headers: adminHeaders(),
      payload: { regionRestriction: false },
    });
    expect(change.statusCode).toBe(200);
    const [entry] = await auditRows('action=merchant.status');
    expect(entry?.actor).toBe('break-glass');
    const me = (await t.app.inject({ url: '/api/admin/me', headers: adminHeaders() })).json().value;
    expect(me).toMatchObject({ username: null, role: 'owner', via: 'break-glass', actor: 'break-glass' });
    const glass = (await t.app.inject({ url: '/api/admin/break-glass', headers: adminHeaders() })).json().value;
    expect(glass.enabled).toBe(true);
    expect(glass.uses[0].uses).toBeGreaterThan(0);
    // The console signed in with the token: break-glass:console, and the sign-in itself is audited.
    const signIn = await postSession(t, { token: t.options.adminToken });
    expect(signIn.json().value.operator).toMatchObject({ actor: 'break-glass:console', role: 'owner' });
    const [signInEntry] = await auditRows('action=operator.signin&actor=break-glass');
    expect(signInEntry).toMatchObject({ actor: 'break-glass:console', target: 'break-glass' });
    const consoleCookie = String(signIn.headers['set-cookie']).split(';', 1)[0] ?? '';

    const token = await operatorToken(t, 'owen', 'owner');
    t.options.adminTokenDisabled = true;
    try {
      await t.restart();
      const bearerRes = await t.app.inject({ url: '/api/admin/merchants', headers: adminHeaders() });
      expect(bearerRes.statusCode).toBe(401);
      expect(bearerRes.json().value.reason).toMatch(/switched off/);
      expect((await postSession(t, { token: t.options.adminToken })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/merchants', headers: { cookie: consoleCookie } })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/merchants', headers: bearer(token) })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/admin/break-glass', headers: bearer(token) })).json().value.enabled).toBe(false);
    } finally {
      t.options.adminTokenDisabled = false;
      await t.restart();
    }
  });
});

describe('ADMIN_TOKEN_DISABLED', () => {
  it('1 switches the break-glass token off (also in production, with its length rule kept); anything but 0/1 stops the start', () => {
    expect(buildOptionsFromConfig(loadConfig({ ADMIN_TOKEN_DISABLED: '1' })).adminTokenDisabled).toBe(true);
    expect(buildOptionsFromConfig(loadConfig({})).adminTokenDisabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN_DISABLED: '1' }).adminTokenDisabled).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'short-token', ADMIN_TOKEN_DISABLED: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_TOKEN_DISABLED: 'yes' })).toThrow(ConfigError);
  });
});
