import { badgeText, type TInboxMessage } from '@tessera/contract/api';
import { postMemberMovement } from '../services/wallet/ledger';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

let t: TTestApp;
let demo1: string;
let agent1: string;
let acme1: string;
let acme2: string;
let trial: string;
beforeAll(async () => {
  t = await createAccountsApp();
  demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
  agent1 = await loginAs(t.app, 'agent1', 'Agent@1234');
  acme1 = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  acme2 = await loginAs(t.app, 'acme2', 'Acme@1234', { merchant: 'acme' });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = (res.json().value as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const value = async <V>(url: string, token?: string): Promise<V> => {
  const res = await get(url, token);
  expect({ url, status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ url, status: 200, body: null });
  return res.json().value as V;
};
const memberId = async (merchant: string, username: string) =>
  (await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', username).executeTakeFirstOrThrow()).id;

type TAnn = { id: number; read: boolean; type: string };
type TCount = { unReadCount: number; badge: string };

describe('announcement read state', () => {
  const mark = (announcementId: unknown, token = demo1, extra: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/announcements/read', headers: bearer(token), payload: { announcementId, read: true, ...extra } });

  it('marks read per member; the list calls report it for that member only, guests see false', async () => {
    const guest = await value<{ list: TAnn[] }>('/api/v1/announcements');
    expect(guest.list.length).toBeGreaterThan(1);
    expect(guest.list.every((a) => !a.read)).toBe(true);
    const [first, second] = guest.list;
    const before = await value<TCount>('/api/v1/announcements/unread-count', demo1);
    expect(before.unReadCount).toBe(guest.list.length);

    const res = await mark(first!.id);
    expect(res.json()).toMatchObject({ success: true, value: { announcementId: first!.id, read: true } });
    expect((await mark(first!.id)).statusCode).toBe(200); // again: no change

    const mine = await get('/api/v1/announcements', demo1);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const list = (mine.json().value as { list: TAnn[] }).list;
    expect(list.find((a) => a.id === first!.id)?.read).toBe(true);
    expect(list.find((a) => a.id === second!.id)?.read).toBe(false);
    expect((await value<{ list: TAnn[] }>('/api/v1/announcements', agent1)).list.every((a) => !a.read)).toBe(true);
    expect((await value<{ list: TAnn[] }>('/api/v1/announcements')).list.every((a) => !a.read)).toBe(true);
    expect((await get('/api/v1/announcements')).headers['cache-control']).toBeUndefined();

    const after = await value<TCount>('/api/v1/announcements/unread-count', demo1);
    expect(after).toEqual({ unReadCount: before.unReadCount - 1, badge: badgeText(before.unReadCount - 1) });
    expect((await value<TCount>('/api/v1/announcements/unread-count', agent1)).unReadCount).toBe(before.unReadCount);
  });

  it('reports read flags on the banner, notices and popular calls too', async () => {
    const notices = await value<{ list: TAnn[] }>('/api/v1/announcements/notices');
    const target = notices.list[0]!;
    expect((await mark(target.id)).statusCode).toBe(200);
    const n = await value<{ list: TAnn[] }>('/api/v1/announcements/notices', demo1);
    expect(n.list.find((a) => a.id === target.id)?.read).toBe(true);
    const banner = await value<{ playerNotices: TAnn[]; banners: TAnn[] }>('/api/v1/announcements/banner', demo1);
    expect(banner.playerNotices.find((a) => a.id === target.id)?.read).toBe(true);
    const popular = await value<{ list: TAnn[] }>('/api/v1/announcements/popular', demo1);
    for (const a of popular.list) expect(typeof a.read).toBe('boolean');
    // A bad or foreign token is answered as a guest, not refused.
    expect((await value<{ list: TAnn[] }>('/api/v1/announcements/notices', 'x'.repeat(43))).list.every((a) => !a.read)).toBe(true);
    const foreign = await value<{ list: TAnn[] }>('/api/v1/announcements/notices?merchant=acme', demo1);
    expect(foreign.list.length).toBeGreaterThan(0);
    expect(foreign.list.every((a) => !a.read)).toBe(true);
  });

  it("refuses unknown, other merchants' and bad ids, and bad bodies", async () => {
    const acmeList = await value<{ list: TAnn[] }>('/api/v1/announcements?merchant=acme');
    expect((await mark(acmeList.list[0]!.id)).json()).toMatchObject({ code: 'ANNOUNCEMENT_NOT_FOUND' });
    expect((await mark(999_999)).statusCode).toBe(404);
    for (const bad of [0, -1, 1.5, '1', null]) expect((await mark(bad)).statusCode).toBe(400);
    const notRead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/announcements/read',
      headers: bearer(demo1),
      payload: { announcementId: acmeList.list[0]!.id, read: false },
    });
    expect(notRead.statusCode).toBe(400);
    expect((await mark(1, demo1, { extra: 1 })).statusCode).toBe(400);
    const reads = await t.app.db
      .selectFrom('announcement_reads')
      .select('announcement_id')
      .where('member_id', '=', await memberId('demo', 'demo1'))
      .execute();
    expect(reads.map((r) => r.announcement_id)).not.toContain(acmeList.list[0]!.id);
  });

  it('needs a session (401); a trial session may mark and count', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/announcements/read', payload: { announcementId: 1, read: true } })).statusCode).toBe(401);
    expect((await get('/api/v1/announcements/unread-count')).statusCode).toBe(401);
    expect((await get('/api/v1/announcements/unread-count', trial)).statusCode).toBe(200);
  });
});

type TInbox = { list: TInboxMessage[]; pageNum: number; totalPages: number; total: number; unReadCount: number };

describe('inbox', () => {
  const inbox = (token: string, query = '') => value<TInbox>(`/api/v1/inbox${query}`, token);
  const unread = (token: string) => value<TCount>('/api/v1/inbox/unread-count', token);
  const read = (id: number, token: string) => t.app.inject({ method: 'POST', url: `/api/v1/inbox/${id}/read`, headers: bearer(token) });
  const remove = (id: number, token: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/inbox/${id}`, headers: bearer(token) });
  const send = (merchant: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/merchants/${merchant}/inbox`, headers: adminHeaders(), payload });

  it('has the seeded welcome, bonus and security messages, newest first, unread', async () => {
    const box = await inbox(demo1);
    expect(box.list.map((m) => m.kind)).toEqual(['SECURITY', 'BONUS', 'WELCOME']);
    expect(box.list.map((m) => m.broadcast)).toEqual([true, false, false]);
    expect(box).toMatchObject({ total: 3, pageNum: 1, totalPages: 1, unReadCount: 3 });
    expect(box.list.every((m) => !m.read)).toBe(true);
    expect(box.list[2]!.content).toContain('demo1');
    expect((await inbox(acme1)).list.map((m) => m.kind)).toEqual(['SECURITY', 'BONUS', 'WELCOME']);
    expect((await inbox(acme2)).list.map((m) => m.kind)).toEqual(['SECURITY']);
    expect(await unread(demo1)).toEqual({ unReadCount: 3, badge: '3' });
  });

  it('seeds once: a restart adds nothing', async () => {
    const before = await t.app.db.selectFrom('inbox_messages').select('id').where('sender', '=', 'system').execute();
    await t.restart();
    demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
    const after = await t.app.db.selectFrom('inbox_messages').select('id').where('sender', '=', 'system').execute();
    expect(after.length).toBe(before.length);
  });

  it("reads and deletes per member; unread counts follow; others' messages are 404", async () => {
    const box = await inbox(agent1);
    const [security, bonus, welcome] = box.list;
    const r = await read(bonus!.id, agent1);
    expect(r.json()).toMatchObject({ success: true, value: { id: bonus!.id, read: true } });
    expect((await read(bonus!.id, agent1)).statusCode).toBe(200);
    expect(await unread(agent1)).toEqual({ unReadCount: 2, badge: '2' });
    expect((await inbox(agent1)).list.find((m) => m.id === bonus!.id)?.read).toBe(true);

    // agent1's personal messages are invisible to demo1; 404 whatever the action.
    expect((await read(welcome!.id, demo1)).json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND' });
    expect((await remove(welcome!.id, demo1)).statusCode).toBe(404);
    expect((await read(999_999, demo1)).statusCode).toBe(404);
    // ...and to another merchant's member.
    expect((await read(security!.id, acme1)).statusCode).toBe(404);

    expect((await remove(welcome!.id, agent1)).json()).toMatchObject({ success: true, value: { deleted: true } });
    expect((await remove(welcome!.id, agent1)).statusCode).toBe(404);
    expect((await read(welcome!.id, agent1)).statusCode).toBe(404);
    expect(await unread(agent1)).toEqual({ unReadCount: 1, badge: '1' });
    expect((await inbox(agent1)).total).toBe(2);

    // Deleting the broadcast removes it for agent1 only.
    expect((await remove(security!.id, agent1)).statusCode).toBe(200);
    expect((await inbox(agent1)).list.map((m) => m.id)).toEqual([bonus!.id]);
    expect((await inbox(demo1)).list.map((m) => m.id)).toContain(security!.id);
    expect(await unread(agent1)).toEqual({ unReadCount: 0, badge: '' });
  });

  it('operator broadcast shows for every member of the merchant with independent read state; audited', async () => {
    const before1 = (await unread(acme1)).unReadCount;
    const before2 = (await unread(acme2)).unReadCount;
    const res = await send('acme', { title: 'Maintenance tonight', content: 'Line one\nLine two <b>not html</b>' });
    expect(res.json()).toMatchObject({ success: true, value: { broadcast: true, memberId: null } });
    const id = (res.json().value as { id: number }).id;
    const box1 = await inbox(acme1);
    expect(box1.list[0]).toMatchObject({
      id,
      title: 'Maintenance tonight',
      content: 'Line one\nLine two <b>not html</b>',
      kind: 'NOTICE',
      broadcast: true,
      read: false,
    });
    expect((await inbox(acme2)).list[0]!.id).toBe(id);
    expect((await inbox(demo1)).list.map((m) => m.id)).not.toContain(id);
    expect((await unread(acme1)).unReadCount).toBe(before1 + 1);

    expect((await read(id, acme1)).statusCode).toBe(200);
    expect((await unread(acme1)).unReadCount).toBe(before1);
    expect((await unread(acme2)).unReadCount).toBe(before2 + 1);
    expect((await inbox(acme2)).list[0]!.read).toBe(false);

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'inbox.send').execute();
    expect(audit.some((a) => a.target === 'acme' && (JSON.parse(a.after ?? 'null') as { id?: number } | null)?.id === id)).toBe(true);
  });

  it('operator message to one member; bad inputs are refused without writing', async () => {
    const res = await send('demo', { title: 'For you', content: 'Personal note', username: 'DEMO1' });
    expect(res.json()).toMatchObject({ success: true, value: { broadcast: false, memberId: await memberId('demo', 'demo1') } });
    expect((await inbox(demo1)).list[0]!.title).toBe('For you');
    expect((await inbox(agent1)).list.map((m) => m.title)).not.toContain('For you');

    const count = async () => (await t.app.db.selectFrom('inbox_messages').select('id').execute()).length;
    const n = await count();
    expect((await send('demo', { title: 'x', content: 'y', username: 'nobody' })).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await send('demo', { title: 'x', content: 'y', username: 'acme1' })).statusCode).toBe(404);
    expect((await send('nosuch', { title: 'x', content: 'y' })).json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
    for (const bad of [
      { title: '', content: 'y' },
      { title: '   ', content: 'y' },
      { title: 'x'.repeat(101), content: 'y' },
      { title: 'x', content: 'y'.repeat(5001) },
      { title: 'x' },
      { title: 'x', content: 'y', extra: 1 },
      { title: 1, content: 'y' },
    ]) {
      expect((await send('demo', bad)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/merchants/demo/inbox', payload: { title: 'x', content: 'y' } })).statusCode).toBe(401);
    expect(await count()).toBe(n);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++) expect((await send('acme', { title: `Page test ${i}`, content: 'c', username: 'acme2' })).statusCode).toBe(200);
    const p1 = await inbox(acme2, '?pageSize=2');
    expect(p1.list.map((m) => m.title)).toEqual(['Page test 2', 'Page test 1']);
    expect(p1.totalPages).toBe(Math.ceil(p1.total / 2));
    const p2 = await inbox(acme2, '?pageSize=2&pageNo=2');
    expect(p2.list[0]!.title).toBe('Page test 0');
    expect((await get('/api/v1/inbox?pageSize=0', acme2)).statusCode).toBe(400);
    expect((await get('/api/v1/inbox?pageNo=x', acme2)).statusCode).toBe(400);
  });

  it('shows 99+ above 99 unread', async () => {
    const id = await memberId('acme', 'acme2');
    const rows = Array.from({ length: 100 }, (_, i) => ({
      merchant_code: 'acme',
      member_id: id,
      kind: 'NOTICE',
      title: `bulk ${i}`,
      content: 'c',
      sender: 'test',
      seed_key: null,
      created_at: new Date(Date.now() - 86_400_000 * 30).toISOString(),
    }));
    await t.app.db.insertInto('inbox_messages').values(rows).execute();
    const count = await unread(acme2);
    expect(count.unReadCount).toBeGreaterThan(99);
    expect(count.badge).toBe('99+');
  });

  it('needs a real member: 401 without a session, 403 FREE_REJECT for trial; bad ids 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/inbox'],
      ['GET', '/api/v1/inbox/unread-count'],
      ['POST', '/api/v1/inbox/1/read'],
      ['DELETE', '/api/v1/inbox/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(trial) })).json()).toMatchObject({ code: 'FREE_REJECT' });
    }
    for (const id of ['0', 'abc', '-1', '99999999999']) expect((await read(id as unknown as number, demo1)).statusCode).toBe(400);
  });
});

describe('customer-service chat', () => {
  const setCbs3 = async (merchant: string, on: boolean) =>
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/flags`, headers: adminHeaders(), payload: { CBS3: on } })).statusCode,
    ).toBe(200);

  it("counts the support chat's unread agent replies (agent1 has none); launching changes nothing", async () => {
    expect(await value<TCount>('/api/v1/chat/unread-count', demo1)).toEqual({ unReadCount: 0, badge: '' });
    const id = await memberId('demo', 'demo1');
    const at = new Date().toISOString();
    const { id: conversationId } = await t.app.db
      .insertInto('chat_conversations')
      .values({
        merchant_code: 'demo',
        member_id: id,
        visitor_id: null,
        owner_key: `m:${id}`,
        name: 'demo1',
        status: 'OPEN',
        assigned_to: null,
        created_at: at,
        updated_at: at,
        closed_at: null,
        closed_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 4; i++) {
      await t.app.db
        .insertInto('chat_messages')
        .values({
          conversation_id: conversationId,
          sender: 'AGENT',
          author: 'operator',
          sender_key: 'a:operator',
          client_id: `seeded-${i}-abcdef`,
          text: `reply ${i}`,
          attachment_id: null,
          created_at: at,
        })
        .execute();
    }
    expect(await value<TCount>('/api/v1/chat/unread-count', demo1)).toEqual({ unReadCount: 4, badge: '4' });
    expect((await value<TCount>('/api/v1/chat/unread-count', agent1)).unReadCount).toBe(0);
    await value('/api/v1/chat/launch?b2c=1&language=EN&backUrl=%2Fm%2Fhome', demo1);
    expect((await value<TCount>('/api/v1/chat/unread-count', demo1)).unReadCount).toBe(4);
    await t.app.db.deleteFrom('chat_conversations').where('id', '=', conversationId).execute();
  });

  it('answers our own chat page, inside the site, with the back path', async () => {
    const { chatUrl } = await value<{ chatUrl: string }>(
      '/api/v1/chat/launch?b2c=1&language=CN&backUrl=%2Fm%2Fmessage&headerColor=%23112233&title=Support',
      demo1,
    );
    expect(chatUrl).toBe('/m/chat?back=%2Fm%2Fmessage');
    expect((await value<{ chatUrl: string }>('/api/v1/chat/launch', demo1)).chatUrl).toBe('/m/chat');
    // An https back address on the site is accepted (and not carried: the page goes back in history).
    expect((await value<{ chatUrl: string }>('/api/v1/chat/launch?backUrl=https%3A%2F%2Fdemo.localhost%2Fm%2Fhome', demo1)).chatUrl).toBe('/m/chat');
  });

  it('refuses back addresses off the site and bad parameters', async () => {
    for (const back of [
      'https://evil.example.com/x',
      'http://demo.localhost/m/home',
      '//evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'https://user@demo.localhost/',
      'https://demo.localhost:8443/',
      'https://acme.localhost/m/home',
      'm/home',
    ]) {
      const res = await get(`/api/v1/chat/launch?backUrl=${encodeURIComponent(back)}`, demo1);
      expect({ back, code: res.json().code }).toEqual({ back, code: 'CHAT_BACK_URL_INVALID' });
    }
    for (const q of [
      'b2c=2',
      'language=en',
      'language=ENG',
      'language=XX',
      'headerColor=red',
      'headerColor=%231234',
      `title=${'x'.repeat(41)}`,
      'title=a%00b',
      `backUrl=${'/a'.repeat(600)}`,
    ]) {
      expect({ q, status: (await get(`/api/v1/chat/launch?${q}`, demo1)).statusCode }).toEqual({ q, status: 400 });
    }
  });

  it('is off when CBS3 is off (acme); on, it needs no LIVECHAT link', async () => {
    expect((await get('/api/v1/chat/unread-count', acme1)).json()).toMatchObject({ code: 'CHAT_DISABLED' });
    expect((await get('/api/v1/chat/launch', acme1)).statusCode).toBe(403);
    await setCbs3('demo', false);
    expect((await get('/api/v1/chat/unread-count', demo1)).json()).toMatchObject({ code: 'CHAT_DISABLED' });
    await setCbs3('demo', true);
    expect((await get('/api/v1/chat/unread-count', demo1)).statusCode).toBe(200);
    await setCbs3('acme', true);
    expect((await get('/api/v1/chat/unread-count', acme1)).statusCode).toBe(200);
    expect((await value<{ chatUrl: string }>('/api/v1/chat/launch', acme1)).chatUrl).toBe('/m/chat');
    await setCbs3('acme', false);
  });

  it('needs a real member: 401 without a session, 403 FREE_REJECT for trial', async () => {
    for (const url of ['/api/v1/chat/unread-count', '/api/v1/chat/launch']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, trial)).json()).toMatchObject({ code: 'FREE_REJECT' });
    }
  });
});

describe('invite friends (referral)', () => {
  type TReferral = { enabled: boolean; inviteCode: string | null; inviteUrl: string | null; invitedCount: number; qualifiedCount: number; rules: string };

  it("answers agent1's existing code, invited and qualified (deposited) downlines, and the rules", async () => {
    const agentId = await memberId('demo', 'agent1');
    const before = await value<TReferral>('/api/v1/referral', agent1);
    expect(before).toMatchObject({ enabled: true, inviteCode: 'AGENT1', inviteUrl: 'https://demo.localhost/m/register?affiliateCode=AGENT1' });
    expect(before.rules.length).toBeGreaterThan(0);
    const now = new Date().toISOString();
    const base = {
      merchant_code: 'demo',
      password_hash: null,
      payment_password_hash: null,
      type: 0,
      disabled: 0 as const,
      nickname: '',
      email: null,
      country_code: null,
      mobile: null,
      vip_level: 0,
      head_icon: '',
      parent_id: agentId,
      profile: '{}',
      register_method: 'H5',
      register_url: null,
      register_ip: null,
      claimed_at: null,
      last_login_at: null,
      password_changed_at: null,
      created_at: now,
    };
    const [a, b] = await Promise.all(
      ['refa1', 'refb1'].map((username) =>
        t.app.db
          .insertInto('members')
          .values({ ...base, username })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    await t.app.db.transaction().execute(async (trx) => {
      await postMemberMovement(trx, {
        merchant: 'demo',
        memberId: a!.id,
        type: 'DEPOSIT',
        amountMinor: 10_000,
        book: 'gateway',
        reference: 'test:ref-deposit',
        description: 'test deposit',
      });
      await postMemberMovement(trx, {
        merchant: 'demo',
        memberId: b!.id,
        type: 'ADJUSTMENT',
        amountMinor: 10_000,
        book: 'cashier',
        reference: 'test:ref-adjust',
        description: 'test adjustment',
      });
    });
    const after = await value<TReferral>('/api/v1/referral', agent1);
    expect(after.invitedCount).toBe(before.invitedCount + 2);
    expect(after.qualifiedCount).toBe(before.qualifiedCount + 1);
    expect((await value<TReferral>('/api/v1/referral', demo1)).invitedCount).toBe(0);
  });

  it('creates a code on first use while referral is on; none while it is off', async () => {
    const first = await value<TReferral>('/api/v1/referral', acme2);
    expect(first.enabled).toBe(true);
    expect(first.inviteCode).toMatch(/^[A-Z0-9]{4,16}$/);
    expect(first.inviteUrl).toBe(`https://acme.localhost/m/register?affiliateCode=${first.inviteCode}`);
    expect((await value<TReferral>('/api/v1/referral', acme2)).inviteCode).toBe(first.inviteCode);

    const patch = (on: boolean) =>
      t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/acme/flags', headers: adminHeaders(), payload: { REFERRAL: on } });
    expect((await patch(false)).statusCode).toBe(200);
    const acme1Id = await memberId('acme', 'acme1');
    await t.app.db.updateTable('affiliate_codes').set({ enabled: 0 }).where('member_id', '=', acme1Id).execute();
    const off = await value<TReferral>('/api/v1/referral', acme1);
    expect(off).toMatchObject({ enabled: false, inviteCode: null, inviteUrl: null });
    expect((await t.app.db.selectFrom('affiliate_codes').select('code').where('member_id', '=', acme1Id).where('enabled', '=', 1).execute()).length).toBe(0);
    expect((await patch(true)).statusCode).toBe(200);
    // A disabled REFERRAL promotion turns it off too.
    await t.app.db.updateTable('promotions').set({ enabled: 0 }).where('merchant_code', '=', 'acme').where('category', '=', 'REFERRAL').execute();
    expect((await value<TReferral>('/api/v1/referral', acme1)).enabled).toBe(false);
    await t.app.db.updateTable('promotions').set({ enabled: 1 }).where('merchant_code', '=', 'acme').where('category', '=', 'REFERRAL').execute();
    expect((await value<TReferral>('/api/v1/referral', acme1)).enabled).toBe(true);
  });

  it('needs a real member: 401 without a session, 403 FREE_REJECT for trial', async () => {
    expect((await get('/api/v1/referral')).statusCode).toBe(401);
    expect((await get('/api/v1/referral', trial)).json()).toMatchObject({ code: 'FREE_REJECT' });
  });
});
