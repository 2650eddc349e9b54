import type { TRegistry } from '@tessera/shared-contracts';
import { buildRouteTable, findRoute } from './table';

const registry: TRegistry = {
  merchant: 'demo',
  platform: '1.0.0',
  remotes: [
    {
      name: 'games',
      version: '1.0.0',
      entry: '/remotes/games/1.0.0/remoteEntry.js',
      canary: false,
      routes: [{ path: '/m/game', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.game', access: 'public' }],
    },
  ],
};

test('the table has the shell routes plus every route of every enabled remote', () => {
  const table = buildRouteTable(registry);
  expect(findRoute(table, '/m/login')?.ns).toBe('shell');
  expect(findRoute(table, '/m/game')?.remote?.name).toBe('games');
});

test('a remote missing from the registry (disabled) owns no route', () => {
  const table = buildRouteTable({ ...registry, remotes: [] });
  expect(findRoute(table, '/m/game')).toBeUndefined();
  expect(findRoute(table, '/m/register.html')?.meta.titleKey).toBe('title.register');
});
