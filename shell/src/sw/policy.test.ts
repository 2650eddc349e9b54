import { IMMUTABLE_CACHE, isCacheable, shellCacheName, staleCaches, strategyFor, WARM_MESSAGE, warmList } from './policy';

const origin = 'https://play.example';
const req = (path: string, extra: Partial<{ method: string; mode: string; url: string }> = {}) => ({
  method: 'GET',
  mode: 'cors',
  url: `${origin}${path}`,
  origin,
  ...extra,
});

describe('service worker strategies', () => {
  it('pages go to the network first (the offline page on failure), never from a cache', () => {
    for (const path of ['/', '/m/home', '/m/gameList?category=HOT']) expect(strategyFor(req(path, { mode: 'navigate' }))).toBe('navigate');
  });

  it('the API is never touched: registry, status and data always come from the network', () => {
    for (const path of ['/api/v1/registry', '/api/v1/status', '/api/v1/games/hot?x=1']) expect(strategyFor(req(path))).toBe('network');
    expect(strategyFor(req('/api/docs', { mode: 'navigate' }))).toBe('network');
    expect(strategyFor(req('/ops', { mode: 'navigate' }))).toBe('network');
  });

  it('hashed shell files and released remote files are cache-first', () => {
    expect(strategyFor(req('/assets/main.5f7f0e5f.js'))).toBe('immutable');
    expect(strategyFor(req('/remotes/home/1.0.0/remoteEntry.js'))).toBe('immutable');
    expect(strategyFor(req('/remotes/games/1.10.2-rc.1/page-home.e6a0b66b.js'))).toBe('immutable');
  });

  it("anything else is the browser's own fetch: writes, other origins, queries, top-level files, unversioned paths", () => {
    expect(strategyFor(req('/assets/main.5f7f0e5f.js', { method: 'POST' }))).toBe('network');
    expect(strategyFor(req('/assets/main.5f7f0e5f.js', { url: 'https://cdn.example/assets/main.5f7f0e5f.js' }))).toBe('network');
    expect(strategyFor(req('/assets/main.5f7f0e5f.js?v=2'))).toBe('network');
    expect(strategyFor(req('/manifest.webmanifest'))).toBe('network');
    expect(strategyFor(req('/sw.js'))).toBe('network');
    expect(strategyFor(req('/remotes/home/latest/remoteEntry.js'))).toBe('network');
    expect(strategyFor(req('/remotes/home/1.0.0/'))).toBe('network');
    expect(strategyFor(req('not a url', { url: 'not a url' }))).toBe('network');
  });

  it('an activating worker drops older shell precaches and keeps the immutable files and foreign caches', () => {
    const names = [shellCacheName('old1'), shellCacheName('new'), IMMUTABLE_CACHE, 'someone-else'];
    expect(staleCaches(names, 'new')).toEqual([shellCacheName('old1')]);
  });

  it('stores only complete same-origin answers', () => {
    expect(isCacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ status: 200, type: 'opaque' })).toBe(false);
    expect(isCacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 404, type: 'basic' })).toBe(false);
  });

  it('stores from a warm message only same-origin immutable files, once each', () => {
    const urls = [
      `${origin}/remotes/home/1.0.0/remoteEntry.js`,
      `${origin}/remotes/home/1.0.0/remoteEntry.js`,
      `${origin}/api/v1/registry`,
      'https://evil.example/assets/a.js',
      7,
    ];
    expect(warmList({ type: WARM_MESSAGE, urls }, origin)).toEqual([`${origin}/remotes/home/1.0.0/remoteEntry.js`]);
    expect(warmList({ type: 'other', urls }, origin)).toEqual([]);
    expect(warmList(null, origin)).toEqual([]);
  });
});
