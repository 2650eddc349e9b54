import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TRegistry } from '@tessera/contract';
import {
  devCookies,
  devEntry,
  devRegistryRemote,
  devTelemetry,
  packageFolder,
  preambleScript,
  rewriteCsp,
  rewritePage,
  rewriteRegistry,
  shellAssetTags,
} from './devPage';

const published = (name: string) => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
  canary: false,
  routes: [],
  integrity: 'sha384-abc',
});
const registry: TRegistry = { merchant: 'acme', platform: '1.4.0', remotes: [published('home'), published('games')] };
const dev = devRegistryRemote({
  name: 'games',
  version: '0.0.0-dev',
  requires: { platform: '^1' },
  routes: [{ path: '/m/gameList', header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.gameList', access: 'public' }],
  titles: {},
});

describe('dev server rewrites', () => {
  it('names the dev entry for its remote, without integrity, and leaves the others alone', () => {
    const out = rewriteRegistry(registry, dev);
    expect(out.remotes.map((r) => r.name)).toEqual(['home', 'games']);
    const games = out.remotes.find((r) => r.name === 'games');
    expect(games).toMatchObject({ version: 'dev', entry: devEntry('games'), canary: false });
    expect(games?.integrity).toBeUndefined();
    expect(games?.routes).toEqual(dev.routes);
    expect(out.remotes[0]).toEqual(registry.remotes[0]);
  });

  it('adds a remote that the merchant has not activated (a new remote in development)', () => {
    const out = rewriteRegistry({ ...registry, remotes: [published('home')] }, { ...dev, name: 'sports', entry: devEntry('sports') });
    expect(out.remotes.map((r) => `${r.name}@${r.version}`)).toEqual(['home@1.0.0', 'sports@dev']);
  });

  it('rewrites the page: preamble first, the inline registry, no preloads of the published remote, the dev shell in place of the server one', () => {
    const boot = JSON.stringify({ merchant: 'acme', registry, status: null });
    const html = [
      '<!doctype html><html><head>',
      '<link rel="stylesheet" href="/assets/main.aaaa.css">',
      '<script defer src="/assets/main.aaaa.js"></script>',
      `<script type="application/json" id="tessera-boot">${boot}</script>`,
      '<link rel="preload" as="script" href="/remotes/games/1.0.0/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/remotes/home/1.0.0/remoteEntry.js" fetchpriority="low">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const devShell = shellAssetTags('<head><script defer src="/assets/main.dddd.js"></script><link href="/assets/main.dddd.css" rel="stylesheet"></head>');
    expect(devShell).toHaveLength(2);
    const page = rewritePage(html, dev, devShell);
    expect(page.indexOf('/__tessera_dev/react-refresh.js')).toBeLessThan(page.indexOf('/assets/'));
    expect(page).not.toContain('main.aaaa');
    expect(page).toContain('<script defer src="/assets/main.dddd.js"></script>');
    expect(page).toContain('href="/assets/main.dddd.css"');
    expect(page).not.toContain('/remotes/games/1.0.0/');
    expect(page).toContain('/remotes/home/1.0.0/remoteEntry.js');
    const json = /id="tessera-boot">([^<]*)<\/script>/.exec(page)?.[1];
    const inline = JSON.parse(json ?? 'null') as { merchant: string; registry: TRegistry };
    expect(inline.merchant).toBe('acme');
    expect(inline.registry.remotes.find((r) => r.name === 'games')?.entry).toBe('/__tessera_dev/games/remoteEntry.js');
  });

  it('keeps the server shell when no development shell is given', () => {
    const page = rewritePage('<html><head><script defer src="/assets/main.aaaa.js"></script></head></html>', dev, null);
    expect(page).toContain('/assets/main.aaaa.js');
  });

  it('allows the hot-update socket in connect-src and loosens nothing else', () => {
    const csp = "default-src 'self';script-src 'self';connect-src 'self';object-src 'none'";
    expect(rewriteCsp(csp, 'http://127.0.0.1:8090')).toBe("default-src 'self';script-src 'self';connect-src 'self' ws://127.0.0.1:8090;object-src 'none'");
  });

  it('serves a React Refresh runtime that attaches itself to the page before React loads', () => {
    const script = preambleScript();
    expect(script).toContain('injectIntoGlobalHook(window)');
    expect(script).toContain('window.__TESSERA_REACT_REFRESH__');
    // Runs as a classic script under the page's CSP: no eval.
    expect(script).not.toMatch(/\beval\(|new Function\(/);
  });
});

describe('packageFolder', () => {
  it('finds the dev/ folder beside src/ (repository) and beside dist/ (packed package, code in dist/cjs)', () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-pkg-'));
    mkdirSync(join(root, 'dev'));
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'dist', 'cjs'), { recursive: true });
    expect(packageFolder('dev', join(root, 'src'))).toBe(join(root, 'dev'));
    expect(packageFolder('dev', join(root, 'dist', 'cjs'))).toBe(join(root, 'dev'));
  });
});

describe('devTelemetry', () => {
  it('keeps the dev build’s own beacons off the running server, and lets every other one through', () => {
    const beacon = (o: object) => JSON.stringify({ kind: 'remote.loadFailed', message: 'boom', path: '/m/gameList', reason: 'import', ...o });
    expect(devTelemetry(beacon({ remote: 'games', version: 'dev' }), 'games')).toEqual({ kind: 'remote.loadFailed', reason: 'import', message: 'boom' });
    expect(devTelemetry(beacon({ remote: 'games', version: '1.0.0' }), 'games')).toBeNull();
    expect(devTelemetry(beacon({ remote: 'home', version: 'dev' }), 'games')).toBeNull();
    expect(devTelemetry(JSON.stringify({ kind: 'vital', name: 'LCP', value: 1200 }), 'games')).toBeNull();
    expect(devTelemetry('not json', 'games')).toBeNull();
  });
});

describe('devCookies', () => {
  it('drops Domain and Secure so the dev origin (http on 127.0.0.1) keeps the running server’s cookies, nothing else', () => {
    expect(devCookies(['sid=abc; Path=/; Domain=staging.example.com; Secure; HttpOnly; SameSite=Lax', 'tessera_cid=1; Max-Age=60'])).toEqual([
      'sid=abc; Path=/; HttpOnly; SameSite=Lax',
      'tessera_cid=1; Max-Age=60',
    ]);
    expect(devCookies(undefined)).toBeUndefined();
  });
});
