// The zod-free guards of the browser entry must agree with the zod schemas on what they check.
import { isRegistry, isSession, isSystemStatus } from '@tessera/contract';
import { sampleRegistry, sampleStatus } from '@tessera/contract/fixtures';
import { ZRegistry, ZRemoteModule, ZSession, ZSystemStatus } from '@tessera/contract/schemas';
import { isRemoteModule } from './remoteModule';

const status = sampleStatus();
const registry = sampleRegistry();
const session = { token: 't', merchantCode: 'demo', userName: 'demo1', type: 0 };
const remote = {
  name: 'games',
  version: '1.0.0',
  requires: { platform: '^1' },
  locales: { EN: {} },
  routes: [{ ...registry.remotes[0]!.routes[0]!, component: () => null }],
};

const cases: [string, (v: unknown) => boolean, { safeParse(v: unknown): { success: boolean } }, unknown, unknown[]][] = [
  [
    'registry',
    isRegistry,
    ZRegistry,
    registry,
    [null, {}, { ...registry, remotes: {} }, { ...registry, remotes: [{ name: 'games' }] }, { ...registry, merchant: 1 }],
  ],
  [
    'status',
    isSystemStatus,
    ZSystemStatus,
    status,
    [null, { ...status, status: 3 }, { ...status, location: {} }, { ...status, info: { ...status.info, currency: null } }],
  ],
  ['session', isSession, ZSession, session, [null, { ...session, token: '' }, { ...session, type: '0' }, { ...session, firstTimeLogin: 'no' }]],
  [
    'remote module',
    isRemoteModule,
    ZRemoteModule,
    remote,
    [null, { ...remote, name: 'Casino' }, { ...remote, name: 'shell' }, { ...remote, routes: [{ path: '/m/game' }] }, { ...remote, requires: {} }],
  ],
];

test.each(cases)('%s: the guard accepts what the schema accepts and rejects what it rejects', (_name, guard, schema, good, bads) => {
  expect(schema.safeParse(good).success).toBe(true);
  expect(guard(good)).toBe(true);
  for (const bad of bads) {
    expect(schema.safeParse(bad).success).toBe(false);
    expect(guard(bad)).toBe(false);
  }
});
