import type { TLocales } from '@tessera/shared-contracts';

/** The 'member' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      memberHome: 'Member Center',
      manualRebate: 'Single Cash Back',
      benefits: 'VIP Room',
      inviteFriends: 'Invite Friends',
      rewardCenter: 'Reward Center',
      gameRecord: 'Betting Record',
      transactionRecord: 'Account Record',
      securityCenter: 'Security Center',
      profitAndLoss: 'Profit and Loss',
    },
  },
  PT: {
    title: {
      memberHome: 'Área do Membro',
      manualRebate: 'Reembolso Único',
      benefits: 'Sala VIP',
      inviteFriends: 'Convidar Amigos',
      rewardCenter: 'Central de Recompensas',
      gameRecord: 'Registro de Apostas',
      transactionRecord: 'Registro da Conta',
      securityCenter: 'Central de Segurança',
      profitAndLoss: 'Lucros e Perdas',
    },
  },
  'PT-BR': {
    title: {
      memberHome: 'Central do Membro',
      manualRebate: 'Cashback Único',
      benefits: 'Sala VIP',
      inviteFriends: 'Convidar Amigos',
      rewardCenter: 'Central de Recompensas',
      gameRecord: 'Histórico de Apostas',
      transactionRecord: 'Extrato da Conta',
      securityCenter: 'Central de Segurança',
      profitAndLoss: 'Lucros e Perdas',
    },
  },
};
