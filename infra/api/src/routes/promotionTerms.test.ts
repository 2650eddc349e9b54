import { formatMoney, languageTag } from '@tessera/contract';
import type { TAnnouncementGroups, TPromotion } from '@tessera/contract/api';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// A promotion's terms are data (issue 28 item 2, docs/decisions/promotions-as-data.md): the welcome
// banner, the promotions page and the deposit page's offer all read the FIRST_DEPOSIT deposit
// promotion's record, in the asked language; names of channels and deposit promotions per language.

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

interface TPromoAnswer {
  list: { code: string; name: string; description: string }[];
}

/** What the three places say about the welcome offer, in `lang`. */
async function threePlaces(lang?: string) {
  const q = lang ? `lang=${lang}` : '';
  const banners = (await value<TAnnouncementGroups>(`/api/v1/announcements/banner?types=B&${q}`)).banners;
  const promotions = (await value<{ list: TPromotion[] }>(`/api/v1/promotions?${q}`)).list;
  const deposit = (await value<TPromoAnswer>(`/api/v1/deposit/promos?${q}`, bearer(demo1))).list;
  const first = deposit.find((p) => p.code === 'FIRST_DEPOSIT');
  return {
    banner: banners.map((b) => b.title).find((x) => /welcome|boas-vindas/i.test(x)),
    bannerUrl: banners.find((b) => /welcome|boas-vindas/i.test(b.title))?.url,
    promotion: promotions.find((p) => p.category === 'NEW_MEMBER'),
    depositName: first?.name,
    deposit: first?.description,
  };
}

const setCap = async (capMinor: number) => {
  const row = await t.app.db
    .selectFrom('deposit_promos')
    .select(['id', 'cap_minor'])
    .where('merchant_code', '=', 'demo')
    .where('code', '=', 'FIRST_DEPOSIT')
    .executeTakeFirstOrThrow();
  await t.app.db.updateTable('deposit_promos').set({ cap_minor: capMinor }).where('id', '=', row.id).execute();
  return row;
};

describe('the welcome offer', () => {
  it('reads the same figures from the deposit promotion record on the banner, the promotions page and the deposit page', async () => {
    const en = await threePlaces();
    expect(en.banner).toBe('Welcome bonus 100% up to ¥1,000');
    expect(en.promotion).toMatchObject({ title: 'Welcome bonus 100%', summary: 'Double your first deposit up to ¥1,000.' });
    expect(en.promotion?.content).toContain('Deposit at least ¥50 and receive a 100% bonus.');
    expect(en.promotion?.content).toContain('Turnover 10x');
    expect(en.deposit).toBe('Double your first deposit: 100% bonus up to ¥1,000. Turnover x10 of deposit and bonus.');
    // Nothing reaches a player with a placeholder left in it.
    expect(JSON.stringify(en)).not.toContain('{{');
    // The banner's picture draws the filled title.
    const svg = await t.app.inject({ url: en.bannerUrl ?? '' });
    expect([svg.statusCode, svg.body.includes('1,000')]).toEqual([200, true]);

    const pt = await threePlaces('PT');
    // The app's own formatter (Portugal groups 1 000 with a narrow space).
    const ptCap = formatMoney('1000', { locale: languageTag('PT'), symbol: '¥', places: 0 });
    expect(ptCap).toMatch(/^¥1\s?000$/);
    expect(pt.banner).toBe(`Bónus de boas-vindas de 100% até ${ptCap}`);
    expect(pt.depositName).toBe('Bónus de primeiro depósito');
    expect(pt.promotion).toMatchObject({ title: 'Bónus de boas-vindas de 100%', summary: `Duplique o seu primeiro depósito até ${ptCap}.` });
    expect(pt.deposit).toContain(`bónus de 100% até ${ptCap}`);
    const br = await threePlaces('PT-BR');
    expect(br.banner).toBe('Bônus de boas-vindas de 100% até ¥1.000');
    expect(br.depositName).toBe('Bônus de primeiro depósito');
    expect(br.promotion).toMatchObject({ title: 'Bônus de boas-vindas de 100%', summary: 'Dobre seu primeiro depósito até ¥1.000.' });
    expect(br.deposit).toContain('bônus de 100% até ¥1.000');
  });

  it('changes everywhere when the record changes: one cap, three answers', async () => {
    const before = await threePlaces();
    const row = await setCap(150_050);
    try {
      const after = await threePlaces();
      expect(after.banner).toBe('Welcome bonus 100% up to ¥1,500.50');
      expect(after.promotion?.summary).toBe('Double your first deposit up to ¥1,500.50.');
      expect(after.deposit).toContain('up to ¥1,500.50.');
      expect(after.bannerUrl).not.toBe(before.bannerUrl);
      const br = await threePlaces('PT-BR');
      expect([br.banner, br.promotion?.summary, br.deposit]).toEqual([
        'Bônus de boas-vindas de 100% até ¥1.500,50',
        expect.stringContaining('¥1.500,50') as unknown as string,
        expect.stringContaining('até ¥1.500,50.') as unknown as string,
      ]);
    } finally {
      await setCap(Number(row.cap_minor));
    }
  });
});

