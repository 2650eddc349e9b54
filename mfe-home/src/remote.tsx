import { lazy, type ComponentType } from 'react';
import { HOME_ALIASES, PATHS } from '@tessera/contract';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { en } from './locales/en';
import { requires, routes } from './routes';

// Named: the server preloads this chunk group (page-home) in the HTML of home's routes (infra/federation remotePreload.ts).
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const HelpDetailPage = lazy(() => import('./pages/HelpDetailPage'));
const NoticePage = lazy(() => import('./pages/NoticePage'));
const MessagePage = lazy(() => import('./pages/MessagePage'));
const InboxPage = lazy(() => import('./pages/InboxPage'));
const ChatPage = lazy(() => import('./pages/ChatPage'));
const ActivityPage = lazy(() => import('./pages/ActivityPage'));
const AppPage = lazy(() => import('./pages/AppPage'));

/** Each route's page, loaded when the route is first visited. */
const pages: Record<string, ComponentType> = {
  ...Object.fromEntries(HOME_ALIASES.map((path) => [path, HomePage])),
  [PATHS.home]: HomePage,
  [PATHS.help]: HelpPage,
  [PATHS.helpDetail]: HelpDetailPage,
  [PATHS.notice]: NoticePage,
  [PATHS.message]: MessagePage,
  [PATHS.inbox]: InboxPage,
  [PATHS.chat]: ChatPage,
  [PATHS.activity]: ActivityPage,
  [PATHS.app]: AppPage,
};

/** EN comes with the module (every language falls back to it); the others load when a player reads them. */
const lazyLocales = {
  PT: () => import('./locales/pt').then((m) => m.pt),
  'PT-BR': () => import('./locales/ptBR').then((m) => m.ptBR),
  CN: () => import('./locales/cn').then((m) => m.cn),
  UR: () => import('./locales/ur').then((m) => m.ur),
};

/** The one module home exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'home', version, requires, routes, pages: (path) => pages[path] ?? HomePage, locales: { EN: en }, lazyLocales });
