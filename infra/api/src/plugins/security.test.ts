import { createTestApp, type TTestApp } from '../testkit';
import { API_SECURITY_HEADERS, CONTENT_SECURITY_POLICY, isApiJsonUrl, securityHeaders } from './security';

describe('securityHeaders', () => {
  it("computes helmet's headers once: the page CSP, nosniff, frame and referrer policies", () => {
    const h = securityHeaders();
    expect(h['content-security-policy']).toContain("script-src 'self'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(h['strict-transport-security']).toBeUndefined();
    expect(Object.keys(CONTENT_SECURITY_POLICY).length).toBeGreaterThan(5);
  });

  it('tells API JSON from pages, files and the docs UI', () => {
    expect(['/api/v1/status', '/api/admin/merchants', '/api/openapi.json', '/api/nothing'].every(isApiJsonUrl)).toBe(true);
    expect(['/api/docs', '/api/docs/static/swagger-ui.css', '/m/home', '/', '/assets/a.js', '/apiary'].some(isApiJsonUrl)).toBe(false);
  });
});

describe('headers on answers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('API answers (also errors) carry the API set: nothing may load, frame or sniff them', async () => {
    for (const url of ['/api/v1/status', '/api/v1/registry', '/api/v1/nothing', '/api/admin/merchants']) {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject(API_SECURITY_HEADERS);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('pages and the docs UI carry the page policy', async () => {
    for (const [url, accept] of [
      ['/m/home', 'text/html'],
      ['/api/docs', 'text/html'],
      ['/favicon.svg', '*/*'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
