import type { TLocales } from '@tessera/shared-contracts';

/** The 'games' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      game: 'Game Center',
      gameList: 'Games',
      slotsCenter: 'Slots',
    },
  },
  PT: {
    title: {
      game: 'Central de Jogos',
      gameList: 'Jogos',
      slotsCenter: 'Caça-níqueis',
    },
  },
  'PT-BR': {
    title: {
      game: 'Central de Jogos',
      gameList: 'Jogos',
      slotsCenter: 'Slots',
    },
  },
};
