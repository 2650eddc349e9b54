import { AGENT_ACCOUNT_TYPE, PLATFORM_VERSION, TRIAL_TYPE } from './constants';
import type { TMemberInfoRecord } from './member';
import type { TRegistry, TSystemStatus } from './registry';
import type { TSession } from './session';

/**
 * Customer-service entries as the API sends them: the paths are the API's encryptServicePath of
 * the links in SAMPLE_SERVICE_LINKS (a known vector; customerService.test.ts checks it).
 */
export const SAMPLE_SERVICE_LINKS = [
  { csType: 'WHATSAPP', url: 'https://wa.me/15550100001' },
  { csType: 'TELEGRAM', url: 'https://t.me/tessera_demo?start=pt-BR&x=çã€' },
] as const;
export const SAMPLE_CUSTOMER_SERVICE = [
  { csType: 'WHATSAPP', path: 'KRZHFDZcFnU2Ax0JIEkIb3RXA1V1VglqcAAb3dEf9Z' },
  { csType: 'TELEGRAM', path: 'Mg5EQEoDbk4uVF1VFk0kEikfQlFmXSQMNUVDRFhLNVwqDh1yax85XJnd85Pbu-0Zz0099Aa' },
];

/** A valid system status (spec §3 payload), for tests; override what the test is about. */
export function sampleStatus(overrides: Partial<TSystemStatus> = {}): TSystemStatus {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1' },
    info: {
      customerService: SAMPLE_CUSTOMER_SERVICE.map((e) => ({ ...e })),
      domainRoute: [],
      mobileTemplate: { mem_cen: '1', dep_func: '0' },
      paths: { memberInfo: '/api/v1/member/info' },
      register: { username: { enabled: true, required: true }, captcha: { enabled: false, required: false } },
      resources: [
        { resourceType: 'Android', url: 'https://download.example.com/tessera.apk' },
        { resourceType: 'IOS', url: 'https://apps.example.com/tessera' },
      ],
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
    platform: PLATFORM_VERSION,
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
export const SAMPLE_AGENT: TSession = { token: 'test-agent-token', merchantCode: 'demo', userName: 'agent1', type: AGENT_ACCOUNT_TYPE };
export const SAMPLE_TRIAL: TSession = { token: 'test-trial-token', merchantCode: 'demo', userName: 'trial_0001', type: TRIAL_TYPE };

/** The memberInfo call's answer for demo1 (VIP1), for tests. */
export function sampleMemberInfo(overrides: Partial<TMemberInfoRecord> = {}): TMemberInfoRecord {
  return { id: 1, account: 'demo1', nickname: 'Demo One', type: 0, clubLabel: { labelName: 'VIP1' }, headIcon: '', merchantCode: 'demo', ...overrides };
}
