import { ERROR_CODES } from '@tessera/contract/api';
import { memberBalance, postMemberMovement } from '../services/wallet/ledger';
import { openDrawNo } from '../services/play/rules';
import { createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';

// Logout revokes the token (spec §4) and with it every game launch ticket issued under it: the
// demo slot and lottery pages' calls (session, spin, bet) refuse them with 401 PLAY_TICKET_EXPIRED.
// The same holds for any other end of a session (password change, disabled account).

let t: TTestApp;
let demoId: number;
let seq = 0;
const ref = () => `ref${Date.now()}x${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  demoId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
  await t.app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant: 'demo',
      memberId: demoId,
      type: 'ADJUSTMENT',
      amountMinor: 100_000,
      book: 'cashier',
      reference: 'test:logout-credit',
      description: 'test credit',
    }),
  );
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

/** A demo slot game (not a lottery vendor) that also offers free play. */
async function slotGame() {
  return t.app.db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', 'demo'))
    .select(['g.vendor_code', 'g.game_id'])
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('g.category', '=', 'RNG')
    .where('g.free_play', '=', 1)
    .where('g.vendor_code', 'not in', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'])
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
}

/** Launches a game with `token` and answers its ticket (from the launch URL). */
async function ticketFor(token: string, q: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ url: `/api/v1/games/launch?${new URLSearchParams(q).toString()}`, headers: bearer(token) });
  expect(res.json()).toMatchObject({ success: true });
  return new URL(res.json().value.url as string, 'http://x').searchParams.get('ticket') ?? '';
}

const logout = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/v1/auth/session', headers: bearer(token) });

/** The demo pages' three calls with a ticket: its session, a slot spin, a lottery bet. */
async function pageCalls(slotTicket: string, lotteryTicket: string) {
  const session = await post('/api/v1/play/session', { ticket: slotTicket });
  const spin = await post('/api/v1/play/slot/spin', { ticket: slotTicket, spinId: ref(), bet: '1.00' });
  const bet = (drawNo: number) =>
    post('/api/v1/play/lottery/bets', { ticket: lotteryTicket, betId: ref(), drawNo, playType: 'ent', selection: 'big', stake: '1.00' });
  // Each lottery game keeps its own schedule, and a loaded machine can spend seconds on the calls
  // above: a draw that closed meanwhile answers the open one, which the bet then takes.
  let placed = await bet(openDrawNo(Date.now()));
  if (placed.statusCode === 409) placed = await bet((placed.json() as { value: { openDrawNo: number } }).value.openDrawNo);
  return { session, spin, bet: placed };
}

function expectTicketEnded(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ success: false, code: 'PLAY_TICKET_EXPIRED', message: ERROR_CODES.PLAY_TICKET_EXPIRED.message });
}

describe('logout', () => {
  it('the token gets 401 afterwards, and the tickets issued under it stop working; another session of the member keeps its own', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const other = await loginAs(t.app, 'demo1', 'Demo@1234');
    const g = await slotGame();
    const slot = await ticketFor(token, { vendor: g.vendor_code, gameId: g.game_id });
    const free = await ticketFor(token, { vendor: g.vendor_code, gameId: g.game_id, mode: 'free' });
    const lottery = await ticketFor(token, { vendor: 'LOTT', gameCode: 'VN_HN_1M' });
    const othersSlot = await ticketFor(other, { vendor: g.vendor_code, gameId: g.game_id });
    const othersLottery = await ticketFor(other, { vendor: 'LOTT', gameCode: 'VN_HN_1M' });

    const before = await pageCalls(slot, lottery);
    expect([before.session.statusCode, before.spin.statusCode, before.bet.statusCode]).toEqual([200, 200, 200]);
    // The demo page itself is plain HTML: it works only through those calls.
    expect((await t.app.inject({ url: `/play/slot?ticket=${slot}` })).statusCode).toBe(200);

    expect((await logout(token)).json()).toEqual({ success: true, code: 'OK', message: '', value: { loggedOut: true } });

    for (const [method, url] of [
      ['GET', '/api/v1/member/info'],
      ['GET', '/api/v1/games/launch?vendor=LOTT'],
      ['DELETE', '/api/v1/auth/session'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token) });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 401, code: 'SESSION_EXPIRED' });
    }
    const balance = await memberBalance(t.app.db, 'demo', demoId);
    const after = await pageCalls(slot, lottery);
    expectTicketEnded(after.session);
    expectTicketEnded(after.spin);
    expectTicketEnded(after.bet);
    expectTicketEnded(await post('/api/v1/play/session', { ticket: free }));
    expectTicketEnded(await post('/api/v1/play/slot/spin', { ticket: free, spinId: ref(), bet: '1.00' }));
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(balance);

    const others = await pageCalls(othersSlot, othersLottery);
    expect([others.session.statusCode, others.spin.statusCode, others.bet.statusCode]).toEqual([200, 200, 200]);
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('ends a trial session and its free-play tickets too', async () => {
    const trial = (await post('/api/v1/trial/login', {})).json().value as { token: string };
    const ticket = await ticketFor(trial.token, { vendor: 'LOTT' });
    expect((await post('/api/v1/play/session', { ticket })).json().value).toMatchObject({ mode: 'free' });
    expect((await logout(trial.token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/member/info', headers: bearer(trial.token) })).json().code).toBe('SESSION_EXPIRED');
    expectTicketEnded(await post('/api/v1/play/session', { ticket }));
  });
});

describe('other ends of a session end its tickets', () => {
  it('a password change (which ends the other sessions)', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const changer = await loginAs(t.app, 'demo1', 'Demo@1234');
    const ticket = await ticketFor(token, { vendor: 'LOTT' });
    const kept = await ticketFor(changer, { vendor: 'LOTT' });
    const changed = await post(
      '/api/v1/member/password',
      { oldPassword: 'Demo@1234', newPassword: 'Demo@5678', confirmNewPassword: 'Demo@5678' },
      bearer(changer),
    );
    expect(changed.statusCode).toBe(200);
    try {
      expectTicketEnded(await post('/api/v1/play/session', { ticket }));
      expect((await post('/api/v1/play/session', { ticket: kept })).statusCode).toBe(200);
    } finally {
      await post('/api/v1/member/password', { oldPassword: 'Demo@5678', newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1234' }, bearer(changer));
    }
  });

  it('a disabled account, for as long as it is disabled', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const ticket = await ticketFor(token, { vendor: 'LOTT' });
    await t.app.db.updateTable('members').set({ disabled: 1 }).where('username', '=', 'agent1').execute();
    try {
      expectTicketEnded(await post('/api/v1/play/session', { ticket }));
    } finally {
      await t.app.db.updateTable('members').set({ disabled: 0 }).where('username', '=', 'agent1').execute();
    }
    expect((await post('/api/v1/play/session', { ticket })).statusCode).toBe(200);
  });

  it('a ticket from before tickets named their session (NULL) lives until it expires', async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const ticket = await ticketFor(token, { vendor: 'LOTT' });
    const stored = await t.app.db.selectFrom('play_tickets').select(['id', 'session_hash']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.session_hash).toMatch(/^[0-9a-f]{64}$/);
    await t.app.db.updateTable('play_tickets').set({ session_hash: null }).where('id', '=', stored.id).execute();
    await logout(token);
    expect((await post('/api/v1/play/session', { ticket })).statusCode).toBe(200);
  });
});
