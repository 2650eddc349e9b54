import { act, renderHook } from '@testing-library/react';
import { addRemoteLocales, currentLanguage, i18n, initI18n, languageOf, offeredLanguages, remotePacksPending, setLanguage, useLanguage } from '.';

beforeAll(() => initI18n());

test('EN is the default and strings come from the shell pack', () => {
  expect(currentLanguage().code).toBe('EN');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('remote.loadFailed', { ns: 'shell' })).toBe('Loading failed, click to retry');
});

test('PT loads its pack, sets <html lang> and is remembered', async () => {
  await setLanguage('PT');
  expect(document.documentElement.lang).toBe('pt-PT');
  expect(i18n.t('footer.promotions', { ns: 'shell' })).toBe('Promoções');
  expect(localStorage.getItem('language')).toBe('PT');
});

test('PT-BR has its own strings', async () => {
  await setLanguage('PT-BR');
  expect(document.documentElement.lang).toBe('pt-BR');
  expect(i18n.t('header.register', { ns: 'shell' })).toBe('Cadastrar');
});

test('CN loads its pack: <html lang="zh-CN" dir="ltr">, Chinese strings', async () => {
  await setLanguage('CN');
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(document.documentElement.dir).toBe('ltr');
  expect(i18n.t('remote.loadFailed', { ns: 'shell' })).toBe('加载失败，点击重试');
});

