import { lazy } from 'react';
import { defineRemote } from '@tessera/platform-sdk';
import { version } from '../package.json';
import { locales } from './locales';
import { requires, routes } from './routes';

const HomePage = lazy(() => import('./pages/HomePage'));

/** The one module example exposes (./remote): its routes, lazily loaded pages and i18n namespace. */
export default defineRemote({ name: 'example', version, requires, routes, pages: () => HomePage, locales });
