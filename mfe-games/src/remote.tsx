import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
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

/** The one module games exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({
  name: 'games',
  version,
  requires,
  routes,
  pages: (path) => PAGES[path] ?? GameEntryPage,
  locales,
});
