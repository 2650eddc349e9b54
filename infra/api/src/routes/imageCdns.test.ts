// Image CDNs (issue 29, spec §3 status imageCDNs; docs/decisions/image-cdns.md): an operator gives a
// merchant image CDNs among the origins the deployment allows; the status payload carries them; the
// pages' CSP lets images (and nothing else) load from exactly the allowed origins.
import { getImageCdns, getSystemStatus } from '@tessera/contract/api';
import { adminHeaders, createTestApp, getValue, type TTestApp } from '../testkit';
import { HIGH_LIMITS } from './accounts.testkit';

const CDN_A = 'https://img-a.example';
const CDN_B = 'http://127.0.0.1:19998';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS, imageCdnOrigins: [CDN_A, CDN_B] });
});
afterAll(async () => {
  await t.close();
});

const put = (merchant: string, origins: string[], headers: Record<string, string> = adminHeaders()) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/merchants/${merchant}/image-cdns`, headers, payload: { origins } });
const statusCdns = async (merchant: string) => (await getValue(t, getSystemStatus, `/api/v1/status?merchant=${merchant}`)).info.imageCDNs;

describe('image CDNs', () => {
  it('an operator sets allowed origins; the status payload carries them in order; an origin off the list, a path or too many are refused and nothing changes', async () => {
    expect(await getValue(t, getImageCdns, '/api/admin/merchants/acme/image-cdns', adminHeaders())).toEqual({ origins: [], allowed: [CDN_A, CDN_B] });
    const ok = await put('acme', [CDN_B, CDN_A]);
    expect([ok.statusCode, ok.body]).toEqual([200, expect.any(String)]);
    expect(await statusCdns('acme')).toEqual([CDN_B, CDN_A]);
    expect(await statusCdns('demo')).toEqual([]);

    for (const origins of [['https://evil.example'], [`${CDN_A}/images`], ['javascript:alert(1)'], Array.from({ length: 6 }, () => CDN_A)]) {
      const res = await put('acme', origins);
      expect([origins, res.statusCode, res.json().code]).toEqual([origins, 400, 'VALIDATION_FAILED']);
    }
    expect(await statusCdns('acme')).toEqual([CDN_B, CDN_A]);
    expect((await put('nobody', [CDN_A])).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await put('acme', [CDN_A], {})).statusCode).toBe(401);

    expect((await put('acme', [])).statusCode).toBe(200);
    expect(await statusCdns('acme')).toEqual([]);
    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'merchant.imageCdns').execute();
    expect(audit.map((a) => JSON.parse(a.after ?? 'null') as unknown)).toEqual([[CDN_B, CDN_A], []]);
  });

  it("the pages' CSP lists the allowed origins in img-src only; the API's answers keep their own policy", async () => {
    const page = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toContain(CDN_A);
    expect(directive('img-src')).toContain(CDN_B);
    for (const other of ['script-src', 'style-src', 'connect-src', 'frame-src']) expect(directive(other)).not.toContain(CDN_A);
    const api = await t.app.inject({ url: '/api/v1/status?merchant=demo' });
    expect(String(api.headers['content-security-policy'])).not.toContain(CDN_A);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Public artwork may be embedded from a CDN's origin; nothing else may.
    const hot = (await t.app.inject({ url: '/api/v1/games/hot?language=EN' })).json() as { value: { list: { iconUrl: string }[] } };
    const icon = await t.app.inject({ url: hot.value.list[0]?.iconUrl ?? '/missing' });
    expect([icon.statusCode, icon.headers['cross-origin-resource-policy']]).toEqual([200, 'cross-origin']);
  });
});
