import { LOTTERY_VENDORS, SPEC_REMOTES, type TSpecRemote } from '@tessera/contract';
import { buildPath, type TEndpoint, type TMerchant } from '@tessera/contract/api';
import { REMOTE_CALLS } from '../services/remoteCalls';
import { adminHeaders, createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';

// A remote a merchant has switched off is refused by the API too (docs/decisions/disabled-remotes.md):
// every call of services/remoteCalls.ts's table answers 403 REMOTE_DISABLED { remote } for that
// merchant's players while the remote is off, and is not refused so while it is on, nor for
// another merchant.

let t: TTestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  tokens.acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  tokens.demo = await loginAs(t.app, 'demo1', 'Demo@1234');
});
afterAll(async () => {
  await t.close();
});

async function setRemote(merchant: string, remote: TSpecRemote, enabled: boolean): Promise<void> {
  const merchants = (await t.app.inject({ url: '/api/admin/merchants', headers: adminHeaders() })).json() as { value: TMerchant[] };
  const row = merchants.value.find((m) => m.code === merchant)?.remotes.find((r) => r.remote === remote);
  if (!row) throw new Error(`${merchant} has no ${remote}`);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/merchants/${merchant}/remotes/${remote}`,
    headers: adminHeaders(),
    payload: { enabled, version: row.version },
  });
  expect(res.statusCode).toBe(200);
}

/** A playable game of the merchant: of a lottery vendor, or of any other. */
async function gameOf(merchant: string, lottery: boolean) {
  return t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .select(['g.id', 'g.vendor_code', 'g.game_id', 'g.game_code', 'g.launch_category'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.vendor_code', lottery ? 'in' : 'not in', [...LOTTERY_VENDORS])
    .$if(!lottery, (q) => q.where('g.category', '=', 'RNG').where('g.game_code', '!=', 'lobby'))
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

type TSample = { query?: Record<string, string>; params?: Record<string, string>; body?: Record<string, unknown> };

/** A well-formed input for each call of the table (the refusal comes after the input checks). */
async function sampleOf(merchant: string, endpoint: TEndpoint, launcher: 'generic' | 'lottery' | undefined): Promise<TSample> {
  const launchQuery = async (lottery: boolean): Promise<Record<string, string>> => {
    const g = await gameOf(merchant, lottery);
    return lottery ? { vendor: g.vendor_code, nodeId: String(g.id) } : { vendor: g.vendor_code, gameId: g.game_id, gameCategory: g.launch_category };
  };
  const ticket = async () => {
    const res = await t.app.inject({
      url: `/api/v1/games/launch?${new URLSearchParams(await launchQuery(launcher === 'lottery'))}`,
      headers: bearer(tokens[merchant]!),
    });
    expect(res.statusCode).toBe(200);
    return new URL((res.json() as { value: { url: string } }).value.url, 'http://x').searchParams.get('ticket') ?? '';
  };
  const g = await gameOf(merchant, false);
  switch (endpoint.name) {
    case 'launchGame':
      return { query: await launchQuery(launcher === 'lottery') };
    case 'playSession':
      return { body: { ticket: await ticket() } };
    case 'slotSpin':
      return { body: { ticket: await ticket(), spinId: 'spin-remote-1', bet: '1' } };
    // The other demo kinds' rounds, with a slot's ticket: the remote's gate runs before the handler's PLAY_WRONG_GAME.
    case 'baccaratDeal':
      return { body: { ticket: await ticket(), roundId: 'deal-remote-1', bet: '1', pick: 'PLAYER' } };
    case 'crashRound':
      return { body: { ticket: await ticket(), roundId: 'crash-remote-1', bet: '1', cashOut: '2.00' } };
    case 'cockfightRound':
      return { body: { ticket: await ticket(), roundId: 'fight-remote-1', bet: '1', pick: 'MERON' } };
    case 'placeLotteryBet':
      return { body: { ticket: await ticket(), betId: 'bet-remote-1', drawNo: 1, playType: 'trad', selection: '123', stake: '1' } };
    case 'addFavourite':
      return { body: { nodeId: String(g.id), vendor: g.vendor_code } };
    case 'removeFavourite':
      return { params: { nodeId: String(g.id) }, query: { vendor: g.vendor_code } };
    case 'vendorGameTypes':
      return { query: { typeId: '1' } };
    case 'drawNumero':
    case 'numbersOpened':
    case 'vietnamNumero':
      return { query: { gameCode: 'lobby' } };
    case 'contractTerms':
      return { params: { kind: 'dailySalary' } };
    case 'respondContract':
      return { params: { kind: 'dailySalary' }, body: { requestId: 1, decision: 'decline' } };
    case 'applySalary':
      return { body: { period: '2026-01-01' } };
    // A live room's page (any room id: the gate runs before the handler's LIVE_ROOM_NOT_FOUND).
    case 'liveRoom':
    case 'liveRoomStream':
    case 'liveChat':
    case 'buyLivePass':
      return { params: { id: '1' } };
    case 'postLiveChat':
      return { params: { id: '1' }, body: { text: 'hello' } };
    default:
      return {};
  }
}

async function callOf(merchant: string, endpoint: TEndpoint, sample: TSample) {
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  return t.app.inject({
    method: endpoint.method,
    url: `${buildPath(endpoint.path, sample.params ?? {})}${query}`,
    headers: {
      ...bearer(tokens[merchant]!),
      'x-merchant': merchant,
      ...(endpoint.idempotent ? { 'idempotency-key': `remote-${endpoint.name}-${merchant}` } : {}),
    },
    ...(sample.body ? { payload: sample.body } : {}),
  });
}

const codeOf = (res: { statusCode: number; json(): unknown }) => (res.statusCode >= 400 ? (res.json() as { code: string }).code : 'OK');

const CASES = SPEC_REMOTES.flatMap((remote) => REMOTE_CALLS[remote].map((c) => ({ remote, ...c })));

describe('the remote → calls table', () => {
  it('names only routed player calls, each once per remote and launcher', () => {
    const routed = new Set(t.app.apiRoutes.map((r) => r.endpoint.name));
    const seen = new Set<string>();
    for (const c of CASES) {
      expect({ name: c.endpoint.name, routed: routed.has(c.endpoint.name) }).toEqual({ name: c.endpoint.name, routed: true });
      expect(c.endpoint.auth).not.toBe('admin');
      const key = `${c.endpoint.name}/${c.launcher ?? '*'}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    // Game launch and the game pages' calls are split by launcher, never owned twice.
    expect(CASES.filter((c) => c.endpoint.name === 'launchGame').map((c) => `${c.remote}:${c.launcher}`)).toEqual(['games:generic', 'lottery:lottery']);
    // Every demo kind's bets of a generic ticket are the games remote's (a merchant with games off takes none).
    for (const name of ['slotSpin', 'baccaratDeal', 'crashRound', 'cockfightRound'])
      expect(CASES.filter((c) => c.endpoint.name === name).map((c) => `${c.remote}:${c.launcher}`)).toEqual(['games:generic']);
  });

  it.each(CASES.map((c) => [`${c.remote} ${c.endpoint.name}${c.launcher ? ` (${c.launcher})` : ''}`, c] as const))(
    '%s: refused with REMOTE_DISABLED while acme has the remote off, not when on, never for demo',
    async (_title, c) => {
      const acmeSample = await sampleOf('acme', c.endpoint, c.launcher);
      const demoSample = await sampleOf('demo', c.endpoint, c.launcher);
      await setRemote('acme', c.remote, false);
      try {
        const off = await callOf('acme', c.endpoint, acmeSample);
        expect({ status: off.statusCode, body: off.json() as unknown }).toMatchObject({
          status: 403,
          body: { code: 'REMOTE_DISABLED', value: { remote: c.remote } },
        });
        const demo = await callOf('demo', c.endpoint, demoSample);
        expect(codeOf(demo)).not.toBe('REMOTE_DISABLED');
      } finally {
        await setRemote('acme', c.remote, true);
      }
      expect(codeOf(await callOf('acme', c.endpoint, acmeSample))).not.toBe('REMOTE_DISABLED');
    },
  );
});

