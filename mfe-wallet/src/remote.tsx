import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
import { requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));
const WithdrawPage = lazy(() => import('./pages/WithdrawPage'));
const DepositPage = lazy(() => import('./pages/DepositPage'));
const DepositRecordsPage = lazy(() => import('./pages/DepositRecordsPage'));

/** Each route's page; a route without one shows its translated title (TitleScreen) until its screen is built. */
const pages: Record<string, ComponentType> = {
  [PATHS.withdraw]: WithdrawPage,
  [PATHS.deposit]: DepositPage,
  [PATHS.depositRecord]: DepositRecordsPage,
};

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module wallet exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'wallet', version, requires, routes, pages: (path) => pages[path] ?? TitleScreen, locales: { EN: en }, lazyLocales });
