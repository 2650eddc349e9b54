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
