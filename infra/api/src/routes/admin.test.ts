import { SPEC_REMOTES } from '@tessera/contract';
import { ZMerchant, type TMerchant } from '@tessera/contract/api';
import { adminHeaders, createTestApp, TEST_ADMIN_TOKEN, type TTestApp } from '../testkit';

let t: TTestApp;
beforeAll(async () => {
  // A high operator budget: this file makes many admin calls from one IP.
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000 } });
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object, headers: Record<string, string> = adminHeaders()) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function merchants(): Promise<TMerchant[]> {
  const res = await admin('GET', '/api/admin/merchants');
  expect(res.statusCode).toBe(200);
  return (res.json().value as unknown[]).map((m) => ZMerchant.parse(m));
}

async function auditRows() {
  const res = await admin('GET', '/api/admin/audit');
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; actor: string; action: string; target: string; before: unknown; after: unknown; at: string }[];
}

describe('operator auth', () => {
  const routes = [
    ['GET', '/api/admin/merchants'],
    ['GET', '/api/admin/remotes'],
    ['GET', '/api/admin/audit'],
    ['PATCH', '/api/admin/merchants/demo/status'],
    ['PATCH', '/api/admin/merchants/demo/flags'],
    ['PUT', '/api/admin/merchants/demo/remotes/games'],
    ['GET', '/api/admin/merchants/demo/registration'],
    ['PATCH', '/api/admin/merchants/demo/registration'],
  ] as const;

  it.each(routes)('%s %s answers 401 without the token, with a wrong one, or a non-bearer scheme', async (method, url) => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TEST_ADMIN_TOKEN}`).toString('base64')}` },
      { authorization: TEST_ADMIN_TOKEN },
    ]) {
      const res = await t.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : { maintenance: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'ADMIN_AUTH_REQUIRED' });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('changes nothing on a refused request', async () => {
    await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', payload: { maintenance: true } });
    expect((await merchants()).find((m) => m.code === 'demo')?.maintenance).toBe(false);
  });

  it('is checked before the body (401, not 400)', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', payload: { maintenance: 'yes' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/merchants', () => {
  it('lists both seeded merchants with status, flags, theme and remotes', async () => {
    const list = await merchants();
    expect(list.map((m) => m.code)).toEqual(['acme', 'demo']);
    const demo = list.find((m) => m.code === 'demo');
    expect(demo).toMatchObject({ name: 'Tessera Demo', status: 0, theme: 'dark', flags: { CBS3: true } });
    expect(demo?.remotes.map((r) => r.remote)).toEqual([...SPEC_REMOTES]);
    expect(demo?.remotes.every((r) => r.enabled && r.canaryVersion === null && r.canaryPercent === 0)).toBe(true);
    expect(list.find((m) => m.code === 'acme')).toMatchObject({ theme: 'light', flags: { CBS3: false, MANPLAYREB3: false, MOBILENUMREG3: true } });
  });
});

