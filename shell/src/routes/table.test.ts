import { sampleRegistry } from '@tessera/platform-sdk/testing';
import { buildRouteTable, findRoute } from './table';

const registry = sampleRegistry();

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
