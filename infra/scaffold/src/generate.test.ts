import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TLocales, TRouteMeta } from '@tessera/contract';
import { run } from './cli';
import { copyOfRemote, fixtureRoot, snapshotTree } from './fixture';
import { REPO_ROOT } from './generate';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function fixture(): string {
  const root = fixtureRoot(REPO_ROOT);
  roots.push(root);
  return root;
}

/** Runs `npm run new -- <args>` against `root`; returns the exit code and what it printed. */
async function npmRunNew(root: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run([...args, '--root', root], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const src = (root: string, file: string) => join(root, 'mfe-games', 'src', file);
const text = (root: string, file: string) => readFileSync(src(root, file), 'utf8');

/** The edited module as the app would load it (a fresh copy: the same path is loaded again after another run). */
function load<T>(root: string, file: string): T {
  let mod: T | undefined;
  jest.isolateModules(() => {
    mod = require(src(root, file)) as T;
  });
  return mod!;
}

describe('npm run new -- screen', () => {
  test('writes the feature, its page, its strings, its route and its lazy page, and says what it wrote', async () => {
    const root = fixture();
    const { code, out } = await npmRunNew(root, 'screen', 'games', 'GameListPage', '--path', '/m/gameList');
    expect(code).toBe(0);

    const files = [
      'features/gameList/api.ts',
      'features/gameList/hooks.ts',
      'features/gameList/index.ts',
      'features/gameList/components/GameListView.tsx',
      'features/gameList/components/GameListView.test.tsx',
      'pages/GameListPage.tsx',
    ];
    for (const f of files) {
      expect(existsSync(src(root, f))).toBe(true);
      expect(out).toContain(`wrote   mfe-games/src/${f}`);
    }
    expect(out).toMatch(/edited {2}mfe-games\/src\/locales\.ts/);
    expect(out).toMatch(/edited {2}mfe-games\/src\/routes\.ts/);
    expect(out).toMatch(/edited {2}mfe-games\/src\/remote\.tsx/);

    // api.ts is the one place that fetches: a hook over the descriptor through the data layer.
    expect(text(root, 'features/gameList/api.ts')).toContain("import { gameList } from '@tessera/contract/api'");
    expect(text(root, 'features/gameList/api.ts')).toContain('useApiQuery(gameList, input)');
    // The page reads the query string through the platform and composes the feature through its door.
    const page = text(root, 'pages/GameListPage.tsx');
    expect(page).toContain("from '../features/gameList'");
    expect(page).toContain('nav.query.get(');
    expect(page).toContain("t('title.gameList')");

    const { locales } = load<{ locales: TLocales }>(root, 'locales.ts');
    expect(locales.EN).toMatchObject({
      title: { game: 'Game Center', gameList: 'Game List' },
      gameList: { loading: 'Loading…', retry: 'Try again', empty: 'No data' },
    });
    expect(locales.PT).toMatchObject({ title: { gameList: 'Game List' }, gameList: { loading: 'A carregar…', retry: 'Tentar novamente' } });
    expect(locales['PT-BR']).toMatchObject({ title: { gameList: 'Game List' }, gameList: { loading: 'Carregando…', retry: 'Tentar de novo' } });
    expect(out).toContain('translate it in PT and PT-BR');

    const { routes } = load<{ routes: TRouteMeta[] }>(root, 'routes.ts');
    expect(routes.map((r) => r.path)).toEqual(['/m/game', '/m/slotsCenter', '/m/gameList']);
    expect(routes[2]).toEqual({ path: '/m/gameList', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.gameList', access: 'public' });
    expect(text(root, 'routes.ts')).toContain('path: PATHS.gameList');

    const remote = text(root, 'remote.tsx');
    expect(remote).toContain("const GameListPage = lazy(() => import('./pages/GameListPage'));");
    expect(remote).toMatch(/\[PATHS\.gameList\]: GameListPage,/);
    expect(remote).toContain('pages: (path) => pages[path] ?? TitleScreen');
    expect(remote).toMatch(/import \{ PATHS \} from '@tessera\/contract';/);
    expect(remote).toMatch(/import \{ lazy, type ComponentType \} from 'react';/);
  });

  test('refuses to overwrite and then changes nothing at all', async () => {
    const root = fixture();
    expect((await npmRunNew(root, 'screen', 'games', 'GameListPage', '--path', '/m/gameList')).code).toBe(0);
    const before = snapshotTree(root);
    const again = await npmRunNew(root, 'screen', 'games', 'GameListPage', '--path', '/m/gameList');
    expect(again.code).toBe(1);
    expect(again.err).toContain('refusing to overwrite mfe-games/src/pages/GameListPage.tsx');
    // Another page for a route that has one already: refused before anything is written.
    const other = await npmRunNew(root, 'screen', 'games', 'OtherPage', '--feature', 'gameList', '--path', '/m/gameList');
    expect(other.code).toBe(1);
    expect(other.err).toContain('mfe-games/src/remote.tsx: PATHS.gameList has a page already');
    // A feature whose folder exists.
    const feature = await npmRunNew(root, 'feature', 'games', 'gameList');
    expect(feature.code).toBe(1);
    expect(feature.err).toContain('refusing to overwrite mfe-games/src/features/gameList');
    expect(snapshotTree(root)).toEqual(before);
  });

  test('a second page composes an existing feature and keeps the title of the route it takes', async () => {
    const root = fixture();
    await npmRunNew(root, 'screen', 'games', 'GameListPage', '--path', '/m/gameList');
    const localesBefore = text(root, 'locales.ts');
    const { code, out } = await npmRunNew(root, 'screen', 'games', 'SlotsCenterPage', '--feature', 'gameList', '--path', '/m/slotsCenter');
    expect(code).toBe(0);
    expect(out).toContain('wrote   mfe-games/src/pages/SlotsCenterPage.tsx');
    expect(out).not.toContain('features/gameList/api.ts');
    expect(text(root, 'pages/SlotsCenterPage.tsx')).toContain("t('title.slotsCenter')");
    expect(text(root, 'locales.ts')).toBe(localesBefore);
    expect(text(root, 'remote.tsx')).toMatch(/\[PATHS\.gameList\]: GameListPage,\s+\[PATHS\.slotsCenter\]: SlotsCenterPage,/);
    expect(load<{ routes: TRouteMeta[] }>(root, 'routes.ts').routes).toHaveLength(3);
  });

  test('without --path the page is written but not routed, and its title is added', async () => {
    const root = fixture();
    const remoteBefore = text(root, 'remote.tsx');
    const { code, out } = await npmRunNew(root, 'screen', 'games', 'PromotionsPage', '--endpoint', 'promotionList');
    expect(code).toBe(0);
    expect(out).toContain('has no route yet');
    expect(text(root, 'remote.tsx')).toBe(remoteBefore);
    expect(text(root, 'features/promotions/api.ts')).toContain('useApiQuery(promotionList, input)');
    expect(load<{ locales: TLocales }>(root, 'locales.ts').locales.EN).toMatchObject({ title: { promotions: 'Promotions' }, promotions: { empty: 'No data' } });
  });

  test.each([
    [['screen', 'casino', 'GameListPage'], 'unknown remote "casino"'],
    [['screen', 'games', 'gameListPage'], 'must be PascalCase'],
    [['screen', 'games', 'Game_ListPage'], 'must be PascalCase'],
    [['screen', 'games', 'GameListPage', '--feature', 'GameList'], 'must be camelCase'],
    [['screen', 'games', 'TitlePage'], 'clashes with a name'],
    [['screen', 'games', 'GameListPage', '--path', '/m/withdraw'], '/m/withdraw belongs to wallet, not games'],
    [['screen', 'games', 'GameListPage', '--path', '/m/casino'], '/m/casino is not in PATHS'],
    [['screen', 'games', 'FavouritesPage'], 'no GET descriptor is named "favourites": say which call the feature reads with --endpoint'],
    [['screen', 'games', 'FavouritesPage', '--endpoint', 'addFavourite'], 'it is a POST'],
    [['screen', 'games', 'FavouritesPage', '--endpoint', 'favouriteGame'], 'no such descriptor'],
    [['screen', 'games', 'FavouritesPage', '--endpoint', 'orderDetail'], 'path parameters'],
    [['screen', 'games', 'FavouritesPage', '--endpoint', 'walletBalance'], 'no list to show'],
    [['screen', 'games', 'WinnersPage', '--endpoint', 'winnerBoard'], 'no text field to show'],
    [['screen', 'games', 'MerchantsPage', '--endpoint', 'listMerchants'], 'operator call'],
    [['feature', 'games', 'favourites', '--path', '/m/game'], 'feature takes only --endpoint'],
    [['screen', 'games', 'GameListPage', '--colour', 'red'], 'unknown option --colour'],
  ])('refuses %j', async (args, message) => {
    const root = fixture();
    const before = snapshotTree(root);
    const { code, err } = await npmRunNew(root, ...args);
    expect(code).toBe(1);
    expect(err).toContain(message);
    expect(snapshotTree(root)).toEqual(before);
  });

  test('usage for a bad command line, and the list of descriptors a feature can read', async () => {
    const root = fixture();
    const bad = await npmRunNew(root, 'screen', 'games');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('npm run new -- screen <remote> <PageName>');
    const list = await npmRunNew(root, 'endpoints');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^gameList\s+auth none$/m);
    expect(list.out).toMatch(/^favouriteGames\s+auth member$/m);
    expect(list.out).not.toMatch(/^addFavourite\b/m);
  });

  test("home's page also takes home's other addresses", async () => {
    const root = copyOfRemote(REPO_ROOT, 'home');
    roots.push(root);
    const { code } = await npmRunNew(root, 'screen', 'home', 'HomePage', '--feature', 'hotGames', '--path', '/m/home');
    expect(code).toBe(0);
    const remote = readFileSync(join(root, 'mfe-home', 'src', 'remote.tsx'), 'utf8');
    expect(remote).toMatch(/\[PATHS\.home\]: HomePage,\s+\.\.\.Object\.fromEntries\(HOME_ALIASES\.map\(\(path\) => \[path, HomePage\]\)\),/);
    expect(remote).toMatch(/import \{ PATHS, HOME_ALIASES \} from '@tessera\/contract';/);
    // Home's route (its titleKey in the shared \`home\` object) is kept, not added a second time.
    expect(readFileSync(join(root, 'mfe-home', 'src', 'routes.ts'), 'utf8').match(/PATHS\.home\b/g)).toHaveLength(1);
    expect(readFileSync(join(root, 'mfe-home', 'src', 'pages', 'HomePage.tsx'), 'utf8')).toContain("t('title.home')");
  });
});

describe('npm run new -- feature', () => {
  test('writes the feature folder and its strings, and leaves pages, routes and remote.tsx alone', async () => {
    const root = fixture();
    const before = snapshotTree(root);
    const { code, out } = await npmRunNew(root, 'feature', 'games', 'favourites', '--endpoint', 'favouriteGames');
    expect(code).toBe(0);
    expect(out).toContain('wrote   mfe-games/src/features/favourites/components/FavouritesView.tsx');
    expect(text(root, 'features/favourites/hooks.ts')).toContain('value.content.map(');
    expect(load<{ locales: TLocales }>(root, 'locales.ts').locales['PT-BR']).toMatchObject({ favourites: { error: 'Falha ao carregar' } });
    const after = snapshotTree(root);
    for (const f of ['mfe-games/src/routes.ts', 'mfe-games/src/remote.tsx', 'mfe-games/src/pages/TitleScreen.tsx']) expect(after[f]).toBe(before[f]);
  });
});
