import { currentLanguage, i18n, initI18n, languageOf, setLanguage } from '.';

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
