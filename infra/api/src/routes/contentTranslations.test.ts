import type { TAdminAnnouncement, TAnnouncement, TAnnouncementGroups, TInboxMessage } from '@tessera/contract/api';
import { seedCatalog } from '../seeders/catalog';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Operator text per language (issue 28 item 5, docs/decisions/languages.md "Per-language content"):
// announcements and inbox messages answer the request's language, PT-BR -> PT -> the default text.

let t: TTestApp;
let demo1: string;
beforeAll(async () => {
  t = await createAccountsApp();
  demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
});
afterAll(async () => {
  await t.close();
});

const value = async <V>(url: string, headers: Record<string, string> = {}): Promise<V> => {
  const res = await t.app.inject({ url, headers });
  expect({ url, status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ url, status: 200, body: null });
  return res.json().value as V;
};
const admin = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: adminHeaders() });
const titles = (list: { title: string }[]) => list.map((a) => a.title);

describe('seeded announcements and inbox messages', () => {
  it('answer in PT, in PT-BR, and in English without a language or with EN', async () => {
    const en = await value<{ list: TAnnouncement[] }>('/api/v1/announcements/notices');
    expect(titles(en.list)).toContain('Faster withdrawals');
    expect(titles((await value<{ list: TAnnouncement[] }>('/api/v1/announcements/notices?lang=EN')).list)).toEqual(titles(en.list));
    const pt = await value<{ list: TAnnouncement[] }>('/api/v1/announcements/notices?lang=PT');
    const br = await value<{ list: TAnnouncement[] }>('/api/v1/announcements/notices?lang=PT-BR');
    expect(titles(pt.list)).toContain('Levantamentos mais rápidos');
    expect(titles(br.list)).toContain('Saques mais rápidos');
    // Same items in the same order, only the text differs.
    expect(pt.list.map((a) => a.id)).toEqual(en.list.map((a) => a.id));
    // Every seeded notice has its versions: nothing stays English.
    expect(titles(pt.list).filter((x) => titles(en.list).includes(x))).toEqual([]);
    expect(titles(br.list).filter((x) => titles(en.list).includes(x))).toEqual([]);

    const groups = await value<TAnnouncementGroups>('/api/v1/announcements/banner?types=B,PU&lang=PT');
    expect(titles(groups.popups)).toContain('Descarregue a aplicação');
    expect(titles(groups.banners)).toContain('Registe-se em 30 segundos');
    // The banner's picture draws the version's title.
    const enBanner = (await value<TAnnouncementGroups>('/api/v1/announcements/banner?types=B')).banners.find((b) => b.title === 'Sign up in 30 seconds');
    const ptBanner = groups.banners.find((b) => b.id === enBanner?.id);
    expect(ptBanner?.url).toMatch(/^\/api\/v1\/content\/images\/announcement-\d+-[0-9a-f]+\.svg$/);
    expect(ptBanner?.url).not.toBe(enBanner?.url);
    const svg = await t.app.inject({ url: ptBanner?.url ?? '' });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Registe-se');
    expect(svg.body).not.toContain('Sign up');
    expect((await t.app.inject({ url: enBanner?.url ?? '' })).body).toContain('Sign up');
    const page = await value<{ list: TAnnouncement[] }>('/api/v1/announcements?lang=PT-BR&types=PR');
    expect(titles(page.list)).toContain('Bônus de upgrade VIP');
    const popular = await value<{ list: TAnnouncement[] }>('/api/v1/announcements/popular?lang=PT');
    expect(popular.list[0]?.title).toBe('Novo fornecedor: as slots da EG Gaming já chegaram');

    const inboxEn = await value<{ list: TInboxMessage[] }>('/api/v1/inbox', bearer(demo1));
    const inboxPt = await value<{ list: TInboxMessage[] }>('/api/v1/inbox?lang=PT', bearer(demo1));
    const inboxBr = await value<{ list: TInboxMessage[] }>('/api/v1/inbox?lang=PT-BR', bearer(demo1));
    expect(titles(inboxEn.list)).toEqual(['Security notice: protect your account', 'First deposit bonus: 100%', 'Welcome to Tessera Demo']);
    expect(titles(inboxPt.list)).toEqual(['Aviso de segurança: proteja a sua conta', 'Bónus de primeiro depósito: 100%', 'Bem-vindo à Tessera Demo']);
    expect(titles(inboxBr.list)).toEqual(['Aviso de segurança: proteja sua conta', 'Bônus de primeiro depósito: 100%', 'Boas-vindas à Tessera Demo']);
    expect(inboxPt.list[2]?.content).toMatch(/^Olá demo1, a sua conta está pronta\./);
    expect(inboxBr.list[1]?.content).toContain('¥1,000');
  });

  it('the seed runs again without duplicating or failing', async () => {
    const before = await t.app.db
      .selectFrom('content_translations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    await seedCatalog(t.app.db, t.app.dialect);
    const after = await t.app.db
      .selectFrom('content_translations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(after.n)).toBeGreaterThan(40);
  });
});

describe('operator translations', () => {
  it('create with versions: PT gets PT, PT-BR falls back to PT, EN and others get the default; update replaces them', async () => {
    const res = await admin('POST', '/api/admin/merchants/demo/announcements', {
      type: 'PL',
      title: 'Cash-out fees removed',
      content: '<p>No fees on any withdrawal.</p>',
      translations: { PT: { title: 'Sem taxas de levantamento', content: '<p onclick="x()">Nenhuma taxa nos levantamentos.</p>' } },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().value as TAdminAnnouncement;
    expect(created.translations).toEqual({ PT: { title: 'Sem taxas de levantamento', content: '<p>Nenhuma taxa nos levantamentos.</p>' } });
    const find = async (lang: string) =>
      (await value<{ list: TAnnouncement[] }>(`/api/v1/announcements/notices${lang ? `?lang=${lang}` : ''}`)).list.find((a) => a.id === created.id);
    expect(await find('PT')).toMatchObject({ title: 'Sem taxas de levantamento', content: '<p>Nenhuma taxa nos levantamentos.</p>' });
    expect(await find('PT-BR')).toMatchObject({ title: 'Sem taxas de levantamento' });
    expect(await find('EN')).toMatchObject({ title: 'Cash-out fees removed', content: '<p>No fees on any withdrawal.</p>' });
    expect(await find('')).toMatchObject({ title: 'Cash-out fees removed' });
    expect(await find('ES')).toMatchObject({ title: 'Cash-out fees removed' });

    const upd = await admin('PATCH', `/api/admin/merchants/demo/announcements/${created.id}`, {
      translations: { 'PT-BR': { title: 'Saques sem taxas', content: '<p>Nenhuma taxa nos saques.</p>' } },
    });
    expect(upd.statusCode).toBe(200);
    expect((upd.json().value as TAdminAnnouncement).translations).toEqual({
      'PT-BR': { title: 'Saques sem taxas', content: '<p>Nenhuma taxa nos saques.</p>' },
    });
    expect(await find('PT-BR')).toMatchObject({ title: 'Saques sem taxas' });
    // PT's version was replaced away: the default text.
    expect(await find('PT')).toMatchObject({ title: 'Cash-out fees removed' });
    // A change without translations leaves them.
    expect((await admin('PATCH', `/api/admin/merchants/demo/announcements/${created.id}`, { sort: 5 })).statusCode).toBe(200);
    expect(await find('PT-BR')).toMatchObject({ title: 'Saques sem taxas' });
    const listed = (await admin('GET', '/api/admin/merchants/demo/announcements?type=PL')).json().value as { list: TAdminAnnouncement[] };
    expect(listed.list.find((a) => a.id === created.id)?.translations).toEqual({
      'PT-BR': { title: 'Saques sem taxas', content: '<p>Nenhuma taxa nos saques.</p>' },
    });
  });

  it.each([
    ['an unknown language', { XX: { title: 'a', content: '' } }],
    ['an empty title', { PT: { title: '  ', content: '<p>x</p>' } }],
    ['a title with markup', { PT: { title: '<b>x</b>', content: '' } }],
    ['no content', { PT: { title: 'x' } }],
    ['a title too long', { PT: { title: 'x'.repeat(121), content: '' } }],
    ['not an object', { PT: 'Olá' }],
  ])('refuses %s with 400 and writes nothing', async (_why, translations) => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await admin('POST', '/api/admin/merchants/demo/announcements', { type: 'PL', title: 'Refused', content: '', translations });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await count()).toBe(before);
    const anyId = (await t.app.db.selectFrom('announcements').select('id').where('merchant_code', '=', 'demo').executeTakeFirstOrThrow()).id;
    expect((await admin('PATCH', `/api/admin/merchants/demo/announcements/${anyId}`, { translations })).statusCode).toBe(400);
  });

  it('a player call with an unknown lang is refused with 400', async () => {
    expect((await t.app.inject({ url: '/api/v1/announcements/notices?lang=xx' })).statusCode).toBe(400);
  });
});
