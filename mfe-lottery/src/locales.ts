import type { TLocales } from '@tessera/shared-contracts';

/** The 'lottery' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      lottery: 'Lottery',
      startLottery: 'Lottery',
      launchGame: 'Lottery Game',
    },
  },
  PT: {
    title: {
      lottery: 'Loteria',
      startLottery: 'Loteria',
      launchGame: 'Jogo de Loteria',
    },
  },
  'PT-BR': {
    title: {
      lottery: 'Loteria',
      startLottery: 'Loteria',
      launchGame: 'Jogo de Loteria',
    },
  },
};
