// A small remote with the shape the generator edits (routes.ts, locales.ts, remote.tsx as the
// real remotes write them), for the generator's tests. Its routes.ts leaves /m/gameList out, so a
// test can see a route being added.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const FILES: Record<string, string> = {
  'package.json': '{ "name": "@tessera/mfe-games", "version": "1.0.0", "private": true }\n',
  'src/routes.ts': `import { PATHS, type TRouteMeta } from '@tessera/contract';

export const requires = { platform: '^1' };

export const routes: TRouteMeta[] = [
  { path: PATHS.game, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.game', access: 'public' },
  { path: PATHS.slotsCenter, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.slotsCenter', access: 'public' },
];
`,
  'src/locales.ts': `import type { TLocales } from '@tessera/contract';

export const locales: TLocales = {
  EN: {
    title: {
      game: "Game Center",
      slotsCenter: "Slots",
    },
  },
  PT: {
    title: {
      game: "Central de Jogos",
      slotsCenter: "Caça-níqueis",
    },
  },
  'PT-BR': {
    title: {
      game: "Central de Jogos",
      slotsCenter: "Slots",
    },
  },
  CN: {
    title: {
      game: "游戏中心",
      slotsCenter: "电子游戏",
    },
  },
  UR: {
    title: {
      game: "گیم سینٹر",
      slotsCenter: "سلاٹس",
    },
  },
};
`,
  'src/remote.tsx': `import { lazy } from 'react';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
import { requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));

/** The one module games exposes. */
export default defineRemote({ name: 'games', version, requires, routes, pages: () => TitleScreen, locales });
`,
  'src/pages/TitleScreen.tsx': `import { createTitleScreen } from '@tessera/platform-sdk';
import { routes } from '../routes';

export default createTitleScreen('games', routes);
`,
};

/** A fresh temporary root holding the fixture as mfe-games, resolving packages through the repository's node_modules. */
export function fixtureRoot(repoRoot: string): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-scaffold-'));
  for (const [file, text] of Object.entries(FILES)) {
    const path = join(root, 'mfe-games', file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * A temporary root holding a real remote as it stood on its first day: its package.json, its real
 * routes, locales and contract test, and every route rendering the title screen — none of the
 * pages and features its team has built since, so the generator has every owned path to wire
 * however far the real remote has come. Packages resolve through the repository's node_modules.
 */
export function copyOfRemote(repoRoot: string, remote: string): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-scaffold-'));
  const from = join(repoRoot, `mfe-${remote}`);
  const to = join(root, `mfe-${remote}`);
  // A remote's packs one file per language (src/locales/<lang>.ts) come along with locales.ts.
  const packs = existsSync(join(from, 'src', 'locales')) ? readdirSync(join(from, 'src', 'locales')).map((f) => `src/locales/${f}`) : [];
  for (const file of ['package.json', 'src/routes.ts', 'src/locales.ts', ...packs, 'src/remote.test.tsx']) {
    mkdirSync(join(to, file, '..'), { recursive: true });
    writeFileSync(join(to, file), readFileSync(join(from, file)));
  }
  mkdirSync(join(to, 'src', 'pages'), { recursive: true });
  writeFileSync(
    join(to, 'src', 'remote.tsx'),
    `import { lazy } from 'react';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
import { requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));

/** The one module ${remote} exposes. */
export default defineRemote({ name: '${remote}', version, requires, routes, pages: () => TitleScreen, locales });
`,
  );
  writeFileSync(
    join(to, 'src', 'pages', 'TitleScreen.tsx'),
    `import { createTitleScreen } from '@tessera/platform-sdk';
import { routes } from '../routes';

export default createTitleScreen('${remote}', routes);
`,
  );
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** Every file under `root` (but node_modules) with its text: to show that a refused run changed nothing. */
export function snapshotTree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      if (e === 'node_modules') continue;
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(root, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(root);
  return out;
}
