import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
import { requires, routes } from './routes';

const LotteryLobbyPage = lazy(() => import('./pages/LotteryLobbyPage'));
const LaunchGamePage = lazy(() => import('./pages/LaunchGamePage'));
const LotteryHistoryPage = lazy(() => import('./pages/LotteryHistoryPage'));

const PAGES: Record<string, ComponentType> = {
  [PATHS.lottery]: LotteryLobbyPage,
  [PATHS.startLottery]: LotteryLobbyPage,
  [PATHS.launchGame]: LaunchGamePage,
  [PATHS.lotteryHistory]: LotteryHistoryPage,
};

/** The one module lottery exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'lottery', version, requires, routes, pages: (path) => PAGES[path] ?? LotteryLobbyPage, locales });
