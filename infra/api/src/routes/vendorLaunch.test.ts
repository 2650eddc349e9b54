// Lottery vendor frames (issue 29, spec §2 launchGame, §7; docs/decisions/lottery-vendor-frames.md):
// an operator sets a lottery vendor's own launch URL for a merchant, on an allowed vendor origin only;
// the launch answers the vendor's full URL with the ticket and the game's parameters; a stored URL
// whose origin left the allowed list is refused before any ticket; the pages' CSP frames exactly the
// allowed origins.
import { getVendorLaunchUrls, launchGame, playSession } from '@tessera/contract/api';
import { adminHeaders, createTestApp, getValue, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';

const VENDOR = 'http://127.0.0.1:19999';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS, vendorFrameOrigins: [VENDOR, 'https://lotto.example'] });
  token = await loginAs(t.app, 'demo1', 'Demo@1234');
});
afterAll(async () => {
  await t.close();
});

const put = (merchant: string, vendor: string, url: string | null, headers = adminHeaders()) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/merchants/${merchant}/vendor-launch/${vendor}`, headers, payload: { url } });
const launch = (q: Record<string, string>) => t.app.inject({ url: `/api/v1/games/launch?${new URLSearchParams(q).toString()}`, headers: bearer(token) });
const tickets = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('play_tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('vendor launch URLs', () => {
  it("lists the merchant's lottery vendors and the allowed origins; refuses a URL off the list, with credentials, a fragment or not http(s); nothing stored", async () => {
    const view = await getValue(t, getVendorLaunchUrls, '/api/admin/merchants/demo/vendor-launch', adminHeaders());
    expect(view.allowedOrigins).toEqual([VENDOR, 'https://lotto.example']);
    expect(view.list.map((e) => e.vendor)).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']));
    expect(view.list.every((e) => e.url === null && e.allowed)).toBe(true);
    for (const [url, reason] of [
      ['https://evil.example/lotto', 'https://evil.example is not an allowed vendor origin'],
      ['https://lotto.example.evil.example/lotto', 'is not an allowed vendor origin'],
      ['http://lotto.example/lotto', 'is not an allowed vendor origin'],
      ['https://user:pw@lotto.example/lotto', 'credentials'],
      ['https://lotto.example/lotto#x', 'fragment'],
      ['javascript:alert(1)', 'not an http(s) URL'],
      ['/play/lottery', 'not an absolute URL'],
    ] as const) {
      const res = await put('demo', 'LOTT', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'VENDOR_ORIGIN_NOT_ALLOWED']);
      expect(res.json().value).toMatchObject({ field: 'url', reason: expect.stringContaining(reason) });
    }
    expect((await put('nobody', 'LOTT', `${VENDOR}/lotto`)).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await put('demo', 'SOMEONE', `${VENDOR}/lotto`)).statusCode).toBe(400);
    const row = await t.app.db
      .selectFrom('merchant_vendors')
      .select('launch_url')
      .where('merchant_code', '=', 'demo')
      .where('vendor_code', '=', 'LOTT')
      .executeTakeFirstOrThrow();
    expect(row.launch_url).toBeNull();
  });

  it('a vendor the merchant does not offer is refused (404)', async () => {
    await t.app.db.deleteFrom('merchant_vendors').where('merchant_code', '=', 'acme').where('vendor_code', '=', 'ELOTT').execute();
    const res = await put('acme', 'ELOTT', `${VENDOR}/lotto`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'VENDOR_NOT_OFFERED']);
  });

  it("set: the launch answers the vendor's full URL with the ticket and the game's parameters, a ticket the play calls accept; audited; cleared: the demo lottery again", async () => {
    const set = await put('demo', 'LOTT', `${VENDOR}/v2/lotto?skin=blue`);
    expect(set.statusCode).toBe(200);
    expect(set.json().value.list).toContainEqual({ vendor: 'LOTT', url: `${VENDOR}/v2/lotto?skin=blue`, allowed: true });
    const audited = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'merchant.vendorLaunch').executeTakeFirstOrThrow();
    expect(audited).toMatchObject({ target: 'demo/LOTT', before: 'null', after: JSON.stringify(`${VENDOR}/v2/lotto?skin=blue`) });

    const answer = await getValue(t, launchGame, '/api/v1/games/launch?vendor=LOTT&gameCode=VN_HN_1M&playType=ent', bearer(token));
    const url = new URL(answer.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${VENDOR}/v2/lotto`);
    const game = await t.app.db
      .selectFrom('games')
      .select(['game_id', 'game_group_id'])
      .where('vendor_code', '=', 'LOTT')
      .where('game_code', '=', 'VN_HN_1M')
      .executeTakeFirstOrThrow();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      skin: 'blue',
      ticket: expect.stringMatching(/.{20,}/),
      gameId: game.game_id,
      gameGroupId: String(game.game_group_id),
      prize_mode: 'Lott',
      playType: 'ent',
      code: 'VN_HN_1M',
    });
    expect(answer).toMatchObject({ page: 'launchGame', frameOrigins: [VENDOR, 'https://lotto.example'] });
    const session = await t.app.inject({ method: 'POST', url: '/api/v1/play/session', payload: { ticket: url.searchParams.get('ticket') } });
    expect(session.statusCode).toBe(200);
    expect(playSession.response.safeParse(session.json().value).success).toBe(true);

    // Another vendor of the merchant still opens the demo lottery.
    expect((await getValue(t, launchGame, '/api/v1/games/launch?vendor=ELOTT', bearer(token))).url).toMatch(/^\/play\/lottery\?ticket=/);

    expect((await put('demo', 'LOTT', null)).statusCode).toBe(200);
    expect((await getValue(t, launchGame, '/api/v1/games/launch?vendor=LOTT&gameCode=VN_HN_1M', bearer(token))).url).toMatch(/^\/play\/lottery\?ticket=/);
  });

  it('a stored URL whose origin is no longer allowed: the launch is refused (409) before any ticket; the view says so', async () => {
    await t.app.db
      .updateTable('merchant_vendors')
      .set({ launch_url: 'https://gone.example/lotto' })
      .where('merchant_code', '=', 'demo')
      .where('vendor_code', '=', 'LOTT')
      .execute();
    try {
      const before = await tickets();
      const res = await launch({ vendor: 'LOTT', gameCode: 'VN_HN_1M' });
      expect([res.statusCode, res.json().code, res.json().value]).toEqual([409, 'PLAY_VENDOR_FRAME_REFUSED', { vendor: 'LOTT' }]);
      expect(await tickets()).toBe(before);
      const view = await getValue(t, getVendorLaunchUrls, '/api/admin/merchants/demo/vendor-launch', adminHeaders());
      expect(view.list).toContainEqual({ vendor: 'LOTT', url: 'https://gone.example/lotto', allowed: false });
    } finally {
      await t.app.db.updateTable('merchant_vendors').set({ launch_url: null }).where('merchant_code', '=', 'demo').where('vendor_code', '=', 'LOTT').execute();
    }
  });

  it("the pages' CSP frames this site and exactly the allowed vendor origins; API answers keep theirs", async () => {
    const page = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain(`frame-src 'self' ${VENDOR} https://lotto.example;`);
    const api = await t.app.inject({ url: '/api/v1/status' });
    expect(String(api.headers['content-security-policy'])).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('without allowed vendor origins', () => {
  let plain: TTestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });
  it('frames this site only, and no URL can be set', async () => {
    const page = await plain.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self';");
    const res = await plain.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/demo/vendor-launch/LOTT',
      headers: adminHeaders(),
      payload: { url: `${VENDOR}/lotto` },
    });
    expect(res.json().code).toBe('VENDOR_ORIGIN_NOT_ALLOWED');
  });
});
