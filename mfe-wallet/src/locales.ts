import type { TLocales } from '@tessera/shared-contracts';

/** The 'wallet' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      voucherCenter: 'Deposit',
      vouReport: 'Deposit Record',
      withdraw: 'Withdrawal',
    },
  },
  PT: {
    title: {
      voucherCenter: 'Depósito',
      vouReport: 'Registro de Depósitos',
      withdraw: 'Saque',
    },
  },
  'PT-BR': {
    title: {
      voucherCenter: 'Depósito',
      vouReport: 'Histórico de Depósitos',
      withdraw: 'Saque',
    },
  },
};
