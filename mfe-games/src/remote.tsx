import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
import { requires, routes } from './routes';

const GameEntryPage = lazy(() => import('./pages/GameEntryPage'));
const GameListPage = lazy(() => import('./pages/GameListPage'));
const SlotsCenterPage = lazy(() => import('./pages/SlotsCenterPage'));
const HotGamesPage = lazy(() => import('./pages/HotGamesPage'));
const LiveRoomPage = lazy(() => import('./pages/LiveRoomPage'));

const PAGES: Record<string, ComponentType> = {
  [PATHS.game]: GameEntryPage,
  [PATHS.gameList]: GameListPage,
  [PATHS.slotsCenter]: SlotsCenterPage,
  [PATHS.hotGames]: HotGamesPage,
  [PATHS.liveRoom]: LiveRoomPage,
};

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module games exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({
  name: 'games',
  version,
  requires,
  routes,
  pages: (path) => PAGES[path] ?? GameEntryPage,
  locales: { EN: en },
  lazyLocales,
});
