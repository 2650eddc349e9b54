import { lazy, type ComponentType } from 'react';
import { PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
import { requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));
const pages: Record<string, ComponentType> = {
  [PATHS.salaryContract]: lazy(() => import('./pages/SalaryContractPage')),
  [PATHS.dividendContract]: lazy(() => import('./pages/DividendContractPage')),
  [PATHS.hourContract]: lazy(() => import('./pages/HourContractPage')),
  [PATHS.agentCenter]: lazy(() => import('./pages/AgentCenterPage')),
  [PATHS.agentLinks]: lazy(() => import('./pages/AgentLinksPage')),
  [PATHS.agentRebates]: lazy(() => import('./pages/AgentRebatesPage')),
  [PATHS.agentTransfer]: lazy(() => import('./pages/AgentTransferPage')),
  [PATHS.agentSalary]: lazy(() => import('./pages/AgentSalaryPage')),
  [PATHS.agentDividend]: lazy(() => import('./pages/AgentDividendPage')),
  [PATHS.agentNewDownline]: lazy(() => import('./pages/AgentNewDownlinePage')),
};

/**
 * Widgets the shell mounts outside the routes. `contractPrompt`: spec §4's agent prompts (the
 * contract-request dialogs after login and session renewal); mount it once, inside the platform
 * and the layout, on every page: it renders nothing for visitors, trial users and types 4, 40-42.
 */
const widgets: Record<string, ComponentType> = {
  contractPrompt: lazy(() => import('./features/contractPrompt').then((m) => ({ default: m.ContractPrompt }))),
};

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module agent exposes (./remote): its routes, lazily loaded pages, widgets and i18n namespace. */
export default defineRemote({
  name: 'agent',
  version,
  requires,
  routes,
  pages: (path) => pages[path] ?? TitleScreen,
  widgets,
  locales: { EN: en },
  lazyLocales,
});
