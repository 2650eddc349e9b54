import type { TRegistry } from '@tessera/contract';
import { DEV_OVERRIDES_STORAGE_KEY } from '@tessera/contract/api';
import { applyDevOverrides, exitUrl, initOverrides, isPreviewRefusal, readDevOverrides, usePreviewStore, withOverrides } from './overrides';

const registry: TRegistry = {
  merchant: 'demo',
  platform: '1.3.0',
  remotes: [
    { name: 'home', version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js', canary: false, routes: [] },
    {
      name: 'games',
      version: '1.0.0',
      entry: '/remotes/games/1.0.0/remoteEntry.js',
      canary: true,
      routes: [{ path: '/m/gameList', header: 'shown', footer: 'shown', titleKey: 'games.title', back: 'history', access: 'public' }],
      integrity: 'sha384-abc',
    },
  ],
};

describe('development overrides (?tessera-override=)', () => {
  it('are ignored outside a development build', () => {
    expect(readDevOverrides('?tessera-override=games@http://localhost:3001/remoteEntry.js', null, false)).toEqual({});
    expect(readDevOverrides('', { games: 'http://evil.example/remoteEntry.js' }, false)).toEqual({});
  });

  it('this (test, not development) build applies none, whatever the storage holds', () => {
    localStorage.setItem(DEV_OVERRIDES_STORAGE_KEY, JSON.stringify({ games: 'http://evil.example/remoteEntry.js' }));
    initOverrides({}, { ...window.location, search: '?tessera-override=games@http://evil.example/x.js' } as Location);
    expect(withOverrides(registry)).toBe(registry);
    expect(usePreviewStore.getState().active).toBeNull();
    localStorage.clear();
  });

  it('in development: a URL or a version per remote, merged with what is stored; `remote@` drops one, `clear` all', () => {
    expect(readDevOverrides('?tessera-override=games@http://localhost:3001/remoteEntry.js', { home: '1.2.0' }, true)).toEqual({
      home: '1.2.0',
      games: 'http://localhost:3001/remoteEntry.js',
    });
    expect(readDevOverrides('?tessera-override=home@', { home: '1.2.0', games: '1.1.0' }, true)).toEqual({ games: '1.1.0' });
    expect(readDevOverrides('?tessera-override=clear', { home: '1.2.0' }, true)).toEqual({});
    // Not a remote name, not a URL or version: ignored.
    expect(readDevOverrides('?tessera-override=Games@1.0.0&tessera-override=home@javascript:alert(1)&tessera-override=nothing', null, true)).toEqual({});
  });

  it('replace the entry (without the published SRI hash) and keep the routes', () => {
    const out = applyDevOverrides(registry, { games: 'http://localhost:3001/remoteEntry.js', lottery: '2.0.0' });
    const games = out.remotes.find((r) => r.name === 'games');
    expect(games).toMatchObject({ version: 'dev', entry: 'http://localhost:3001/remoteEntry.js', canary: false, routes: registry.remotes[1]?.routes });
    expect(games?.integrity).toBeUndefined();
    expect(out.remotes.find((r) => r.name === 'lottery')).toMatchObject({ version: '2.0.0', entry: '/remotes/lottery/2.0.0/remoteEntry.js' });
    expect(out.remotes.find((r) => r.name === 'home')).toBe(registry.remotes[0]);
  });
});

describe('a preview grant the server applied', () => {
  afterEach(() => usePreviewStore.getState().set({ active: null, refused: null }));

  it('shows in the store, and its token leaves the address bar', () => {
    window.history.replaceState(null, '', '/m/gameList?merchant=demo&tessera-preview=abc.def');
    initOverrides({ preview: { remote: 'games', version: '2.0.0', url: null, expiresAt: '2030-01-01T00:00:00.000Z' } });
    expect(usePreviewStore.getState().active).toEqual({ kind: 'grant', targets: ['games@2.0.0'], expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(window.location.pathname + window.location.search).toBe('/m/gameList?merchant=demo');
  });

  it('keeps the refusal code for the notice', () => {
    initOverrides({ previewRefused: 'PREVIEW_GRANT_EXPIRED' });
    expect(usePreviewStore.getState()).toMatchObject({ active: null, refused: 'PREVIEW_GRANT_EXPIRED' });
  });

  it('exits through ?tessera-preview=exit on the same page, without a dev override', () => {
    expect(exitUrl({ pathname: '/m/gameList', search: '?merchant=demo&tessera-override=games@1.0.0', hash: '' })).toBe(
      '/m/gameList?merchant=demo&tessera-preview=exit',
    );
    expect(isPreviewRefusal(new Error('PREVIEW_GRANT_EXPIRED'))).toBe(true);
    expect(isPreviewRefusal(new Error('HTTP 500'))).toBe(false);
  });
});
