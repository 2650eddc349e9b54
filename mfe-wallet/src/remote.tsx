import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
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

/** The one module wallet exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'wallet', version, requires, routes, pages: (path) => pages[path] ?? TitleScreen, locales });
