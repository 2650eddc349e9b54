import type { TAnnouncementGroups, THelpEntry } from '@tessera/contract/api';
import type { TTestApp } from '../testkit';
import { createAccountsApp } from './accounts.testkit';

// CN and UR (docs/decisions/cn-ur-languages.md): operator content nobody wrote in the asked
// language reads in English where an English version exists, not in the merchant's default text
// (acme's is Brazilian Portuguese); PT and PT-BR keep their chain (PT-BR -> PT -> default).

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

/** Acme's banners (default text Brazilian Portuguese, with English and PT versions). */
const notices = async (merchant: string, lang: string): Promise<string[]> => {
  const res = await t.app.inject({ url: `/api/v1/announcements/banner?types=B&lang=${lang}&merchant=${merchant}` });
  expect(res.statusCode).toBe(200);
  return (res.json().value as TAnnouncementGroups).banners.map((a) => a.title);
};

test.each(['CN', 'UR'])('acme in %s: announcements read in English, the version it has, not in its Brazilian default text', async (lang) => {
  const en = await notices('acme', 'EN');
  const ptBR = await notices('acme', 'PT-BR');
  expect(en).toContain('Pix: deposit in seconds');
  expect(ptBR).toContain('Pix: depósito em segundos');
  expect(await notices('acme', lang)).toEqual(en);
});

test('PT-BR still falls back to PT and then the default text, never to English', async () => {
  expect(await notices('acme', 'PT-BR')).toContain('Pix: depósito em segundos');
  expect(await notices('acme', 'PT-BR')).not.toContain('Pix: deposit in seconds');
});

test.each(['CN', 'UR'])('the help center in %s is the English tree', async (lang) => {
  const tree = async (l: string) => {
    const res = await t.app.inject({ url: `/api/v1/help?lang=${l}&merchant=demo` });
    expect(res.statusCode).toBe(200);
    return (res.json().value as THelpEntry[]).map((e) => e.title);
  };
  const en = await tree('EN');
  expect(en.length).toBeGreaterThan(0);
  expect(await tree(lang)).toEqual(en);
});
