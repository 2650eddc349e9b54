import { accountRecords, adminLiveChat, adminLivePasses, LIVE_CHAT_BURST, LIVE_CHAT_MAX, liveChat, liveRoom, liveRoomStream } from '@tessera/contract/api';
import { randomUUID } from 'node:crypto';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, createTestApp, getValue, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { memberId, setBalance, trialToken } from './wallet.testkit';

// Live rooms (issue 29; docs/decisions/live-rooms.md): entering free, VIP and pay-per-view rooms,
// the clip served with ranges and immutable caching, the chat (limits, hiding), and the pass bought
// against the ledger once (replays, double taps, short balance) and refunded once.

jest.setTimeout(120_000);

let t: TTestApp;
let demo: Record<string, string>;
let agent: Record<string, string>;
let demoId: number;
let agentId: number;

type TRoomRow = { id: number; price_minor: number | string | null; min_vip_level: number | null };
/** demo's online rooms of a kind, in id order. */
const rooms = async (type: 'FREE' | 'VIP' | 'PPV', online: 0 | 1 = 1): Promise<TRoomRow[]> =>
  t.app.db
    .selectFrom('live_rooms')
    .select(['id', 'price_minor', 'min_vip_level'])
    .where('merchant_code', '=', 'demo')
    .where('room_type', '=', type)
    .where('online', '=', online)
    .orderBy('id')
    .execute();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const buy = (roomId: number, headers: Record<string, string>, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/live/rooms/${roomId}/pass`, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } });
const say = (roomId: number, headers: Record<string, string>, text: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/live/rooms/${roomId}/chat`, headers, payload: { text } });
const refund = (passId: number, reason = 'stream dropped') =>
  t.app.inject({ method: 'POST', url: `/api/admin/live/passes/${passId}/refund`, headers: adminHeaders(), payload: { reason } });
