import { ZRegistry, ZSystemStatus } from '@tessera/contract';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sha256 } from '../lib/hash';
import { loadTokenKey, readLoadToken } from '../services/loadToken';
import { adminHeaders, ASSET_JS, createTestApp, SHELL_TEMPLATE, TEST_ADMIN_TOKEN, type TTestApp } from '../testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } });

function bootOf(html: string) {
  const m = /<script type="application\/json" id="tessera-boot">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  const raw = JSON.parse(m?.[1] ?? 'null') as { merchant: string; registry: unknown; status: unknown };
  return { merchant: raw.merchant, registry: ZRegistry.parse(raw.registry), status: ZSystemStatus.parse(raw.status) };
}
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
const setCookies = (h: string | string[] | undefined) => (Array.isArray(h) ? h : h ? [h] : []);

describe('shell pages', () => {
  it('answers /m/anything with index.html, the boot JSON in place of the placeholder, and security headers', async () => {
    const res = await page('/m/anything/deeper?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.body).not.toContain('<!--tessera:boot-->');
    expect(res.body).toContain('<div id="root"></div>');
    const boot = bootOf(res.body);
    expect(boot.merchant).toBe('demo');
    expect(boot.registry.remotes.length).toBe(6);
    expect(boot.status).toMatchObject({ status: 0, info: { currency: { code: 'CNY' } } });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Unknown routes render home in the shell: home's entry is preloaded.
    expect(preloads(res.body)).toEqual(['/remotes/home/1.0.0/remoteEntry.js']);
  });

  it.each([
    ['/', '/remotes/home/1.0.0/remoteEntry.js'],
    ['/m', '/remotes/home/1.0.0/remoteEntry.js'],
    ['/m/', '/remotes/home/1.0.0/remoteEntry.js'],
    ['/m/gameList', '/remotes/games/1.1.0/remoteEntry.js'],
    ['/m/gameList/', '/remotes/games/1.1.0/remoteEntry.js'],
    ['/m/withdraw', '/remotes/wallet/1.0.0/remoteEntry.js'],
    ['/m/member/agent/getHourContract', '/remotes/agent/1.0.0/remoteEntry.js'],
  ])('%s preloads the entry of the remote that owns it', async (url, entry) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([entry]);
  });

  describe('home: the page chunk and the LCP banner', () => {
    const homeDir = () => join(t.distDir, 'remotes', 'home', '1.0.0');
    const integrity = (c: string) => `sha384-${c.repeat(64)}`;
    const sriLinks = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(script|style)" href="([^"]+)" integrity="([^"]+)" crossorigin="anonymous" fetchpriority="low">/g)].map(
        (m) => [m[1], m[2], m[3]],
      );
    const imageLinks = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
    beforeAll(() => {
      const preload = {
        expose: [{ file: '__federation_expose_remote.abc.js', as: 'script', integrity: integrity('a') }],
        pages: {
          home: [
            { file: 'page-home.abc.js', as: 'script', integrity: integrity('b') },
            { file: 'page-home.abc.css', as: 'style', integrity: integrity('c') },
          ],
        },
      };
      writeFileSync(join(homeDir(), 'preload.json'), JSON.stringify(preload));
    });
    afterAll(() => {
      writeFileSync(join(homeDir(), 'preload.json'), '{}');
    });

    it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])(
      "%s preloads the first banner (high priority), home's module and its page chunk with their SRI hashes",
      async (url) => {
        const res = await page(url);
        const boot = JSON.parse(/id="tessera-boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as { firstBanner?: string | null };
        expect(boot.firstBanner).toMatch(/^\/api\/v1\/content\/images\//);
        expect(imageLinks(res.body)).toEqual([boot.firstBanner]);
        expect(sriLinks(res.body)).toEqual([
          ['script', '/remotes/home/1.0.0/__federation_expose_remote.abc.js', integrity('a')],
          ['script', '/remotes/home/1.0.0/page-home.abc.js', integrity('b')],
          ['style', '/remotes/home/1.0.0/page-home.abc.css', integrity('c')],
        ]);
        // The image is requested before the scripts that will show it.
        expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('id="tessera-boot"'));
      },
    );

    it.each(['/', '/m/home'])('%s draws the top of home in the HTML: the chrome the status asks for and the first banner', async (url) => {
      const res = await page(url);
      const boot = JSON.parse(/id="tessera-boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as {
        firstBanner: string;
        status: { info: { whitelabel: Record<string, unknown> } };
      };
      const prepaint = /<div id="tessera-prepaint" class="tp" aria-hidden="true" inert>([\s\S]*?)<\/div><div id="root">/.exec(res.body.replace(/>\s+</g, '><'));
      expect(prepaint).not.toBeNull();
      const html = prepaint?.[1] ?? '';
      expect(html).toContain(`<img src="${boot.firstBanner}" width="750" height="300" alt="" fetchpriority="high"`);
      expect(html.includes('tp-download')).toBe(boot.status.info.whitelabel.APPWINDOW === true);
      expect(html.includes('tp-invite')).toBe(boot.status.info.whitelabel.REFERRAL === true);
      expect(html).toContain('tp-header');
      // Before the root, so the page's own elements are drawn over nothing of it but its own box.
      expect(res.body.indexOf('tessera-prepaint')).toBeLessThan(res.body.indexOf('<div id="root">'));
    });

    it("opens in the player's theme from the shell's cookie, else the merchant's", async () => {
      expect((await page('/m/home', { cookie: 'tessera_theme=light' })).body).toMatch(/<html[^>]*data-theme="light"/);
      const merchant = (await page('/m/home', { cookie: 'tessera_theme=blue' })).body;
      const boot = JSON.parse(/id="tessera-boot">([\s\S]*?)<\/script>/.exec(merchant)?.[1] ?? '{}') as { status: { info: { theme?: string } } };
      expect(merchant).toMatch(new RegExp(`<html[^>]*data-theme="${boot.status.info.theme ?? 'dark'}"`));
    });

    it("another home page preloads home's module but neither the home chunk nor a banner", async () => {
      const res = await page('/m/help');
      expect(res.body).not.toContain('tessera-prepaint');
      expect(res.body).not.toContain('tessera:prepaint');
      expect(imageLinks(res.body)).toEqual([]);
      expect(sriLinks(res.body).map((l) => l[1])).toEqual(['/remotes/home/1.0.0/__federation_expose_remote.abc.js']);
      expect(res.body).not.toContain('"firstBanner"');
    });

    it('a malformed preload.json preloads the entry only', async () => {
      writeFileSync(join(homeDir(), 'preload.json'), '{"expose":[{"file":"../../etc/passwd","as":"script","integrity":"x"}],"pages":{}}');
      const res = await page('/m/home');
      expect(sriLinks(res.body)).toEqual([]);
      expect(preloads(res.body)).toEqual(['/remotes/home/1.0.0/remoteEntry.js']);
    });
  });

  it('preloads nothing on a shell route', async () => {
    expect(preloads((await page('/m/login')).body)).toEqual([]);
  });

  it('answers other HTML navigations with the shell, but not /api, /assets or /remotes', async () => {
    expect((await page('/promo')).headers['content-type']).toMatch(/^text\/html/);
    expect((await page('/index.html')).headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/api/v1/nothing', '/assets/missing.js', '/remotes/games/9.9.9/remoteEntry.js']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Without Accept: text/html a miss is a 404 envelope, not a page.
    const res = await t.app.inject({ url: '/promo', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('escapes < in the boot JSON so nothing can close the script element', async () => {
    await t.app.db.updateTable('merchants').set({ name: '</script><script>alert(1)</script>' }).where('code', '=', 'acme').execute();
    // A write behind the app's back: drop the read cache rather than wait out its TTL.
    t.app.readCache.invalidate('acme');
    const res = await page('/m/home', { 'x-merchant': 'acme' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
    expect(bootOf(res.body).status.info.merchantName).toBe('</script><script>alert(1)</script>');
    await t.app.db.updateTable('merchants').set({ name: 'Acme Bet' }).where('code', '=', 'acme').execute();
    t.app.readCache.invalidate('acme');
  });

  it('gives a new visitor a tessera_cid cookie (1 year) and places them in a canary with it', async () => {
    const first = await page('/m/home');
    const cidCookie = setCookies(first.headers['set-cookie']).find((c) => c.startsWith('tessera_cid='));
    expect(cidCookie).toMatch(/^tessera_cid=[0-9a-f-]{36}; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    const cid = /tessera_cid=([^;]+)/.exec(cidCookie ?? '')?.[1] ?? '';
    const again = await page('/m/home', { cookie: `tessera_cid=${cid}` });
    expect(setCookies(again.headers['set-cookie']).some((c) => c.startsWith('tessera_cid='))).toBe(false);

    // 100% canary: the boot registry and the registry call agree for this client.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/demo/remotes/games',
      headers: adminHeaders(),
      payload: { enabled: true, version: '1.0.0', canaryVersion: '1.1.0', canaryPercent: 100 },
    });
    expect(put.statusCode).toBe(200);
    const withCanary = await page('/m/game', { cookie: `tessera_cid=${cid}` });
    expect(bootOf(withCanary.body).registry.remotes.find((r) => r.name === 'games')).toMatchObject({ version: '1.1.0', canary: true });
    expect(preloads(withCanary.body)).toEqual(['/remotes/games/1.1.0/remoteEntry.js']);
    const api = await t.app.inject({ url: '/api/v1/registry', headers: { cookie: `tessera_cid=${cid}` } });
    expect(api.json().value.remotes.find((r: { name: string }) => r.name === 'games')).toMatchObject({ version: '1.1.0', canary: true });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/demo/remotes/games',
      headers: adminHeaders(),
      payload: { enabled: true, version: '1.1.0' },
    });
  });

  it('signs each page load: a new token per load naming the merchant, the device and the versions the page was given', async () => {
    const key = loadTokenKey(sha256(TEST_ADMIN_TOKEN));
    const tokenOf = (html: string) => (JSON.parse(/id="tessera-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { load?: string }).load;
    const first = await page('/m/gameList', { cookie: 'tessera_cid=device-1' });
    const second = await page('/m/gameList', { cookie: 'tessera_cid=device-1' });
    const claims = readLoadToken(key, tokenOf(first.body));
    const registry = bootOf(first.body).registry;
    expect(claims).toMatchObject({ merchant: 'demo', device: 'device-1', versions: Object.fromEntries(registry.remotes.map((r) => [r.name, r.version])) });
    expect(readLoadToken(key, tokenOf(second.body))?.load).not.toBe(claims?.load);
    // A new visitor's token names the device id the page just gave them.
    const fresh = await page('/m/home');
    const cid = /tessera_cid=([^;]+)/.exec(setCookies(fresh.headers['set-cookie']).find((c) => c.startsWith('tessera_cid=')) ?? '')?.[1];
    expect(readLoadToken(key, tokenOf(fresh.body))?.device).toBe(cid);
    // In the JSON element only (never executed): the strict CSP stays as it is.
    expect([...fresh.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>[^<]+<\/script>/g)]).toEqual([]);
  });

  it('remembers ?merchant= in a cookie so reloads keep the merchant', async () => {
    const res = await page('/m/home?merchant=acme');
    expect(bootOf(res.body).merchant).toBe('acme');
    expect(bootOf(res.body).status.info.theme).toBe('light');
    const cookie = setCookies(res.headers['set-cookie']).find((c) => c.startsWith('tessera_merchant='));
    expect(cookie).toBe('tessera_merchant=acme; Path=/; SameSite=Lax');
    const reload = await page('/m/home', { cookie: 'tessera_merchant=acme' });
    expect(bootOf(reload.body).merchant).toBe('acme');
    // An unknown ?merchant= on a page falls back instead of failing the page.
    const unknown = await page('/m/home?merchant=nobody', { cookie: 'tessera_merchant=acme' });
    expect(unknown.statusCode).toBe(200);
    expect(bootOf(unknown.body).merchant).toBe('acme');
    expect(setCookies(unknown.headers['set-cookie']).some((c) => c.startsWith('tessera_merchant='))).toBe(false);
  });

  it('compresses the page for clients that accept it', async () => {
    const res = await page('/m/home', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="tessera-boot"');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = join(t.distDir, 'shell', 'index.html');
    // (The title is the merchant's: services/brandPage.ts; the description marks the rebuild.)
    writeFileSync(file, SHELL_TEMPLATE.replace('<meta charset="utf-8" />', '<meta charset="utf-8" /><meta name="description" content="Rebuilt" />'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await page('/m/home')).body).toContain('<meta name="description" content="Rebuilt" />');
  });
});

describe('static files', () => {
  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ url: '/assets/main.abcdef12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(ASSET_JS);
  });

  it('serves the precompressed .br (or .gz) sibling with Vary: Accept-Encoding', async () => {
    const br = await t.app.inject({ url: '/assets/main.abcdef12.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);

    const gz = await t.app.inject({ url: '/assets/main.abcdef12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);

    const plain = await t.app.inject({ url: '/assets/main.abcdef12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves published remote versions at /remotes/<name>/<version>/ with immutable caching', async () => {
    const res = await t.app.inject({ url: '/remotes/games/1.1.0/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('games@1.1.0');
    const manifest = await t.app.inject({ url: '/remotes/games/1.1.0/routes.json' });
    expect(manifest.json()).toMatchObject({ name: 'games', version: '1.1.0' });
  });

  it("serves the same files under /remotes/~retry/ (the shell's retry after a failed load: URLs no failed preload answers)", async () => {
    const first = await t.app.inject({ url: '/remotes/games/1.1.0/remoteEntry.js' });
    const retry = await t.app.inject({ url: '/remotes/~retry/games/1.1.0/remoteEntry.js?retry=2' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(retry.body).toBe(first.body);
    expect((await t.app.inject({ url: '/remotes/~retry/games/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/~retry/../api/v1/status' })).statusCode).toBe(404);
  });

  it("serves the web app manifest per merchant: its name and theme colour on the build's template", async () => {
    const demo = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(demo.headers['cache-control']).toBe('private, max-age=3600');
    expect(demo.json()).toMatchObject({ theme_color: '#14161c', background_color: '#14161c' });
    const acme = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'x-merchant': 'acme' } });
    expect(acme.json()).toEqual({ name: 'Acme Bet', short_name: 'Acme Bet', theme_color: '#f5f6f8', background_color: '#f5f6f8' });
  });

  it('serves the service worker revalidated on every check, and 404 before a build wrote it', async () => {
    expect((await t.app.inject({ url: '/sw.js' })).statusCode).toBe(404);
    writeFileSync(join(t.distDir, 'shell', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('serves the shell top-level files for an hour', async () => {
    for (const url of ['/favicon.svg', '/robots.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('answers a missing asset with a plain 404 envelope, never the page', async () => {
    for (const url of ['/assets/nope.js', '/assets/', '/assets', '/remotes/games/1.1.0/nope.js', '/remotes/', '/remotes/games/', '/assets/..%2findex.html']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const res = await t.app.inject({ url: '/assets/nope.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'The requested url is empty', value: null });
  });

  it('never serves the raw template or anything outside dist', async () => {
    for (const url of ['/index.html', '/remotes/games/1.1.0/../../../shell/index.html', '/assets/%2e%2e/index.html', '/assets/..%2f..%2fpackage.json']) {
      for (const accept of ['text/html', '*/*']) {
        const res = await t.app.inject({ url, headers: { accept } });
        expect(res.body).not.toContain('<!--tessera:boot-->');
        expect(res.body).not.toContain('"workspaces"');
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});

describe('front end not built', () => {
  let bare: TTestApp;
  beforeAll(async () => {
    bare = await createTestApp({ shell: false });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('answers pages with 503 and how to build, while the API works', async () => {
    const res = await bare.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    expect((await bare.app.inject({ url: '/api/v1/status' })).statusCode).toBe(200);
    expect((await bare.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
