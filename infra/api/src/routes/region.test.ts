import { getRegionRules, getSystemStatus, listAuditLog, type TRegionRules } from '@tessera/contract/api';
import { countryDatabase } from '../services/ipCountry';
import { clientStatus, NO_RULES, regionMatcher } from '../services/merchantStatus';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { createAccountsApp, postLogin } from './accounts.testkit';

// Issue 27 item 2: region restriction by address. The test app trusts 127.0.0.1 as its proxy
// (TRUST_PROXY), so a request's X-Forwarded-For is the client's address, as behind nginx.

// Two apps' worth of logins and seeds on a loaded 2-core machine: more than the global 30 s.
jest.setTimeout(120_000);

let t: TTestApp;

beforeAll(async () => {
  t = await createAccountsApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await putRules('demo', { countries: [], ranges: [], allow: [] });
  await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: adminHeaders(), payload: { regionRestriction: false } });
});

const putRules = (merchant: string, rules: TRegionRules) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/merchants/${merchant}/region`, headers: adminHeaders(), payload: rules });
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const statusFrom = (ip: string) => getValue(t, getSystemStatus, '/api/v1/status', from(ip));
const loginFrom = (ip: string) => postLogin(t.app, 'demo1', 'Demo@1234', { headers: from(ip) });

// 200.160.2.3 is in Brazil and 81.2.69.160 in the United Kingdom by the shipped database (checked below).
const BR = '200.160.2.3';
const GB = '81.2.69.160';

describe('the shipped IP-to-country database', () => {
  it('answers countries for IPv4 and IPv6 addresses and none for private ones', async () => {
    const db = await countryDatabase();
    expect(db.countryOf(BR)).toBe('BR');
    expect(db.countryOf(GB)).toBe('GB');
    expect(db.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(db.countryOf('127.0.0.1')).toBeNull();
    expect(db.countryOf('10.1.2.3')).toBeNull();
    expect(db.countryOf('not an ip')).toBeNull();
    expect(Date.parse(db.built)).toBeGreaterThan(Date.parse('2024-01-01'));
  });
});

describe('clientStatus (the decision)', () => {
  const open = { maintenance: false, regionRestriction: false };
  it('maintenance, then the switch, then the allowlist, the ranges and the countries', async () => {
    const m = await regionMatcher({ countries: ['BR'], ranges: ['203.0.113.0/24', '2001:db8::/32'], allow: ['203.0.113.7', '2001:db8:1::/48'] });
    expect(clientStatus({ maintenance: true, regionRestriction: false }, m, '203.0.113.7')).toEqual({ status: 1, reason: 'maintenance' });
    expect(clientStatus({ maintenance: false, regionRestriction: true }, m, '203.0.113.7')).toEqual({ status: 2, reason: 'switch' });
    expect(clientStatus(open, m, '203.0.113.7')).toEqual({ status: 0, reason: 'allow' });
    expect(clientStatus(open, m, '203.0.113.8')).toEqual({ status: 2, reason: 'range' });
    expect(clientStatus(open, m, '::ffff:203.0.113.8')).toEqual({ status: 2, reason: 'range' });
    expect(clientStatus(open, m, '2001:db8:2::1')).toEqual({ status: 2, reason: 'range' });
    expect(clientStatus(open, m, '2001:db8:1::1')).toEqual({ status: 0, reason: 'allow' });
    expect(clientStatus(open, m, BR)).toEqual({ status: 2, reason: 'country' });
    expect(clientStatus(open, m, GB)).toEqual({ status: 0, reason: 'none' });
    expect(clientStatus(open, NO_RULES, BR)).toEqual({ status: 0, reason: 'none' });
  });
});

describe('operator calls: GET/PUT /api/admin/merchants/:code/region', () => {
  it('replaces the lists (canonical, sorted, no duplicates), audited as merchant.region with before and after', async () => {
    const res = await putRules('demo', { countries: ['PT', 'BR', 'BR'], ranges: ['2001:DB8::/32', '198.51.100.0/24'], allow: ['198.51.100.9/32'] });
    expect(res.statusCode).toBe(200);
    const view = await getValue(t, getRegionRules, '/api/admin/merchants/demo/region', adminHeaders());
    expect(view).toMatchObject({
      merchant: 'demo',
      regionRestriction: false,
      rules: { countries: ['BR', 'PT'], ranges: ['198.51.100.0/24', '2001:db8::/32'], allow: ['198.51.100.9'] },
    });
    expect(view.databaseBuilt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [entry] = await getValue(t, listAuditLog, '/api/admin/audit?action=merchant.region&limit=1', adminHeaders());
    expect(entry).toMatchObject({ action: 'merchant.region', target: 'demo', before: { countries: [], ranges: [], allow: [] }, after: view.rules });
  });

  it('refuses what is not an address or block (400 with the entry named), keeps the old rules, and needs the operator', async () => {
    await putRules('demo', { countries: ['BR'], ranges: [], allow: [] });
    for (const bad of [{ ranges: ['10.0.0.0/33'] }, { allow: ['300.1.1.1'] }, { ranges: ['2001:db8::/129'] }, { ranges: ['1.2.3.4/8/8'] }]) {
      const res = await putRules('demo', { countries: [], ranges: [], allow: [], ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await putRules('demo', { countries: ['br'], ranges: [], allow: [] })).statusCode).toBe(400);
    expect((await putRules('nope', { countries: [], ranges: [], allow: [] })).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await getValue(t, getRegionRules, '/api/admin/merchants/demo/region', adminHeaders())).rules.countries).toEqual(['BR']);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/merchants/demo/region', payload: { countries: [], ranges: [], allow: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('check: what a player at an address gets and why', async () => {
    await putRules('demo', { countries: ['BR'], ranges: ['198.51.100.0/24'], allow: [] });
    const check = async (ip: string) =>
      (await t.app.inject({ url: `/api/admin/merchants/demo/region/check?ip=${encodeURIComponent(ip)}`, headers: adminHeaders() })).json().value;
    expect(await check(BR)).toEqual({ ip: BR, country: 'BR', status: 2, reason: 'country' });
    expect(await check('198.51.100.20')).toMatchObject({ status: 2, reason: 'range' });
    expect(await check(GB)).toEqual({ ip: GB, country: 'GB', status: 0, reason: 'none' });
  });
});

describe('a client at a restricted address (through the trusted proxy)', () => {
  it('CIDR v4: status 2 with its own address, login refused; others open', async () => {
    await putRules('demo', { countries: [], ranges: ['198.51.100.0/24'], allow: [] });
    expect(await statusFrom('198.51.100.20')).toMatchObject({ status: 2, regionRestriction: true, maintenance: false, location: { ip: '198.51.100.20' } });
    expect(await statusFrom('198.51.101.20')).toMatchObject({ status: 0, regionRestriction: false, location: { ip: '198.51.101.20' } });
    const refused = await loginFrom('198.51.100.20');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'REGION_RESTRICTED',
      message: 'Access restricted by location or IP',
      value: { merchant: 'demo', status: 2, ip: '198.51.100.20' },
    });
    expect((await loginFrom('198.51.101.20')).json()).toMatchObject({ success: true });
  });

  it('CIDR v6', async () => {
    await putRules('demo', { countries: [], ranges: ['2001:db8::/32'], allow: [] });
    expect(await statusFrom('2001:db8:abcd::5')).toMatchObject({ status: 2, location: { ip: '2001:db8:abcd::5' } });
    expect((await loginFrom('2001:db8:abcd::5')).json().code).toBe('REGION_RESTRICTED');
    expect(await statusFrom('2001:db9::5')).toMatchObject({ status: 0 });
  });

  it('a country rule', async () => {
    await putRules('demo', { countries: ['BR'], ranges: [], allow: [] });
    expect(await statusFrom(BR)).toMatchObject({ status: 2, location: { ip: BR } });
    expect((await loginFrom(BR)).json().code).toBe('REGION_RESTRICTED');
    expect(await statusFrom(GB)).toMatchObject({ status: 0 });
    expect((await loginFrom(GB)).json()).toMatchObject({ success: true });
  });

  it('the allowlist lets a tester through the address rules, not through the switch', async () => {
    await putRules('demo', { countries: ['BR'], ranges: ['198.51.100.0/24'], allow: ['198.51.100.7', BR] });
    expect(await statusFrom('198.51.100.7')).toMatchObject({ status: 0 });
    expect((await loginFrom('198.51.100.7')).json()).toMatchObject({ success: true });
    expect(await statusFrom(BR)).toMatchObject({ status: 0 });
    expect(await statusFrom('198.51.100.8')).toMatchObject({ status: 2 });
    await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/status', headers: adminHeaders(), payload: { regionRestriction: true } });
    expect(await statusFrom('198.51.100.7')).toMatchObject({ status: 2 });
    expect((await loginFrom('198.51.100.7')).json().code).toBe('REGION_RESTRICTED');
  });

  it('the page of a restricted client inlines status 2 and no home first paint', async () => {
    await putRules('demo', { countries: [], ranges: ['198.51.100.0/24'], allow: [] });
    const page = (ip: string) => t.app.inject({ url: '/m/home', headers: { accept: 'text/html', ...from(ip) } });
    const gated = (await page('198.51.100.20')).body;
    expect(gated).toContain('"status":2');
    expect(gated).toContain('"ip":"198.51.100.20"');
    expect(gated).not.toContain('tessera-prepaint');
    expect((await page('198.51.101.20')).body).toContain('id="tessera-prepaint"');
  });
});

describe('without a trusted proxy', () => {
  it('a forwarded address is not believed: the peer address decides', async () => {
    const direct = await createAccountsApp();
    try {
      const put = await direct.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/demo/region',
        headers: adminHeaders(),
        payload: { countries: [], ranges: ['198.51.100.0/24'], allow: [] },
      });
      expect(put.statusCode).toBe(200);
      const status = await getValue(direct, getSystemStatus, '/api/v1/status', from('198.51.100.20'));
      expect(status).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });
      // A range covering the peer restricts it.
      await direct.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/demo/region',
        headers: adminHeaders(),
        payload: { countries: [], ranges: ['127.0.0.0/8'], allow: [] },
      });
      expect(await getValue(direct, getSystemStatus, '/api/v1/status')).toMatchObject({ status: 2, location: { ip: '127.0.0.1' } });
    } finally {
      await direct.close();
    }
  });
});
