import { PLATFORM_VERSION } from '@tessera/contract';
import { allLocales, expectValidRemote, remoteContractProblems } from './expectValidRemote';

const Page = () => null;
const good = () => ({
  name: 'games',
  version: '1.2.0',
  requires: { platform: '^1' },
  routes: ['/m/game', '/m/gameList', '/m/slotsCenter', '/m/hotGames', '/m/liveRoom'].map((path) => ({
    path,
    header: 'shown',
    footer: 'shown',
    back: 'history',
    titleKey: 'title.x',
    access: 'public',
    component: Page,
  })),
  locales: {
    EN: { title: { x: 'X' } },
    PT: { title: { x: 'X pt' } },
    'PT-BR': { title: { x: 'X br' } },
    CN: { title: { x: 'X 中文' } },
    UR: { title: { x: 'X اردو' } },
  },
});

test('a remote that keeps the contract passes', () => {
  expect(remoteContractProblems(good())).toEqual([]);
  expect(() => expectValidRemote(good())).not.toThrow();
});

test('routes another remote owns, and owned routes left out, are reported', () => {
  const mod = good();
  mod.routes[0]!.path = '/m/withdraw';
  const problems = remoteContractProblems(mod);
  expect(problems).toContain('route /m/withdraw is not owned by games');
  expect(problems).toContain('route /m/game owned by games is missing');
});

test('an unmet platform requirement is reported', () => {
  expect(remoteContractProblems({ ...good(), requires: { platform: '^2' } })).toEqual([`requires platform ^2 but the contract is ${PLATFORM_VERSION}`]);
});

test('incomplete PT/PT-BR packs and missing titles are reported', () => {
  const mod = good();
  mod.locales = { EN: { title: { x: 'X', y: 'Y' } }, PT: { title: { x: 'X' } }, 'PT-BR': { title: {} } } as never;
  const problems = remoteContractProblems(mod);
  expect(problems).toContain('locales.PT lacks title.y');
  expect(problems).toContain('locales.PT-BR has no title title.x for /m/game');
});

test('a malformed module is rejected with the field that is wrong', () => {
  expect(remoteContractProblems({ ...good(), version: 'latest' })[0]).toMatch(/^version:/);
  expect(remoteContractProblems({ ...good(), routes: [{ path: '/m/game' }] }).length).toBeGreaterThan(0);
  expect(() => expectValidRemote(null)).toThrow(/breaks the contract/);
});

test('a remote outside the spec serves paths of its own: none the spec gives the shell or another remote', () => {
  const sports = { ...good(), name: 'sports' };
  sports.routes = sports.routes.slice(0, 2);
  sports.routes[0]!.path = '/m/sports';
  sports.routes[1]!.path = '/m/sports/live';
  expect(remoteContractProblems(sports)).toEqual([]);
  sports.routes[1]!.path = '/m/voucherCenter';
  expect(remoteContractProblems(sports)).toEqual([
    'route /m/voucherCenter belongs to wallet (ROUTE_OWNERSHIP); a remote outside the spec serves paths of its own',
  ]);
  sports.routes[1]!.path = '/m/sports';
  expect(remoteContractProblems(sports)).toContain('route paths are not unique');
  expect(remoteContractProblems({ ...sports, routes: [] })).toContain('a remote outside the spec serves at least one route');
  expect(remoteContractProblems({ ...sports, name: 'shell' })[0]).toMatch(/^name:/);
});

test('a CN or UR pack lacking a key of EN, or changing its placeholders, is reported; CN needs no "one" form', () => {
  const mod = good();
  mod.locales = {
    EN: { title: { x: 'X' }, list: { count_one: '{{count}} record', count_other: '{{count}} records' }, hint: 'Up to {{amount}}' },
    PT: {
      title: { x: 'X' },
      list: { count_one: '{{count}} registo', count_many: '{{count}} registos', count_other: '{{count}} registos' },
      hint: 'Até {{amount}}',
    },
    'PT-BR': {
      title: { x: 'X' },
      list: { count_one: '{{count}} registro', count_many: '{{count}} registros', count_other: '{{count}} registros' },
      hint: 'Até {{amount}}',
    },
    // CN: only the "other" form (Intl.PluralRules('zh-CN')), and a placeholder renamed.
    CN: { title: { x: 'X' }, list: { count_other: '{{count}} 条记录' }, hint: '最多 {{money}}' },
    // UR: one/other, and a key missing.
    UR: { title: { x: 'X' }, list: { count_one: '{{count}} ریکارڈ', count_other: '{{count}} ریکارڈز' } },
  } as never;
  expect(remoteContractProblems(mod)).toEqual(['locales.CN hint: placeholders ["money"] differ from EN\'s ["amount"]', 'locales.UR lacks hint']);
});

describe('language packs on demand (lazyLocales, platform 1.8)', () => {
  const lazyGood = () => {
    const { locales, ...rest } = good();
    return {
      ...rest,
      locales: { EN: locales.EN },
      lazyLocales: {
        PT: () => Promise.resolve(locales.PT),
        'PT-BR': () => Promise.resolve(locales['PT-BR']),
        CN: () => Promise.resolve(locales.CN),
        UR: () => Promise.resolve(locales.UR),
      },
    };
  };

  test('checked once loaded: allLocales gives every pack, and the module then passes', async () => {
    const mod = lazyGood();
    const all = await allLocales(mod);
    expect(Object.keys(all).sort()).toEqual(['CN', 'EN', 'PT', 'PT-BR', 'UR']);
    expect(remoteContractProblems(mod, all)).toEqual([]);
    expect(remoteContractProblems(mod)).toEqual(['lazyLocales are checked once loaded: pass allLocales(remote) as resolved (testRemoteContract does)']);
  });

  test('a lazy pack missing a title is reported like an inline one', async () => {
    const mod = { ...lazyGood(), lazyLocales: { ...lazyGood().lazyLocales, CN: () => Promise.resolve({ title: {} }) } };
    expect(remoteContractProblems(mod, await allLocales(mod))).toContain('locales.CN has no title title.x for /m/game');
  });

  test('EN comes with the module, and a language lives in one place only', async () => {
    const mod = { ...lazyGood(), locales: { EN: { title: { x: 'X' } }, PT: { title: { x: 'X pt' } } } };
    const withLazyEn = { ...mod, lazyLocales: { ...mod.lazyLocales, EN: () => Promise.resolve({ title: { x: 'X' } }) } };
    const problems = remoteContractProblems(withLazyEn, await allLocales(withLazyEn));
    expect(problems).toContain('lazyLocales.EN: EN is the language every other falls back to, so it comes with the module (locales.EN)');
    expect(problems).toContain('locales.PT is also in lazyLocales: one place per language');
  });

  test('a loader that is not a function breaks the shape; one that answers no pack fails allLocales', async () => {
    expect(remoteContractProblems({ ...lazyGood(), lazyLocales: { PT: 'pt.json' } })).toEqual([
      'lazyLocales.PT: a lazy language pack is a function that loads it',
    ]);
    await expect(allLocales({ locales: {}, lazyLocales: { PT: () => Promise.resolve(null as never) } })).rejects.toThrow(
      'lazyLocales.PT loaded null, not a pack',
    );
  });
});