const count = async (table: 'live_passes' | 'ledger_transactions' | 'idempotency_keys' | 'live_chat_lines', type?: string) =>
  Number(
    (
      await t.app.db
        .selectFrom(table as 'ledger_transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .$if(type !== undefined, (q) => q.where('type', '=', type ?? ''))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  demo = bearer(await loginAs(t.app, 'demo1', 'Demo@1234'));
  agent = bearer(await loginAs(t.app, 'agent1', 'Agent@1234'));
  demoId = await memberId(t.app, 'demo', 'demo1');
  agentId = await memberId(t.app, 'demo', 'agent1');
  // Every VIP and pay-per-view room of demo on air (the seed has about two thirds online), one free room off.
  await t.app.db.updateTable('live_rooms').set({ online: 1 }).where('merchant_code', '=', 'demo').where('room_type', 'in', ['VIP', 'PPV']).execute();
  const free = await t.app.db.selectFrom('live_rooms').select('id').where('merchant_code', '=', 'demo').where('room_type', '=', 'FREE').orderBy('id').execute();
  await t.app.db
    .updateTable('live_rooms')
    .set({ online: 1 })
    .where(
      'id',
      'in',
      free.map((r) => r.id),
    )
    .execute();
  await t.app.db.updateTable('live_rooms').set({ online: 0 }).where('id', '=', free.at(-1)!.id).execute();
});
afterAll(async () => {
  await t.close();
});

describe('a room and its stream', () => {
  it('tells anybody who the host is, the show, its schedule and who may enter; another merchant’s room is not found', async () => {
    const [ppv] = await rooms('PPV');
    const room = await getValue(t, liveRoom, `/api/v1/live/rooms/${ppv!.id}`);
    expect(room).toMatchObject({ id: ppv!.id, roomType: 'PPV', online: true, minVipLevel: null });
    expect(room.title).toMatch(/ with /);
    expect(room.schedule).toMatch(/UTC$/);
    expect([90, 120]).toContain(room.showMinutes);
    expect(room.price).toMatch(/^\d+\.00$/);
    expect(room.posterUrl).toMatch(/^\/api\/v1\/live\/clips\/[a-z]+\.[0-9a-f]{8}\.jpg$/);
    const acmeRoom = await t.app.db.selectFrom('live_rooms').select('id').where('merchant_code', '=', 'acme').executeTakeFirstOrThrow();
    const other = await get(`/api/v1/live/rooms/${acmeRoom.id}`);
    expect([other.statusCode, other.json().code]).toEqual([404, 'LIVE_ROOM_NOT_FOUND']);
    // The seed: VIP rooms ask level 2 and up.
    for (const r of await rooms('VIP')) expect(r.min_vip_level).toBeGreaterThanOrEqual(2);
  });

  it('a free room streams to a visitor at the loop’s current moment (read only); an offline room streams nothing', async () => {
    const [free] = await rooms('FREE');
    const v = await getValue(t, liveRoomStream, `/api/v1/live/rooms/${free!.id}/stream`);
    expect(v).toMatchObject({ access: 'FREE', passExpiresAt: null, canChat: false, stream: { type: 'video/webm' } });
    expect(v.stream.src).toMatch(/^\/api\/v1\/live\/clips\/[a-z]+\.[0-9a-f]{8}\.webm$/);
    expect(v.stream.positionSeconds).toBeGreaterThanOrEqual(0);
    expect(v.stream.positionSeconds).toBeLessThan(v.stream.durationSeconds);
    expect((await getValue(t, liveRoomStream, `/api/v1/live/rooms/${free!.id}/stream`, demo)).canChat).toBe(true);
    const [offline] = await rooms('FREE', 0);
    const off = await get(`/api/v1/live/rooms/${offline!.id}/stream`);
    expect([off.statusCode, off.json().code]).toEqual([409, 'LIVE_ROOM_OFFLINE']);
  });

  it('serves the clip with byte ranges and immutable caching; names outside the clips are not served', async () => {
    const [free] = await rooms('FREE');
    const { stream } = await getValue(t, liveRoomStream, `/api/v1/live/rooms/${free!.id}/stream`);
    const whole = await get(stream.src);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThan(400_000);
    const part = await get(stream.src, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await get(stream.posterUrl)).headers['content-type']).toBe('image/jpeg');
    expect((await get('/api/v1/live/clips/README.md')).statusCode).toBe(404);
    expect((await get('/api/v1/live/clips/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('VIP rooms', () => {
  it('refuses a visitor and a member below the level with the level needed (stream and chat), lets the level in', async () => {
    const [vip] = await rooms('VIP');
    const level = vip!.min_vip_level!;
    const url = `/api/v1/live/rooms/${vip!.id}/stream`;
    const visitor = await get(url);
    expect([visitor.statusCode, visitor.json().code, visitor.json().value]).toEqual([403, 'LIVE_VIP_REQUIRED', { level, yourLevel: null }]);
    await t.app.db
      .updateTable('members')
      .set({ vip_level: level - 1 })
      .where('id', '=', demoId)
      .execute();
    const below = await get(url, demo);
    expect([below.statusCode, below.json().value]).toEqual([403, { level, yourLevel: level - 1 }]);
    expect((await get(`/api/v1/live/rooms/${vip!.id}/chat`, demo)).json().code).toBe('LIVE_VIP_REQUIRED');
    expect((await say(vip!.id, demo, 'let me in')).json().code).toBe('LIVE_VIP_REQUIRED');
    await t.app.db.updateTable('members').set({ vip_level: level }).where('id', '=', demoId).execute();
    expect((await getValue(t, liveRoomStream, url, demo)).access).toBe('VIP');
    await t.app.db.updateTable('members').set({ vip_level: 0 }).where('id', '=', demoId).execute();
  });
});

describe('pay per view', () => {
  it('a room without a pass answers 402 with its price; a pass is bought once per key, replays answer the first purchase', async () => {
    const [ppv] = await rooms('PPV');
    const price = Number(ppv!.price_minor);
    await setBalance(t.app, 'demo', demoId, 100_000);
    const refused = await get(`/api/v1/live/rooms/${ppv!.id}/stream`, demo);
    expect([refused.statusCode, refused.json().code, refused.json().value.price]).toEqual([402, 'LIVE_PASS_REQUIRED', (price / 100).toFixed(2)]);
    expect((await buy(ppv!.id, demo, null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = randomUUID();
    const first = await buy(ppv!.id, demo, key);
    expect(first.statusCode).toBe(200);
    const bought = first.json().value as { pass: { id: number; expiresAt: string; transactionId: number }; balance: string };
    expect(bought.balance).toBe(((100_000 - price) / 100).toFixed(2));
    const again = await buy(ppv!.id, demo, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().value).toEqual(bought);
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(100_000 - price);
    const paid = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['id', 'type'])
      .where('member_id', '=', demoId)
      .where('type', '=', 'LIVE_PASS')
      .execute();
    expect(paid).toEqual([{ id: bought.pass.transactionId, type: 'LIVE_PASS' }]);

    const stream = await getValue(t, liveRoomStream, `/api/v1/live/rooms/${ppv!.id}/stream`, demo);
    expect([stream.access, stream.passExpiresAt]).toEqual(['PASS', bought.pass.expiresAt]);
    // A second purchase while the pass runs (another key) is refused, nothing written.
    const active = await buy(ppv!.id, demo);
    expect([active.statusCode, active.json().code]).toEqual([409, 'LIVE_PASS_ACTIVE']);
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(100_000 - price);

    // The account record names it by its own code.
    const records = await getValue(t, accountRecords, '/api/v1/wallet/records?type=LIVE_PASS', demo);
    expect(records.list.map((r) => [r.type, r.label])).toEqual([['LIVE_PASS', 'Pay-per-view pass']]);
  });

  it('a parallel double tap pays once, with one key or with two', async () => {
    const [, ppv] = await rooms('PPV');
    const price = Number(ppv!.price_minor);
    await setBalance(t.app, 'demo', agentId, 50_000);
    const key = randomUUID();
    const same = await Promise.all([buy(ppv!.id, agent, key), buy(ppv!.id, agent, key)]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(same[0]!.json().value).toEqual(same[1]!.json().value);
    expect(await memberBalance(t.app.db, 'demo', agentId)).toBe(50_000 - price);
    // Refund it, then two taps with two keys: one pass, the other refused.
    expect((await refund((same[0]!.json().value as { pass: { id: number } }).pass.id)).statusCode).toBe(200);
    const two = await Promise.all([buy(ppv!.id, agent), buy(ppv!.id, agent)]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(two.find((r) => r.statusCode === 409)!.json().code).toBe('LIVE_PASS_ACTIVE');
    expect(await memberBalance(t.app.db, 'demo', agentId)).toBe(50_000 - price);
    const passes = await t.app.db.selectFrom('live_passes').select('id').where('member_id', '=', agentId).where('refunded_at', 'is', null).execute();
    expect(passes).toHaveLength(1);
  });

  it('a balance short of the price is refused with nothing written (no pass, no movement, no key)', async () => {
    const [, , ppv] = await rooms('PPV');
    const price = Number(ppv!.price_minor);
    await setBalance(t.app, 'demo', demoId, price - 1);
    const before = await Promise.all([count('live_passes'), count('ledger_transactions'), count('idempotency_keys')]);
    const res = await buy(ppv!.id, demo);
    expect([res.statusCode, res.json().code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await Promise.all([count('live_passes'), count('ledger_transactions'), count('idempotency_keys')])).toEqual(before);
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(price - 1);
  });

  it('refuses a room that sells no pass, a trial player and a visitor', async () => {
    const [free] = await rooms('FREE');
    expect((await buy(free!.id, demo)).json().code).toBe('LIVE_PASS_NOT_SOLD');
    const [ppv] = await rooms('PPV');
    const trial = await buy(ppv!.id, bearer(await trialToken(t.app)));
    expect([trial.statusCode, trial.json().code]).toEqual([403, 'FREE_REJECT']);
    expect((await buy(ppv!.id, {})).statusCode).toBe(401);
  });

  it('the operator refunds a pass once: a reversing LIVE_PASS_REFUND, the pass ends, audited; a second refund posts nothing', async () => {
    const [, , , ppv] = await rooms('PPV');
    const price = Number(ppv!.price_minor);
    await setBalance(t.app, 'demo', demoId, 10_000);
    const bought = (await buy(ppv!.id, demo)).json().value as { pass: { id: number } };
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(10_000 - price);
    const refunds = await Promise.all([refund(bought.pass.id), refund(bought.pass.id)]);
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(refunds.find((r) => r.statusCode === 409)!.json().code).toBe('LIVE_PASS_REFUNDED');
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(10_000);
    const reversing = await t.app.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', demoId)
      .where('reference', '=', `live-pass-refund:${bought.pass.id}`)
      .execute();
    expect(reversing).toHaveLength(1);
    expect((await get(`/api/v1/live/rooms/${ppv!.id}/stream`, demo)).json().code).toBe('LIVE_PASS_REQUIRED');
    const list = await getValue(t, adminLivePasses, '/api/admin/merchants/demo/live/passes', adminHeaders());
    expect(list.find((p) => p.id === bought.pass.id)).toMatchObject({ username: 'demo1', refundTransactionId: reversing[0]!.id });
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'live.passRefund')
      .where('target', '=', `member:${demoId}`)
      .execute();
    expect(audited.length).toBe(1);
    expect((await refund(999_999)).json().code).toBe('LIVE_PASS_NOT_FOUND');
    const records = await getValue(t, accountRecords, '/api/v1/wallet/records?type=LIVE_PASS_REFUND', demo);
    expect(records.list.map((r) => r.label)).toEqual(['Pay-per-view refund']);
  });
});

describe('the chat', () => {
  it('members post trimmed lines others read after an id; visitors read only; the text is stored as written (the page escapes)', async () => {
    const [, free] = await rooms('FREE');
    const url = `/api/v1/live/rooms/${free!.id}/chat`;
    const before = await getValue(t, liveChat, url, agent);
    const last = before.list.at(-1)?.id ?? 0;
    const posted = await say(free!.id, demo, '  <b>hi</b>\n\n  there\u0000 ');
    expect(posted.statusCode).toBe(200);
    expect(posted.json().value).toMatchObject({ text: '<b>hi</b> there', author: 'Demo One', mine: true });
    const seen = await getValue(t, liveChat, `${url}?after=${last}`, agent);
    expect(seen.list.map((l) => [l.text, l.mine])).toEqual([['<b>hi</b> there', false]]);
    const visitor = await getValue(t, liveChat, url);
    expect(visitor.canChat).toBe(false);
    expect(visitor.list.at(-1)?.text).toBe('<b>hi</b> there');
    expect((await say(free!.id, {}, 'visitor line')).statusCode).toBe(401);
  });

  it(`refuses an empty line and one over ${LIVE_CHAT_MAX} characters, and more than ${LIVE_CHAT_BURST} lines in the window`, async () => {
    const [, , free] = await rooms('FREE');
    const before = await count('live_chat_lines');
    for (const text of ['   \n ', 'x'.repeat(LIVE_CHAT_MAX + 1)]) {
      const res = await say(free!.id, agent, text);
      expect([res.statusCode, res.json().code]).toEqual([400, 'LIVE_CHAT_TEXT_INVALID']);
    }
    expect((await say(free!.id, agent, 'é'.repeat(LIVE_CHAT_MAX))).statusCode).toBe(200);
    for (let i = 1; i < LIVE_CHAT_BURST; i++) expect((await say(free!.id, agent, `line ${i}`)).statusCode).toBe(200);
    const fast = await say(free!.id, agent, 'one too many');
    expect([fast.statusCode, fast.json().code]).toEqual([429, 'LIVE_CHAT_TOO_FAST']);
    expect(fast.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await count('live_chat_lines')).toBe(before + LIVE_CHAT_BURST);
  });

  it('an operator hides a line: gone for every viewer, marked in the console list, audited once', async () => {
    const [, , , free] = await rooms('FREE');
    const line = (await say(free!.id, demo, 'buy followers at spam.example')).json().value as { id: number };
    const hide = () => t.app.inject({ method: 'POST', url: `/api/admin/live/chat/${line.id}/hide`, headers: adminHeaders() });
    const hidden = await hide();
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().value.hiddenAt).not.toBeNull();
    expect((await hide()).statusCode).toBe(200);
    const read = await getValue(t, liveChat, `/api/v1/live/rooms/${free!.id}/chat`, agent);
    expect(read.list.map((l) => l.id)).not.toContain(line.id);
    const console = await getValue(t, adminLiveChat, '/api/admin/merchants/demo/live/chat', adminHeaders());
    expect(console.find((l) => l.id === line.id)).toMatchObject({ hiddenBy: expect.any(String), text: 'buy followers at spam.example' });
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'live.chatHide')
      .where('target', '=', `liveChat:${line.id}`)
      .execute();
    expect(audited).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/live/chat/999999/hide', headers: adminHeaders() })).json().code).toBe(
      'LIVE_CHAT_LINE_NOT_FOUND',
    );
  });
});
