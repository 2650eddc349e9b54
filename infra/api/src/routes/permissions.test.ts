import { MENU_PERMISSION_KEYS, type TMenuPermissionKey } from '@tessera/contract';
import { buildPath, memberPnl, type TEndpoint } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Menu permission keys (spec §3) are enforced by the API, not only by the menu: every call whose
// descriptor names a `permission` is refused while that flag of the member's merchant is off.

let t: TTestApp;
let demo: string;

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
});
afterAll(async () => {
  await t.close();
});

const setFlags = async (merchant: string, flags: Record<string, boolean>) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/flags`, headers: adminHeaders(), payload: flags });
  expect(res.statusCode).toBe(200);
};

const guarded = (key: TMenuPermissionKey): TEndpoint[] => t.app.apiRoutes.map((r) => r.endpoint).filter((e) => e.permission === key);

/** The call with placeholder params and an empty body: the permission is checked before the input. */
const callOf = (e: TEndpoint, token = demo) =>
  t.app.inject({
    method: e.method,
    url: buildPath(e.path, Object.fromEntries([...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], '1']))),
    headers: bearer(token),
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('menu permission keys on the API', () => {
  it('only member calls carry a permission key', () => {
    for (const r of t.app.apiRoutes) if (r.endpoint.permission) expect(['member', 'realMember']).toContain(r.endpoint.auth);
  });

  it.each(MENU_PERMISSION_KEYS)('%s off: each of its calls refuses with 403, naming the flag; on again: no refusal', async (key) => {
    const calls = guarded(key);
    expect(calls.length).toBeGreaterThan(0);
    await setFlags('demo', { [key]: false });
    try {
      for (const e of calls) {
        const res = await callOf(e);
        expect({ name: e.name, status: res.statusCode }).toEqual({ name: e.name, status: 403 });
        const body = res.json() as { code: string; value: { flag: string } };
        expect(['FEATURE_DISABLED', 'REWARD_CENTER_DISABLED', 'REBATE_DISABLED']).toContain(body.code);
        expect(body.value).toEqual({ flag: key });
      }
    } finally {
      await setFlags('demo', { [key]: true });
    }
    for (const e of calls) {
      const res = await callOf(e);
      const code = res.statusCode === 403 ? (res.json() as { code: string }).code : '';
      expect({ name: e.name, code }).not.toEqual({ name: e.name, code: 'FEATURE_DISABLED' });
    }
  });

  it('with PERSREP off the PNL call refuses; the flag is per merchant and read on the next call', async () => {
    const pnl = () => t.app.inject({ method: 'GET', url: memberPnl.path, headers: bearer(demo) });
    expect((await pnl()).statusCode).toBe(200);
    await setFlags('demo', { PERSREP: false });
    try {
      const res = await pnl();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FEATURE_DISABLED', value: { flag: 'PERSREP' } });
    } finally {
      await setFlags('demo', { PERSREP: true });
    }
    expect((await pnl()).statusCode).toBe(200);
  });

  it('a guest is asked to log in first (401), not told the feature is off', async () => {
    await setFlags('demo', { PERSREP: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: memberPnl.path });
      expect(res.statusCode).toBe(401);
    } finally {
      await setFlags('demo', { PERSREP: true });
    }
  });
});