describe('GET /api/admin/remotes', () => {
  it('lists every published version with its entry and routes, newest first per remote', async () => {
    const res = await admin('GET', '/api/admin/remotes');
    expect(res.statusCode).toBe(200);
    const versions = res.json().value as { remote: string; version: string; entry: string; routes: unknown[]; publishedAt: string }[];
    expect(versions.filter((v) => v.remote === 'games').map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(versions).toHaveLength(SPEC_REMOTES.length + 1);
    expect(versions[0]).toMatchObject({ remote: 'home', version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js' });
  });
});

describe('PATCH /api/admin/merchants/:code/status', () => {
  it('updates, answers the merchant and audits before/after', async () => {
    const res = await admin('PATCH', '/api/admin/merchants/demo/status', { regionRestriction: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ code: 'demo', maintenance: false, regionRestriction: true, status: 2 });
    const [last] = await auditRows();
    expect(last).toMatchObject({
      actor: 'break-glass',
      action: 'merchant.status',
      target: 'demo',
      before: { maintenance: false, regionRestriction: false },
      after: { maintenance: false, regionRestriction: true },
    });
    expect(Date.parse(last?.at ?? '')).not.toBeNaN();
    expect((await admin('PATCH', '/api/admin/merchants/demo/status', { maintenance: true })).json().value.status).toBe(1);
    expect((await admin('PATCH', '/api/admin/merchants/demo/status', { maintenance: false, regionRestriction: false })).json().value.status).toBe(0);
  });

  it('answers 404 MERCHANT_NOT_FOUND for an unknown merchant and writes no audit row', async () => {
    const before = (await auditRows()).length;
    const res = await admin('PATCH', '/api/admin/merchants/nobody/status', { maintenance: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'MERCHANT_NOT_FOUND' });
    expect((await auditRows()).length).toBe(before);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    for (const payload of [{ maintenance: 'true' }, { maintenance: true, extra: 1 }, []]) {
      const res = await admin('PATCH', '/api/admin/merchants/demo/status', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PATCH /api/admin/merchants/:code/flags', () => {
  it('turns flags on and off for one merchant, audited with the changed keys', async () => {
    const res = await admin('PATCH', '/api/admin/merchants/acme/flags', { CBS3: true, REFERRAL: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.flags).toMatchObject({ CBS3: true, REFERRAL: false });
    const [last] = await auditRows();
    expect(last).toMatchObject({ action: 'merchant.flags', target: 'acme', before: { CBS3: false, REFERRAL: true }, after: { CBS3: true, REFERRAL: false } });
    const status = await t.app.inject({ url: '/api/v1/status', headers: { 'x-merchant': 'acme' } });
    expect(status.json().value.info.whitelabel).toMatchObject({ CBS3: true, REFERRAL: false });
    expect((await merchants()).find((m) => m.code === 'demo')?.flags).toMatchObject({ CBS3: true, REFERRAL: true });
  });

  it('refuses an unknown flag key', async () => {
    const res = await admin('PATCH', '/api/admin/merchants/acme/flags', { NOT_A_FLAG: true });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/merchants/:code/remotes/:remote', () => {
  it('pins a published version, with a canary, audited', async () => {
    const res = await admin('PUT', '/api/admin/merchants/demo/remotes/games', { enabled: true, version: '1.0.0', canaryVersion: '1.1.0', canaryPercent: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.remotes.find((r: { remote: string }) => r.remote === 'games')).toEqual({
      remote: 'games',
      enabled: true,
      version: '1.0.0',
      canaryVersion: '1.1.0',
      canaryPercent: 10,
    });
    const [last] = await auditRows();
    expect(last).toMatchObject({
      action: 'merchant.remote',
      target: 'demo/games',
      before: { enabled: true, version: '1.1.0', canaryVersion: null, canaryPercent: 0 },
      after: { enabled: true, version: '1.0.0', canaryVersion: '1.1.0', canaryPercent: 10 },
    });
  });

  it('answers 409 REMOTE_VERSION_NOT_PUBLISHED for an unpublished version or canary, changing nothing', async () => {
    const before = await merchants();
    const auditBefore = (await auditRows()).length;
    for (const payload of [
      { enabled: true, version: '9.9.9' },
      { enabled: true, version: '1.0.0', canaryVersion: '2.0.0', canaryPercent: 50 },
      { enabled: false, version: 'latest' },
    ]) {
      const res = await admin('PUT', '/api/admin/merchants/demo/remotes/games', payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'REMOTE_VERSION_NOT_PUBLISHED' });
    }
    // A version published for another remote does not count.
    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/home', { enabled: true, version: '1.1.0' })).statusCode).toBe(409);
    expect(await merchants()).toEqual(before);
    expect((await auditRows()).length).toBe(auditBefore);
  });

  it('answers 404 for an unknown merchant, 400 for a name that is no remote name or a canary percent without a version', async () => {
    expect((await admin('PUT', '/api/admin/merchants/nobody/remotes/games', { enabled: true, version: '1.0.0' })).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/Casino', { enabled: true, version: '1.0.0' })).statusCode).toBe(400);
    // Any remote name is a remote (open set); one nobody published has no version to activate.
    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/casino', { enabled: true, version: '1.0.0' })).json().code).toBe(
      'REMOTE_VERSION_NOT_PUBLISHED',
    );
    expect((await admin('PUT', '/api/admin/merchants/demo/remotes/games', { enabled: true, version: '1.0.0', canaryPercent: 101 })).statusCode).toBe(400);
    const res = await admin('PUT', '/api/admin/merchants/demo/remotes/games', { enabled: true, version: '1.0.0', canaryPercent: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues[0]).toMatchObject({ in: 'body', path: 'canaryPercent' });
  });
});

describe('/api/admin/merchants/:code/registration', () => {
  const settings = async (merchant: string) => {
    const res = await t.app.inject({ url: `/api/v1/register/settings?merchant=${merchant}` });
    expect(res.statusCode).toBe(200);
    return res.json().value as { fields: Record<string, { enabled: boolean; required: boolean }> };
  };

  it('answers every registration field of the merchant', async () => {
    const res = await admin('GET', '/api/admin/merchants/acme/registration');
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { merchant: string; fields: Record<string, { enabled: boolean; required: boolean }> };
    expect(value.merchant).toBe('acme');
    expect(Object.keys(value.fields)).toContain('email');
    expect(value.fields.username).toEqual({ enabled: true, required: true });
  });

  it('changes only the named fields for one merchant, audited, and registration settings follow at once', async () => {
    const before = await settings('demo');
    const acmeBefore = await settings('acme');
    const res = await admin('PATCH', '/api/admin/merchants/demo/registration', {
      email: { enabled: true, required: true },
      wechat: { enabled: true, required: false },
    });
    expect(res.statusCode).toBe(200);
    const after = await settings('demo');
    expect(after.fields.email).toEqual({ enabled: true, required: true });
    expect(after.fields.wechat).toEqual({ enabled: true, required: false });
    expect(after.fields.username).toEqual(before.fields.username);
    expect(await settings('acme')).toEqual(acmeBefore);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'merchant.registration',
      target: 'demo',
      before: { email: before.fields.email },
      after: { email: { enabled: true, required: true } },
    });
  });

  it('refuses a required field that is not enabled, and a field its registration method needs, changing nothing', async () => {
    const before = await settings('demo');
    const auditBefore = (await auditRows())[0]?.id;
    const required = await admin('PATCH', '/api/admin/merchants/demo/registration', { nickname: { enabled: false, required: true } });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const needed = await admin('PATCH', '/api/admin/merchants/demo/registration', {
      password: { enabled: false, required: false },
      email: { enabled: false, required: false },
    });
    expect(needed.statusCode).toBe(400);
    expect(JSON.stringify(needed.json().value)).toMatch(/USERNAMEREG3/);
    expect(await settings('demo')).toEqual(before);
    expect((await auditRows())[0]?.id).toBe(auditBefore);
  });

  it('refuses unknown fields and answers 404 for an unknown merchant', async () => {
    expect((await admin('PATCH', '/api/admin/merchants/demo/registration', { shoeSize: { enabled: true, required: false } })).statusCode).toBe(400);
    expect((await admin('PATCH', '/api/admin/merchants/demo/registration', { email: { enabled: 'yes', required: false } })).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/merchants/nope/registration')).json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
    expect((await admin('PATCH', '/api/admin/merchants/nope/registration', { email: { enabled: true, required: false } })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first with limit and before', async () => {
    const all = await auditRows();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const ids = all.map((r) => r.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page = (await admin('GET', `/api/admin/audit?limit=2&before=${ids[0]}`)).json().value as { id: number }[];
    expect(page.map((r) => r.id)).toEqual(ids.slice(1, 3));
    expect((await admin('GET', '/api/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/audit?limit=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit filters (server-side)', () => {
  type TRow = { id: number; actor: string; action: string; target: string; at: string };
  const rows = async (query: string): Promise<TRow[]> => {
    const res = await admin('GET', `/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().value as TRow[];
  };
  let since = '';

  beforeAll(async () => {
    since = new Date().toISOString();
    // acme: a status change and a remote change; demo: a flag change; content for acme (the content routes audit too).
    expect((await admin('PATCH', '/api/admin/merchants/acme/status', { regionRestriction: false })).statusCode).toBe(200);
    const acme = (await merchants()).find((m) => m.code === 'acme');
    const home = acme?.remotes.find((r) => r.remote === 'home');
    expect(home).toBeDefined();
    expect((await admin('PUT', '/api/admin/merchants/acme/remotes/home', { enabled: true, version: home?.version ?? '' })).statusCode).toBe(200);
    expect((await admin('PATCH', '/api/admin/merchants/demo/flags', { CBS3: false })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/acme/help',
      headers: adminHeaders(),
      payload: { title: 'Audit filter help', language: 'EN' },
    });
    expect(created.statusCode).toBe(200);
  });

  it('by merchant: the targets naming it (code, code/…), nobody else’s', async () => {
    const acme = await rows(`merchant=acme&from=${encodeURIComponent(since)}`);
    expect(acme.map((r) => r.action).sort()).toEqual(['content.help.create', 'merchant.remote', 'merchant.status']);
    expect(acme.every((r) => r.target === 'acme' || r.target.startsWith('acme/'))).toBe(true);
    const demo = await rows(`merchant=demo&from=${encodeURIComponent(since)}`);
    expect(demo.map((r) => r.action)).toEqual(['merchant.flags']);
  });

  it('by action (exact or a dotted prefix), actor (exact or up to a colon) and target (exact or up to a slash)', async () => {
    const from = `from=${encodeURIComponent(since)}`;
    expect((await rows(`action=merchant&${from}`)).map((r) => r.action)).toEqual(['merchant.flags', 'merchant.remote', 'merchant.status']);
    expect((await rows(`action=merchant.remote&${from}`)).map((r) => r.target)).toEqual(['acme/home']);
    // A prefix that is not a whole dotted segment finds nothing.
    expect(await rows(`action=merch&${from}`)).toEqual([]);
    expect((await rows(`actor=break-glass&${from}`)).length).toBe(4);
    expect(await rows(`actor=break-glass:console&${from}`)).toEqual([]);
    expect((await rows(`target=acme&${from}`)).map((r) => r.action)).toEqual(['content.help.create', 'merchant.remote', 'merchant.status']);
    expect((await rows(`target=acme/home&${from}`)).length).toBe(1);
  });

  it('by date range: whole UTC days or instants, and pages with limit/before under a filter', async () => {
    const today = since.slice(0, 10);
    const all = await rows(`from=${today}&to=${today}&merchant=acme`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((r) => r.at.startsWith(today))).toBe(true);
    expect(await rows('to=2000-01-01')).toEqual([]);
    expect(
      await rows(`merchant=acme&to=${encodeURIComponent(new Date(Date.parse(since) - 1).toISOString())}&from=${encodeURIComponent(since.slice(0, 10))}`),
    ).not.toContainEqual(expect.objectContaining({ action: 'content.help.create' }));
    const [first, second] = await rows(`merchant=acme&from=${encodeURIComponent(since)}&limit=1`).then(async (page) => [
      page,
      await rows(`merchant=acme&from=${encodeURIComponent(since)}&limit=1&before=${page[0]?.id ?? 0}`),
    ]);
    expect(first?.length).toBe(1);
    expect(second?.length).toBe(1);
    expect(second?.[0]?.id).toBeLessThan(first?.[0]?.id ?? 0);
    expect(second?.[0]?.target.startsWith('acme')).toBe(true);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-02-30', 'to'],
    ['from=2026-01-02&to=2026-01-01', 'from'],
    ['merchant=ACME!', 'merchant'],
    ['actor=' + 'a'.repeat(65), 'actor'],
    ['action=a%20b', 'action'],
    ['target=', 'target'],
    ['before=0', 'before'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const res = await admin('GET', `/api/admin/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((res.json().value.issues as { path: string }[]).map((i) => i.path)).toContain(path);
  });
});

describe('integrity failures in the health counts', () => {
  it('a remote.loadFailed beacon with reason integrity is a failed load of that merchant, remote and version', async () => {
    const beacon = (kind: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/telemetry?merchant=acme',
        headers: { 'x-merchant': 'acme' },
        payload: {
          kind,
          remote: 'wallet',
          version: '9.9.9-integrity',
          message: 'integrity: wallet@9.9.9-integrity',
          path: '/m/wallet',
          ...(reason ? { reason } : {}),
        },
      });
    expect((await beacon('remote.loaded')).statusCode).toBe(200);
    expect((await beacon('remote.loadFailed', 'integrity')).statusCode).toBe(200);
    const rows = (await admin('GET', '/api/admin/health?merchant=acme&remote=wallet')).json().value as { version: string; loads: number; failures: number }[];
    expect(rows.find((r) => r.version === '9.9.9-integrity')).toMatchObject({ loads: 2, failures: 1 });
    const demo = (await admin('GET', '/api/admin/health?merchant=demo&remote=wallet')).json().value as { version: string }[];
    expect(demo.some((r) => r.version === '9.9.9-integrity')).toBe(false);
  });
});

describe('admin rate limit', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { adminPerMinute: 2 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 past the limit', async () => {
    const get = () => limited.app.inject({ url: '/api/admin/merchants', headers: adminHeaders() });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const res = await get();
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
