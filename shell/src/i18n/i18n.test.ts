import { currentLanguage, i18n, initI18n, languageOf, offeredLanguages, setLanguage } from '.';

beforeAll(() => initI18n());

test('EN is the default and strings come from the shell pack', () => {
  expect(currentLanguage().code).toBe('EN');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('remote.loadFailed', { ns: 'shell' })).toBe('Loading failed, click to retry');
});

test('PT loads its pack, sets <html lang> and is remembered', async () => {
  await setLanguage('PT');
  expect(document.documentElement.lang).toBe('pt');
  expect(i18n.t('footer.promotions', { ns: 'shell' })).toBe('Promoções');
  expect(localStorage.getItem('language')).toBe('PT');
});

test('PT-BR has its own strings', async () => {
  await setLanguage('PT-BR');
  expect(document.documentElement.lang).toBe('pt-BR');
  expect(i18n.t('header.register', { ns: 'shell' })).toBe('Cadastrar');
});

test('RTL languages flip the document and fall back to EN strings', async () => {
  await setLanguage('FA');
  expect(document.documentElement.dir).toBe('rtl');
  expect(i18n.t('remote.loadFailed', { ns: 'shell' })).toBe('Loading failed, click to retry');
  await setLanguage('EN');
  expect(document.documentElement.dir).toBe('ltr');
});

test('unknown language codes fall back to EN', () => {
  expect(languageOf('xx').code).toBe('EN');
  expect(languageOf('pt-br').code).toBe('PT-BR');
});

test("a first visit opens in the merchant's default language; a player's choice wins over it", async () => {
  localStorage.removeItem('language');
  await initI18n('PT');
  expect(currentLanguage().code).toBe('PT');
  localStorage.setItem('language', 'EN');
  await initI18n('PT');
  expect(currentLanguage().code).toBe('EN');
});

test("the selectors offer the merchant's languages, and always the one in use", () => {
  expect(offeredLanguages(['EN', 'PT'], 'EN').map((l) => l.code)).toEqual(['EN', 'PT']);
  expect(offeredLanguages(['EN', 'PT'], 'FA').map((l) => l.code)).toEqual(['EN', 'PT', 'FA']);
});
