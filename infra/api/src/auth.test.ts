import { ERROR_CODES } from '@tessera/contract/api';
import { buildPath, type TEndpoint } from '@tessera/contract/api';
import { createAccountsApp, bearer } from './routes/accounts.testkit';
import { adminHeaders, type TTestApp } from './testkit';

// The auth rule of every routed call, checked the same way for all of them: a call that needs a
// session answers 401 without one, a member-only call answers 403 FREE_REJECT to a trial session,
// an operator call answers 401 without the operator token and to a member's token. Auth runs
// before input checks, so placeholder path parameters are enough.

let t: TTestApp;
let trial: Record<string, string>;
const trialSession = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = bearer((res.json() as { value: { token: string } }).value.token);
};
beforeAll(async () => {
  t = await createAccountsApp();
  await trialSession();
});
afterAll(async () => {
  await t.close();
});

const urlOf = (endpoint: TEndpoint) =>
  buildPath(endpoint.path, Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1] as string, '1'])));

async function codeOf(endpoint: TEndpoint, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
  const { code } = res.json() as { code: string };
  expect([endpoint.name, res.statusCode]).toEqual([endpoint.name, ERROR_CODES[code as keyof typeof ERROR_CODES]?.status]);
  return code;
}

it('every call that needs a session refuses a request without one (401)', async () => {
  const guarded = t.app.apiRoutes.filter((r) => r.endpoint.auth !== 'none');
  expect(guarded.length).toBeGreaterThan(90);
  for (const { endpoint } of guarded) {
    const expected = endpoint.auth === 'admin' ? 'ADMIN_AUTH_REQUIRED' : 'AUTH_REQUIRED';
    expect([endpoint.name, await codeOf(endpoint, {})]).toEqual([endpoint.name, expected]);
    const unknownToken = await codeOf(endpoint, bearer('not-a-real-token'));
    expect([endpoint.name, unknownToken]).toEqual([
      endpoint.name,
      endpoint.auth === 'admin' ? 'ADMIN_AUTH_REQUIRED' : expect.stringMatching(/^(SESSION_EXPIRED|AUTH_REQUIRED)$/),
    ]);
  }
});

it('every member-only call refuses a trial session with FREE_REJECT (403); session calls let it through auth', async () => {
  for (const { endpoint } of t.app.apiRoutes) {
    if (endpoint.auth === 'realMember') expect([endpoint.name, await codeOf(endpoint, trial)]).toEqual([endpoint.name, 'FREE_REJECT']);
    if (endpoint.auth === 'member') {
      const code = await codeOf(endpoint, trial).catch(() => 'threw');
      expect([endpoint.name, ['AUTH_REQUIRED', 'SESSION_EXPIRED', 'FREE_REJECT'].includes(code)]).toEqual([endpoint.name, false]);
      // logout ends the session it is called with.
      if (endpoint.name === 'logout') await trialSession();
    }
  }
});

it('operator calls refuse member sessions and accept only the operator token', async () => {
  const admin = t.app.apiRoutes.filter((r) => r.endpoint.auth === 'admin');
  expect(admin.length).toBeGreaterThan(10);
  for (const { endpoint } of admin) {
    expect([endpoint.name, await codeOf(endpoint, trial)]).toEqual([endpoint.name, 'ADMIN_AUTH_REQUIRED']);
    const res = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint), headers: adminHeaders() });
    expect([endpoint.name, res.statusCode === 401 || res.statusCode >= 500]).toEqual([endpoint.name, false]);
  }
});
