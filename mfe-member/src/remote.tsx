import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
import { PROFILE_PATH, requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));

/** Each built page, lazily loaded; a route without one still shows its title. */
const PAGES: Record<string, ComponentType> = {
  [PATHS.memberHome]: lazy(() => import('./pages/MemberHomePage')),
  [PATHS.gameRecord]: lazy(() => import('./pages/GameRecordPage')),
  [PATHS.transactionRecord]: lazy(() => import('./pages/TransactionRecordPage')),
  [PATHS.profitAndLoss]: lazy(() => import('./pages/ProfitAndLossPage')),
  [PATHS.securityCenter]: lazy(() => import('./pages/SecurityCenterPage')),
  [PATHS.manualRebate]: lazy(() => import('./pages/ManualRebatePage')),
  [PATHS.rewardCenter]: lazy(() => import('./pages/RewardCenterPage')),
  [PATHS.inviteFriends]: lazy(() => import('./pages/InviteFriendsPage')),
  [PATHS.benefits]: lazy(() => import('./pages/BenefitsPage')),
  [PATHS.teamKpi]: lazy(() => import('./pages/TeamKpiPage')),
  [PATHS.teamDownlines]: lazy(() => import('./pages/TeamDownlinesPage')),
  [PATHS.teamPnl]: lazy(() => import('./pages/TeamPnlPage')),
  [PATHS.responsibleGambling]: lazy(() => import('./pages/ResponsibleGamblingPage')),
  [PROFILE_PATH]: lazy(() => import('./pages/ProfilePage')),
};

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module member exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'member', version, requires, routes, pages: (path) => PAGES[path] ?? TitleScreen, locales: { EN: en }, lazyLocales });
