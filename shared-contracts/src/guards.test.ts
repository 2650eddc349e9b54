// The zod-free guards of the browser entry must agree with the zod schemas on what they check.
import { isRegistry, isSystemStatus } from './registry';
import { isRemoteModule } from './remote';
import { ZRegistry, ZRemoteModule, ZSession, ZSystemStatus } from './schemas';
import { isSession } from './session';

const status = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '1.2.3.4' },
  info: {
    customerService: [],
    domainRoute: [],
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
    paths: {},
    register: {},
    resources: [],
    whitelabel: { CBS3: true },
    mainDomain: 'x',
    imageCDNs: [],
    theme: 'dark',
    currency: { code: 'CNY', symbol: '¥' },
    merchantName: 'Demo',
  },
};
const registry = {
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
const session = { token: 't', merchantCode: 'demo', userName: 'demo1', type: 0 };
const remote = { name: 'games', version: '1.0.0', requires: { platform: '^1' }, locales: { EN: {} }, routes: [{ ...registry.remotes[0]!.routes[0]!, component: () => null }] };

const cases: [string, (v: unknown) => boolean, { safeParse(v: unknown): { success: boolean } }, unknown, unknown[]][] = [
  ['registry', isRegistry, ZRegistry, registry, [null, {}, { ...registry, remotes: {} }, { ...registry, remotes: [{ name: 'games' }] }, { ...registry, merchant: 1 }]],
  ['status', isSystemStatus, ZSystemStatus, status, [null, { ...status, status: 3 }, { ...status, location: {} }, { ...status, info: { ...status.info, currency: null } }]],
  ['session', isSession, ZSession, session, [null, { ...session, token: '' }, { ...session, type: '0' }, { ...session, firstTimeLogin: 'no' }]],
  ['remote module', isRemoteModule, ZRemoteModule, remote, [null, { ...remote, name: 'casino' }, { ...remote, routes: [{ path: '/m/game' }] }, { ...remote, requires: {} }]],
];

test.each(cases)('%s: the guard accepts what the schema accepts and rejects what it rejects', (_name, guard, schema, good, bads) => {
  expect(schema.safeParse(good).success).toBe(true);
  expect(guard(good)).toBe(true);
  for (const bad of bads) {
    expect(schema.safeParse(bad).success).toBe(false);
    expect(guard(bad)).toBe(false);
  }
});
