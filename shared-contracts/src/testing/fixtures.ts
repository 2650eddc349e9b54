import type { TRegistry, TSystemStatus } from '../registry';
import type { TSession } from '../session';

/** A valid system status (spec §3 payload), for tests; override what the test is about. */
export function sampleStatus(overrides: Partial<TSystemStatus> = {}): TSystemStatus {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1' },
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { mem_cen: '1', dep_func: '0' },
      paths: {},
      register: {},
      resources: [],
      whitelabel: { CBS3: true },
      mainDomain: 'localhost',
      imageCDNs: [],
      theme: 'dark',
      currency: { code: 'CNY', symbol: '¥' },
      merchantName: 'Demo',
    },
    ...overrides,
  };
}

/** A valid registry with the games remote, for tests. */
export function sampleRegistry(overrides: Partial<TRegistry> = {}): TRegistry {
  return {
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
    ...overrides,
  };
}

export const SAMPLE_MEMBER: TSession = { token: 'test-token', merchantCode: 'demo', userName: 'demo1', type: 0 };
