import * as api from '@tessera/contract/api';
import { buildPath, ERROR_CODES, type TEndpoint } from '@tessera/contract/api';
import { bearer, HIGH_LIMITS, loginAs } from './routes/accounts.testkit';
import { adminHeaders, createTestApp, type TTestApp } from './testkit';

// Provider check (npm run test:contracts): the consumers — shell and remotes — call the API only
// through the descriptors in @tessera/contract/api, so every exported descriptor is a
// promise the API must keep. For each one: it is routed (method + path), by the very same
// descriptor object (so its auth, params, query and body schemas are the route's: route() parses
// the request with them), and a valid sample request answers 200 with a `value` that the
// descriptor's response schema accepts, checked here on the consumer's side.
// Samples: every GET is called (the ones that need input have one below); mutations change data,
// so they are called only where a sample is listed in MUTATIONS; the rest rely on their own tests.

type TDescriptor = TEndpoint;
const isDescriptor = (v: unknown): v is TDescriptor => {
  const e = v as Partial<TDescriptor> | null;
  return !!e && typeof e === 'object' && typeof e.name === 'string' && typeof e.method === 'string' && typeof e.path === 'string' && !!e.response;
};
const DESCRIPTORS: TDescriptor[] = (Object.values(api) as unknown[]).filter(isDescriptor);

interface TSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
type TSampler = (c: TContext) => TSample | Promise<TSample>;
interface TContext {
  t: TTestApp;
  value(url: string, headers: Record<string, string>): Promise<Record<string, unknown>>;
  member: Record<string, string>;
}

const freeRoom = async (c: TContext): Promise<TSample> => {
  const room = await c.t.app.db
    .selectFrom('live_rooms')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('room_type', '=', 'FREE')
    .where('online', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { params: { id: String(room.id) } };
};

/** Sample inputs of the GET calls that need some (what the seed holds). */
const GET_SAMPLES: Record<string, TSampler> = {
  checkAffiliateCode: () => ({ query: { code: 'NOPE01' } }),
  validateUsername: () => ({ query: { username: 'someone_new' } }),
  // A live recovery link: demo1 has an e-mail address (docs/decisions/email-recovery.md).
  checkPasswordResetLink: async (c) => {
    await c.t.app.inject({ method: 'POST', url: '/api/v1/auth/password/email', payload: { account: 'demo1' } });
    const sent = (await c.value('/api/admin/email-outbox?email=demo1%40example.com&limit=1', adminHeaders())) as unknown as { message: string }[];
    return { query: { token: /token=([A-Za-z0-9_-]{43})/.exec(sent[0]?.message ?? '')?.[1] ?? '' } };
  },
  getRegistrationConfig: () => ({ params: { code: 'demo' } }),
  adminAnnouncements: () => ({ params: { code: 'demo' } }),
  adminHelpEntries: () => ({ params: { code: 'demo' } }),
  getWithdrawLimits: () => ({ params: { code: 'demo' } }),
  drawNumero: () => ({ query: { gameCode: 'VN_HN_5M' } }),
  vietnamNumero: () => ({ query: { gameCode: 'VNM_NORTH' } }),
  numbersOpened: () => ({ query: { gameCode: 'VN_HN_5M' } }),
  launchGame: () => ({ query: { vendor: 'LOTT', gameCode: 'VN_HN_1M' } }),
  contractTerms: () => ({ params: { kind: 'dividend' } }),
  listSalaryApplications: () => ({ query: { merchant: 'demo' } }),
  getRegionRules: () => ({ params: { code: 'demo' } }),
  listSocialProviders: () => ({ params: { code: 'demo' } }),
  getPhoneVerification: () => ({ params: { code: 'demo' } }),
  getVendorLaunchUrls: () => ({ params: { code: 'demo' } }),
  getImageCdns: () => ({ params: { code: 'demo' } }),
  checkRegionAddress: () => ({ params: { code: 'demo' }, query: { ip: '203.0.113.7' } }),
  getMerchantSetup: () => ({ params: { code: 'demo' } }),
  getPreviewOrigins: () => ({ params: { code: 'demo' } }),
  adminFindMembers: () => ({ params: { code: 'demo' }, query: { q: 'demo' } }),
  // Live rooms: an online free room of demo (anybody may watch it).
  liveRoom: (c) => freeRoom(c),
  liveRoomStream: (c) => freeRoom(c),
  liveChat: (c) => freeRoom(c),
  adminLiveChat: () => ({ params: { code: 'demo' } }),
  adminLivePasses: () => ({ params: { code: 'demo' } }),
  adminMemberResponsible: async (c) => ({
    params: { memberId: String((await c.t.app.db.selectFrom('members').select('id').where('username', '=', 'agent1').executeTakeFirstOrThrow()).id) },
  }),
};

/**
 * Calls whose 200 needs a record the seed does not hold for agent1 (a deposit order, a bet, an
 * upload, an SMS code just sent): a well-formed request answers the declared error named here
 * (code, and the status ERROR_CODES gives it), which still proves the route and its input schema;
 * their 200 is covered by their own tests (deposits, play, kyc, rewards.applications, accounts.sms).
 */
const NO_SEED_DATA: Record<string, { sample: TSample; code: keyof typeof ERROR_CODES }> = {
  checkVerificationCode: {
    sample: { query: { countryDialingCode: '55', mobileNum: '11999990000', verificationCode: '123456' } },
    code: 'VERIFICATION_CODE_INVALID',
  },
  depositOrder: { sample: { params: { orderNo: 'D000000000000000' } }, code: 'DEPOSIT_NOT_FOUND' },
  orderDetail: { sample: { params: { orderNo: 'NOORDER00' } }, code: 'PLAY_ORDER_NOT_FOUND' },
  adminKycDocument: { sample: { params: { id: '999999' } }, code: 'KYC_NOT_FOUND' },
  adminApplicationImage: { sample: { params: { id: '999999', position: '0' } }, code: 'APPLICATION_NOT_FOUND' },
  adminDepositReceipt: { sample: { params: { orderNo: 'D000000000000000' } }, code: 'DEPOSIT_RECEIPT_NOT_FOUND' },
  adminChatMessages: { sample: { params: { id: '999999' } }, code: 'CHAT_CONVERSATION_NOT_FOUND' },
};

/** Mutations with a harmless sample (they run on a throwaway database anyway). */
const MUTATIONS: Record<string, TSampler> = {
  reportTelemetry: () => ({ body: { kind: 'error', message: 'provider check', path: '/m/home' } }),
};

let t: TTestApp;
let ctx: TContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  const value = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return (res.json() as { value: Record<string, unknown> }).value;
  };
  // agent1 is a real (not trial) member with an agent team: every member and agent call applies.
  ctx = { t, value, member: bearer(await loginAs(t.app, 'agent1', 'Agent@1234')) };
});
afterAll(async () => {
  await t.close();
});

