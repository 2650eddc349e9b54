import type { TLocales } from '@tessera/contract';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/ptBR';
import { cn } from './locales/cn';
import { ur } from './locales/ur';

/**
 * The 'lottery' namespace. EN, PT, PT-BR, CN and UR are complete; other languages fall back to EN.
 * One file per language (src/locales/): the module carries EN and loads the others when a player
 * reads them (remote.tsx lazyLocales); the build's route titles and the tests read them all here.
 */
export const locales: TLocales = { EN: en, PT: pt, 'PT-BR': ptBR, CN: cn, UR: ur };
