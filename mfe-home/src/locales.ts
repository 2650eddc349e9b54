import type { TLocales } from '@tessera/shared-contracts';

/** The 'home' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      home: 'Home',
      help: 'Help Center',
      helpDetail: 'Help Center',
      notice: 'Announcement',
      message: 'Messages',
      webEmail: 'Inbox',
      activity: 'Promotion',
      app: 'App Download',
    },
  },
  PT: {
    title: {
      home: 'Início',
      help: 'Central de Ajuda',
      helpDetail: 'Central de Ajuda',
      notice: 'Anúncio',
      message: 'Mensagens',
      webEmail: 'Caixa de Entrada',
      activity: 'Promoção',
      app: 'Baixar o App',
    },
  },
  'PT-BR': {
    title: {
      home: 'Início',
      help: 'Central de Ajuda',
      helpDetail: 'Central de Ajuda',
      notice: 'Avisos',
      message: 'Mensagens',
      webEmail: 'Caixa de Entrada',
      activity: 'Promoções',
      app: 'Baixar o App',
    },
  },
};
