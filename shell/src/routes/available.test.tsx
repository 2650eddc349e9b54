import { renderHook } from '@testing-library/react';
import { PATHS, PLATFORM_VERSION, type TRegistry } from '@tessera/contract';
import { loadRemoteModule } from '../remotes/loader';
import { usePlatformStore } from '../stores/platform';
import { useRouteLinks } from './available';

jest.mock('../remotes/loader', () => ({ loadRemoteModule: jest.fn(() => Promise.reject(new Error('offline'))) }));

const games = { name: 'games', version: '1.2.0', entry: '/remotes/games/1.2.0/remoteEntry.js', canary: false } as const;
const registry: TRegistry = {
  merchant: 'acme',
  platform: PLATFORM_VERSION,
  remotes: [
    {
      ...games,
      routes: [{ path: PATHS.gameList, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.x', access: 'public' }],
    },
  ],
};

it('nav.prefetch loads the remote that owns the path (query ignored); unknown paths and other origins load nothing; a failure stays quiet', async () => {
  usePlatformStore.getState().setRegistry(registry);
  const { result } = renderHook(() => useRouteLinks().prefetch);
  result.current(`${PATHS.gameList}?vassalage=PG`);
  result.current('/m/nowhere');
  result.current('https://elsewhere.example/m/gameList');
  expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  expect(loadRemoteModule).toHaveBeenCalledWith(expect.objectContaining({ name: 'games', version: '1.2.0' }));
  // The rejected load is caught (no unhandled rejection fails the test).
  await Promise.resolve();
});

it("nav.canNavigate answers from the registry it was made with: a path's answer is kept until the registry changes", () => {
  usePlatformStore.getState().setRegistry(registry);
  const { result, rerender } = renderHook(() => useRouteLinks().canNavigate);
  expect(result.current(PATHS.gameList)).toBe(true);
  expect(result.current(PATHS.gameList)).toBe(true);
  expect(result.current('/m/nowhere')).toBe(false);
  // The merchant turns games off: the next registry has no games routes.
  usePlatformStore.getState().setRegistry({ ...registry, remotes: [] });
  rerender();
  expect(result.current(PATHS.gameList)).toBe(false);
});