describe('launch and play with one of games and lottery off', () => {
  it('games off: a slot launch is refused and the refusal writes no ticket; lottery still launches', async () => {
    const slot = await gameOf('acme', false);
    const lottery = await gameOf('acme', true);
    const tickets = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('play_tickets')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await setRemote('acme', 'games', false);
    try {
      const before = await tickets();
      const refused = await t.app.inject({
        url: `/api/v1/games/launch?${new URLSearchParams({ vendor: slot.vendor_code, gameId: slot.game_id })}`,
        headers: bearer(tokens.acme!),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'REMOTE_DISABLED', value: { remote: 'games' }, message: 'This feature is not available on this site' });
      expect(await tickets()).toBe(before);
      const allowed = await t.app.inject({
        url: `/api/v1/games/launch?${new URLSearchParams({ vendor: lottery.vendor_code, nodeId: String(lottery.id) })}`,
        headers: bearer(tokens.acme!),
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await setRemote('acme', 'games', true);
    }
  });

  it('a slot ticket issued before games went off is refused for its spins (bets), and works again once games is back', async () => {
    const slot = await gameOf('acme', false);
    const launched = await t.app.inject({
      url: `/api/v1/games/launch?${new URLSearchParams({ vendor: slot.vendor_code, gameId: slot.game_id })}`,
      headers: bearer(tokens.acme!),
    });
    const ticket = new URL((launched.json() as { value: { url: string } }).value.url, 'http://x').searchParams.get('ticket');
    const spin = () => t.app.inject({ method: 'POST', url: '/api/v1/play/slot/spin', payload: { ticket, spinId: `spin-${Date.now()}`, bet: '1' } });
    await setRemote('acme', 'games', false);
    try {
      const res = await spin();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'REMOTE_DISABLED', value: { remote: 'games' } });
    } finally {
      await setRemote('acme', 'games', true);
    }
    expect(codeOf(await spin())).not.toBe('REMOTE_DISABLED');
  });
});