test('UR loads its pack and reads right to left: <html lang="ur" dir="rtl">', async () => {
  await setLanguage('UR');
  expect(document.documentElement.lang).toBe('ur');
  expect(document.documentElement.dir).toBe('rtl');
  expect(i18n.t('header.back', { ns: 'shell' })).toBe('واپس');
  await setLanguage('EN');
  expect(document.documentElement.dir).toBe('ltr');
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

test("counts take the language's plural form, and their digits, through i18next (never '1 records')", async () => {
  const pack = (one: string, other: string, many = other) => ({ count_one: one, count_many: many, count_other: other });
  i18n.addResourceBundle('en', 'plurals', pack('{{count, number}} record', '{{count, number}} records'), true, true);
  i18n.addResourceBundle('pt-PT', 'plurals', pack('{{count, number}} registo', '{{count, number}} registos'), true, true);
  i18n.addResourceBundle('pt-BR', 'plurals', pack('{{count, number}} registro', '{{count, number}} registros'), true, true);
  const count = (n: number) => i18n.t('count', { ns: 'plurals', count: n });
  await setLanguage('EN');
  expect([count(1), count(2), count(1234)]).toEqual(['1 record', '2 records', '1,234 records']);
  await setLanguage('PT');
  expect([count(0), count(1), count(2), count(1_000_000)]).toEqual(['0 registos', '1 registo', '2 registos', '1\u00a0000\u00a0000 registos']);
  await setLanguage('PT-BR');
  // Brazil writes 0 in the singular and groups with dots.
  expect([count(0), count(1), count(1234)]).toEqual(['0 registro', '1 registro', '1.234 registros']);
  await setLanguage('EN');
});

test('PT-BR falls back to PT (Portugal) and then EN key by key', async () => {
  i18n.addResourceBundle('en', 'fallbacks', { a: 'A', b: 'B' }, true, true);
  i18n.addResourceBundle('pt-PT', 'fallbacks', { a: 'A pt' }, true, true);
  await setLanguage('PT-BR');
  expect([i18n.t('a', { ns: 'fallbacks' }), i18n.t('b', { ns: 'fallbacks' })]).toEqual(['A pt', 'B']);
  await setLanguage('EN');
});

test("a pack that arrives after the first render re-renders the page's strings (i18next tells of it on its store)", async () => {
  await setLanguage('EN');
  const { result } = renderHook(() => {
    useLanguage();
    return i18n.t('late.title', { ns: 'lateRemote' });
  });
  expect(result.current).toBe('late.title');
  act(() => addRemoteLocales('lateRemote', { EN: { late: { title: 'Late arrival' } } }));
  expect(result.current).toBe('Late arrival');
});

test('a pack of a language the page does not read re-renders nothing', async () => {
  await setLanguage('EN');
  let renders = 0;
  renderHook(() => {
    renders += 1;
    return useLanguage();
  });
  const before = renders;
  act(() => addRemoteLocales('otherRemote', { JA: { title: 'タイトル' } }));
  expect(renders).toBe(before);
  act(() => addRemoteLocales('otherRemote', { EN: { title: 'Title' } }));
  expect(renders).toBe(before + 1);
});

describe("a remote's packs loaded on demand (lazyLocales, platform 1.8)", () => {
  const deferred = () => {
    let resolve!: (pack: Record<string, unknown>) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<Record<string, unknown>>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  test('only the language in use loads; the wait is one promise until the pack is there', async () => {
    await setLanguage('EN');
    const pt = jest.fn(() => Promise.resolve({ hello: 'Olá' }));
    addRemoteLocales('lazyA', { EN: { hello: 'Hello' } }, { PT: pt });
    expect(remotePacksPending('lazyA')).toBeNull();
    expect(pt).not.toHaveBeenCalled();
    const wait = remotePacksPending('lazyA', 'PT');
    expect(wait).not.toBeNull();
    expect(remotePacksPending('lazyA', 'PT')).toBe(wait);
    await wait;
    expect(remotePacksPending('lazyA', 'PT')).toBeNull();
    expect(pt).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'lazyA', lng: languageOf('PT').tag })).toBe('Olá');
  });

  test("a language switch waits for every loaded remote's pack, so the first render after it reads the new language", async () => {
    await setLanguage('EN');
    const br = deferred();
    const pt = deferred();
    addRemoteLocales('lazyB', { EN: { a: 'A en', b: 'B en' } }, { 'PT-BR': () => br.promise, PT: () => pt.promise });
    let switched = false;
    const switching = setLanguage('PT-BR').then(() => (switched = true));
    await Promise.resolve();
    expect(switched).toBe(false);
    // PT-BR reads PT where it has no string of its own: both packs before the switch.
    br.resolve({ a: 'A br' });
    await new Promise((r) => setTimeout(r, 0));
    expect(switched).toBe(false);
    pt.resolve({ a: 'A pt', b: 'B pt' });
    await switching;
    expect(i18n.t('a', { ns: 'lazyB' })).toBe('A br');
    expect(i18n.t('b', { ns: 'lazyB' })).toBe('B pt');
    await setLanguage('EN');
  });

  test('a pack that fails to load reads EN meanwhile and is asked again next time', async () => {
    await setLanguage('EN');
    const first = deferred();
    const cn = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ hi: '你好' });
    addRemoteLocales('lazyC', { EN: { hi: 'Hi' } }, { CN: cn });
    first.reject(new Error('offline'));
    await setLanguage('CN');
    expect(i18n.t('hi', { ns: 'lazyC' })).toBe('Hi');
    await remotePacksPending('lazyC');
    expect(cn).toHaveBeenCalledTimes(2);
    expect(i18n.t('hi', { ns: 'lazyC' })).toBe('你好');
    await setLanguage('EN');
  });
});

test("another version of a remote loads its own packs, and the registry's titles leave a module's loaders alone", async () => {
  await setLanguage('PT');
  addRemoteLocales('lazyD', { EN: { hi: 'Hi' } }, { PT: () => Promise.resolve({ hi: 'Olá v1' }) });
  await remotePacksPending('lazyD');
  expect(i18n.t('hi', { ns: 'lazyD' })).toBe('Olá v1');
  // The registry's route titles arrive again (no loaders): nothing to load, nothing forgotten.
  addRemoteLocales('lazyD', { PT: { title: { x: 'X' } } });
  expect(remotePacksPending('lazyD')).toBeNull();
  // A release reaches the tab: version 2's module brings its own PT pack.
  addRemoteLocales('lazyD', { EN: { hi: 'Hi' } }, { PT: () => Promise.resolve({ hi: 'Olá v2' }) });
  const wait = remotePacksPending('lazyD');
  expect(wait).not.toBeNull();
  await wait;
  expect(i18n.t('hi', { ns: 'lazyD' })).toBe('Olá v2');
  await setLanguage('EN');
});