describe('names per language', () => {
  it('deposit channels answer their name in PT and PT-BR; bank accounts keep the bank name', async () => {
    type TChannels = { gateways: { code: string; name: string }[]; bankAccounts: { bankName: string }[] };
    const en = await value<TChannels>('/api/v1/deposit/channels', bearer(demo1));
    const pt = await value<TChannels>('/api/v1/deposit/channels?lang=PT', bearer(demo1));
    const br = await value<TChannels>('/api/v1/deposit/channels?lang=PT-BR', bearer(demo1));
    const names = (c: TChannels) => c.gateways.map((g) => g.name);
    expect(names(en)).toEqual(['Online banking', 'E-wallet', 'QR pay']);
    expect(names(pt)).toEqual(['Banco online', 'Carteira digital', 'Código QR']);
    expect(names(br)).toEqual(['Internet banking', 'Carteira digital', 'QR code']);
    expect(pt.bankAccounts.map((b) => b.bankName)).toEqual(en.bankAccounts.map((b) => b.bankName));
    expect((await t.app.inject({ url: '/api/v1/deposit/channels?lang=xx', headers: bearer(demo1) })).statusCode).toBe(400);
  });

  it('deposit promotions answer name and description per language', async () => {
    const pt = await value<TPromoAnswer>('/api/v1/deposit/promos?lang=PT', bearer(demo1));
    expect(pt.list.map((p) => p.name)).toEqual(['Bónus de primeiro depósito', 'Recarga diária', 'Sem bónus']);
    const br = await value<TPromoAnswer>('/api/v1/deposit/promos?lang=PT-BR', bearer(demo1));
    expect(br.list.map((p) => p.name)).toEqual(['Bônus de primeiro depósito', 'Recarga diária', 'Sem bônus']);
    expect(br.list[1]?.description).toBe('Bônus de 10% em um depósito por dia, até ¥200. Rollover de 5x o depósito e o bônus.');
  });
});

describe('reward names per language', () => {
  it("answer the member's seeded rewards in PT and PT-BR, in English without a language", async () => {
    type TRewards = { list: { title: string }[] };
    const titles = async (q: string) => (await value<TRewards>(`/api/v1/rewards${q}`, bearer(demo1))).list.map((r) => r.title).sort();
    expect(await titles('')).toContain('Daily check-in bonus');
    expect(await titles('?lang=PT')).toEqual(
      [
        'Bónus de presença diária',
        'Bónus de primeiro depósito',
        'Bónus de recarga de fim de semana',
        'Envelope vermelho do Ano Novo Lunar',
        'Presente de aniversário VIP',
      ].sort(),
    );
    expect(await titles('?lang=PT-BR')).toContain('Bônus de login diário');
  });
});

describe('invite friends', () => {
  it("answers the rules (the REFERRAL promotion's summary) in the asked language", async () => {
    const rules = async (q: string) => (await value<{ rules: string }>(`/api/v1/referral${q}`, bearer(demo1))).rules;
    expect(await rules('')).toBe('Earn for every friend who deposits.');
    expect(await rules('?lang=PT')).toBe('Ganhe por cada amigo que depositar.');
    expect(await rules('?lang=PT-BR')).toBe('Ganhe por cada amigo que depositar.');
  });
});

describe("acme's announcements", () => {
  it('answer in each of its languages: the Brazilian default, English and Portugal Portuguese', async () => {
    const acme = { 'x-merchant': 'acme' };
    const url = '/api/v1/announcements/banner?types=B,PL,PU';
    const all = (g: TAnnouncementGroups) => [...g.banners, ...g.playerNotices, ...g.popups].map((a) => a.title);
    const br = all(await value<TAnnouncementGroups>(`${url}&lang=PT-BR`, acme));
    const en = all(await value<TAnnouncementGroups>(`${url}&lang=EN`, acme));
    const pt = all(await value<TAnnouncementGroups>(`${url}&lang=PT`, acme));
    expect(br).toContain('Saques mais rápidos');
    expect(br).toContain('Bônus de boas-vindas: 100% até R$1.000');
    expect(en).toContain('Faster withdrawals');
    expect(en).toContain('Welcome bonus: 100% up to R$1,000');
    expect(pt).toContain('Levantamentos mais rápidos');
    // Every one has its version: nothing stays Brazilian in EN or PT.
    expect(en.filter((x) => br.includes(x))).toEqual([]);
    expect(pt.filter((x) => /saque|cadastr|bônus|baixe/i.test(x))).toEqual([]);
    // Its promotions too, the welcome one from its own deposit promotion's record.
    const promos = async (lang: string) => (await value<{ list: TPromotion[] }>(`/api/v1/promotions?lang=${lang}`, acme)).list;
    expect((await promos('EN')).find((p) => p.category === 'NEW_MEMBER')).toMatchObject({
      title: 'Welcome bonus 100%',
      summary: 'Up to R$1,000 on your first Pix deposit.',
    });
    expect((await promos('PT-BR')).find((p) => p.category === 'NEW_MEMBER')).toMatchObject({ summary: 'Até R$1.000 no primeiro depósito via Pix.' });
    expect((await promos('PT')).map((p) => p.title)).toContain('Reembolso semanal');
  });
});
