import type { TAdminAnnouncement, TAdminHelpEntry, TAnnouncementGroups, TGame, THelpEntry } from '@tessera/contract/api';
import { seedCatalog } from '../seeders/catalog';
import { adminHeaders, type TTestApp } from '../testkit';
import { createAccountsApp } from './accounts.testkit';

// Operator content calls: banners, announcements, help, hot list, winners (docs/decisions/home-content-operator.md).

let t: TTestApp;
beforeAll(async () => {
  // No snapshot lifetime: the hot list's snapshot lives in the games plugin, which this plugin cannot
  // reach (Fastify encapsulation), so with the default lifetime a new list shows within that time.
  t = await createAccountsApp({ readCacheTtlMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = adminHeaders()) =>
  t.app.inject({ method, url, payload, headers });
const ok = async <V>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<V> => {
  const res = await call(method, url, payload);
  expect({ url, status: res.statusCode, body: res.statusCode < 300 ? null : res.json() }).toEqual({ url, status: 200, body: null });
  return res.json().value as V;
};
const publicValue = async <V>(url: string, headers: Record<string, string> = {}): Promise<V> => (await t.app.inject({ url, headers })).json().value as V;
const lastAudit = async () =>
  (await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()) as { action: string; target: string };

describe('banners and announcements', () => {
  test('operator calls need the operator token', async () => {
    expect((await call('GET', '/api/admin/merchants/demo/announcements', undefined, {})).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/merchants/demo/hot', { nodeIds: [] }, {})).statusCode).toBe(401);
  });

  test('leave a single home banner: remove the others, players see one, audited', async () => {
    const banners = await ok<{ list: TAdminAnnouncement[] }>('GET', '/api/admin/merchants/demo/announcements?type=B');
    const home = banners.list.filter((b) => b.groupName === 'm_home' && b.enabled);
    expect(home.length).toBeGreaterThan(1);
    for (const b of home.slice(1)) await ok('DELETE', `/api/admin/merchants/demo/announcements/${b.id}`);
    expect(await lastAudit()).toMatchObject({ action: 'content.announcement.remove', target: `demo/${home.at(-1)?.id}` });
    const seen = await publicValue<TAnnouncementGroups>('/api/v1/announcements/banner?types=B&groupName=m_home');
    expect(seen.banners.map((b) => b.id)).toEqual([home[0]?.id]);
    expect((await call('DELETE', `/api/admin/merchants/demo/announcements/${home[1]?.id}`)).json().code).toBe('CONTENT_NOT_FOUND');
    // The seed inserts what is missing at every start: a removed banner stays removed.
    await seedCatalog(t.app.db, t.app.dialect);
    expect((await publicValue<TAnnouncementGroups>('/api/v1/announcements/banner?types=B&groupName=m_home')).banners).toHaveLength(1);
  });

  test('create, edit and disable a notice; HTML is sanitised; an empty marquee', async () => {
    const created = await ok<TAdminAnnouncement>('POST', '/api/admin/merchants/demo/announcements', {
      type: 'PL',
      title: 'Operator notice',
      content: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(created.content).not.toMatch(/onclick|<script|javascript:/i);
    expect(await lastAudit()).toMatchObject({ action: 'content.announcement.create' });
    const edited = await ok<TAdminAnnouncement>('PATCH', `/api/admin/merchants/demo/announcements/${created.id}`, { title: 'Edited notice' });
    expect(edited.title).toBe('Edited notice');
    expect((await publicValue<{ list: { title: string }[] }>('/api/v1/announcements/notices')).list.map((n) => n.title)).toContain('Edited notice');

    const notices = await ok<{ list: TAdminAnnouncement[] }>('GET', '/api/admin/merchants/demo/announcements?type=PL');
    for (const n of notices.list.filter((x) => x.enabled)) await ok('DELETE', `/api/admin/merchants/demo/announcements/${n.id}`);
    expect((await publicValue<{ list: unknown[] }>('/api/v1/announcements/notices')).list).toEqual([]);
    // Another merchant is untouched.
    expect((await publicValue<{ list: unknown[] }>('/api/v1/announcements/notices', { 'x-merchant': 'acme' })).list.length).toBeGreaterThan(0);
  });

  test('bad input: a banner needs a group and only banners have one; unknown ids and merchants', async () => {
    expect((await call('POST', '/api/admin/merchants/demo/announcements', { type: 'B', title: 'No group' })).json().code).toBe('CONTENT_GROUP_INVALID');
    expect((await call('POST', '/api/admin/merchants/demo/announcements', { type: 'PL', title: 'x', groupName: 'm_home' })).json().code).toBe(
      'CONTENT_GROUP_INVALID',
    );
    expect(
      (await call('POST', '/api/admin/merchants/demo/announcements', { type: 'B', title: 'x', groupName: 'm_home', link: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/admin/merchants/demo/announcements/999999', { title: 'x' })).json().code).toBe('CONTENT_NOT_FOUND');
    expect((await call('GET', '/api/admin/merchants/nope/announcements')).json().code).toBe('MERCHANT_NOT_FOUND');
    const acmeOne = (await ok<{ list: TAdminAnnouncement[] }>('GET', '/api/admin/merchants/acme/announcements')).list[0];
    expect((await call('DELETE', `/api/admin/merchants/demo/announcements/${acmeOne?.id}`)).json().code).toBe('CONTENT_NOT_FOUND');
  });
});

describe('help entries', () => {
  test('add a child, edit it, remove an entry with its children; the seed does not bring them back', async () => {
    const all = await ok<{ list: TAdminHelpEntry[] }>('GET', '/api/admin/merchants/demo/help?lang=EN');
    const parent = all.list.find((e) => e.parentId === null)!;
    const child = await ok<TAdminHelpEntry>('POST', '/api/admin/merchants/demo/help', {
      parentId: parent.id,
      title: 'New topic',
      content: '<img src=x onerror=alert(1)>Body',
    });
    expect(child).toMatchObject({ parentId: parent.id, language: parent.language });
    expect(child.content).not.toMatch(/onerror/);
    await ok('PATCH', `/api/admin/merchants/demo/help/${child.id}`, { title: 'Renamed topic' });
    let tree = await publicValue<THelpEntry[]>('/api/v1/help?lang=EN');
    expect(tree.find((e) => e.id === parent.id)?.children.map((c) => c.title)).toContain('Renamed topic');

    const removed = await ok<{ removed: number }>('DELETE', `/api/admin/merchants/demo/help/${parent.id}`);
    expect(removed.removed).toBeGreaterThan(1);
    expect(await lastAudit()).toMatchObject({ action: 'content.help.remove' });
    await seedCatalog(t.app.db, t.app.dialect);
    tree = await publicValue<THelpEntry[]>('/api/v1/help?lang=EN');
    expect(tree.map((e) => e.id)).not.toContain(parent.id);
  });

  test('no help entries: the help call answers an empty tree', async () => {
    const all = await ok<{ list: TAdminHelpEntry[] }>('GET', '/api/admin/merchants/demo/help');
    for (const e of all.list.filter((x) => x.parentId === null)) await ok('DELETE', `/api/admin/merchants/demo/help/${e.id}`);
    expect(await publicValue<THelpEntry[]>('/api/v1/help?lang=EN')).toEqual([]);
  });
});

describe('hot list and winners', () => {
  test('replace the hot list (≤21 games), in order; unknown games refused; the seed leaves it', async () => {
    const before = await publicValue<{ list: TGame[] }>('/api/v1/games/hot');
    const twelve = before.list
      .slice(0, 12)
      .map((g) => g.nodeId)
      .reverse();
    await ok('PUT', '/api/admin/merchants/demo/hot', { nodeIds: twelve });
    expect(await lastAudit()).toMatchObject({ action: 'content.hot.replace', target: 'demo' });
    expect((await publicValue<{ list: TGame[] }>('/api/v1/games/hot')).list.map((g) => g.nodeId)).toEqual(twelve);
    await seedCatalog(t.app.db, t.app.dialect);
    expect((await publicValue<{ list: TGame[] }>('/api/v1/games/hot')).list.map((g) => g.nodeId)).toEqual(twelve);
    expect((await call('PUT', '/api/admin/merchants/demo/hot', { nodeIds: ['999999999'] })).json().code).toBe('CONTENT_GAME_UNKNOWN');
    expect((await call('PUT', '/api/admin/merchants/demo/hot', { nodeIds: [twelve[0], twelve[0]] })).statusCode).toBe(400);
  });

  test('empty the winner board', async () => {
    expect((await publicValue<{ list: unknown[] }>('/api/v1/winners')).list.length).toBeGreaterThan(0);
    const { removed } = await ok<{ removed: number }>('DELETE', '/api/admin/merchants/demo/winners');
    expect(removed).toBeGreaterThan(0);
    expect((await publicValue<{ list: unknown[] }>('/api/v1/winners')).list).toEqual([]);
    await seedCatalog(t.app.db, t.app.dialect);
    expect((await publicValue<{ list: unknown[] }>('/api/v1/winners')).list).toEqual([]);
    expect((await publicValue<{ list: unknown[] }>('/api/v1/winners', { 'x-merchant': 'acme' })).list.length).toBeGreaterThan(0);
  });
});
