import type { TLocales } from '@tessera/contract';

/** The 'example' namespace. EN, PT and PT-BR are complete (the contract test checks it); other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: { home: 'Example' },
    home: {
      intro: 'This page comes from the remote "example", built and released on its own.',
      greeting: 'Hello, {{name}}',
      visitor: 'Sign in to see your account here.',
      action: 'Say hello',
      done: 'Hello from example',
    },
  },
  PT: {
    title: { home: 'Exemplo' },
    home: {
      intro: 'Esta página vem do remoto "example", construído e publicado à parte.',
      greeting: 'Olá, {{name}}',
      visitor: 'Inicie sessão para ver aqui a sua conta.',
      action: 'Dizer olá',
      done: 'Olá do example',
    },
  },
  'PT-BR': {
    title: { home: 'Exemplo' },
    home: {
      intro: 'Esta página vem do remoto "example", criado e publicado à parte.',
      greeting: 'Olá, {{name}}',
      visitor: 'Entre para ver sua conta aqui.',
      action: 'Dizer olá',
      done: 'Olá do example',
    },
  },
};
