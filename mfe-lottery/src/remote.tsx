import { lazy } from 'react';
import { defineRemote } from '@tessera/shared-contracts';
import { version } from '../package.json';
import { locales } from './locales';
import { requires, routes } from './routes';

const TitleScreen = lazy(() => import('./pages/TitleScreen'));

/** The one module lottery exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'lottery', version, requires, routes, pages: () => TitleScreen, locales });
