import { withPublished } from './remoteRows';
import type { TPublishedVersionView, TRemoteConfig } from './types';

const row = (remote: string): TRemoteConfig => ({ remote, enabled: true, version: '1.0.0', canaryVersion: null, canaryPercent: 0 });
const published = (remote: string, version: string) => ({ remote, version }) as TPublishedVersionView;

it("lists the merchant's remotes, then each other published remote once, not activated (version '')", () => {
  const rows = withPublished(
    [row('home'), row('games')],
    [published('games', '1.1.0'), published('sports', '1.0.0'), published('sports', '1.1.0'), published('casino', '2.0.0')],
  );
  expect(rows.map((r) => [r.remote, r.enabled, r.version])).toEqual([
    ['home', true, '1.0.0'],
    ['games', true, '1.0.0'],
    ['casino', false, ''],
    ['sports', false, ''],
  ]);
});
