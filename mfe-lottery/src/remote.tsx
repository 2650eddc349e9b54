import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
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

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module lottery exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'lottery', version, requires, routes, pages: (path) => PAGES[path] ?? LotteryLobbyPage, locales: { EN: en }, lazyLocales });