const headersFor = (e: TDescriptor) => (e.auth === 'admin' ? adminHeaders() : e.auth === 'none' ? {} : ctx.member);

async function call(e: TDescriptor, sample: TSample) {
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  return t.app.inject({
    method: e.method,
    url: `${buildPath(e.path, sample.params ?? {})}${query}`,
    headers: { ...headersFor(e), ...sample.headers },
    ...(sample.body !== undefined ? { payload: sample.body as Record<string, unknown> } : {}),
  });
}

describe('provider: every API descriptor is kept by infra/api', () => {
  it('finds the descriptors', () => {
    expect(DESCRIPTORS.length).toBeGreaterThan(100);
    expect(new Set(DESCRIPTORS.map((e) => e.name)).size).toBe(DESCRIPTORS.length);
  });

  it('routes every descriptor with the descriptor itself (its request schemas are the route’s)', () => {
    const problems: string[] = [];
    for (const e of DESCRIPTORS) {
      const routed = t.app.apiRoutes.filter((r) => r.endpoint.method === e.method && r.endpoint.path === e.path);
      if (routed.length === 0) problems.push(`${e.name}: ${e.method} ${e.path} is not routed`);
      else if (routed[0]?.endpoint !== e) {
        const other = routed[0]?.endpoint;
        const parts = (['auth', 'params', 'query', 'body', 'multipart', 'response'] as const).filter((k) => other?.[k] !== e[k]);
        problems.push(`${e.name}: ${e.method} ${e.path} is routed by another descriptor (${other?.name}; differs in ${parts.join(', ') || 'identity'})`);
      }
    }
    expect(problems).toEqual([]);
  });

  const gets = DESCRIPTORS.filter((e) => e.method === 'GET' && !(e.name in NO_SEED_DATA));
  it.each(gets.map((e) => [e.name, e] as const))('GET %s answers what its response schema accepts', async (_name, e) => {
    const needsInput = (e.params && !e.params.safeParse({}).success) || (e.query && !e.query.safeParse({}).success);
    const sampler = GET_SAMPLES[e.name];
    if (needsInput && !sampler) throw new Error(`${e.name} needs input: add a sample to GET_SAMPLES in infra/api/src/provider.contract.test.ts`);
    const res = await call(e, sampler ? await sampler(ctx) : {});
    expect({ call: e.name, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body.slice(0, 300) }).toEqual({
      call: e.name,
      status: 200,
      body: '',
    });
    if (!String(res.headers['content-type']).startsWith('application/json')) return; // a file (PreparedAnswer)
    const body = res.json() as { success: boolean; code: string; value: unknown };
    expect(body).toMatchObject({ success: true, code: 'OK' });
    const parsed = e.response.safeParse(body.value);
    expect({ call: e.name, issues: parsed.success ? [] : parsed.error.issues.slice(0, 5) }).toEqual({ call: e.name, issues: [] });
  });

  it.each(Object.entries(NO_SEED_DATA))('%s answers its declared error for a record the seed lacks', async (name, { sample, code }) => {
    const e = DESCRIPTORS.find((d) => d.name === name);
    if (!e) throw new Error(`${name} is no longer a descriptor: remove it from NO_SEED_DATA`);
    const res = await call(e, sample);
    expect({ call: name, status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({ call: name, status: ERROR_CODES[code].status, code });
  });

  it.each(Object.keys(MUTATIONS))('%s with a valid sample answers what its response schema accepts', async (name) => {
    const e = DESCRIPTORS.find((d) => d.name === name);
    if (!e) throw new Error(`${name} is no longer a descriptor: remove it from MUTATIONS`);
    const res = await call(e, await (MUTATIONS[name] as TSampler)(ctx));
    expect({ call: name, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body.slice(0, 300) }).toEqual({ call: name, status: 200, body: '' });
    const parsed = e.response.safeParse((res.json() as { value: unknown }).value);
    expect({ call: name, issues: parsed.success ? [] : parsed.error.issues.slice(0, 5) }).toEqual({ call: name, issues: [] });
  });
});
