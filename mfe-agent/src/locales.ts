import type { TLocales } from '@tessera/shared-contracts';

/** The 'agent' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      salaryContract: 'Daily Salary Contract',
      dividendContract: 'Dividend Contract',
      hourContract: 'Hourly Salary Contract',
    },
    // White-label menu labels of the agent entries (shared-contracts/src/api/whitelabel.ts MENU_ENTRIES).
    menu: {
      agentCenter: 'Agent Center',
      teamManagement: 'Team Management',
      teamBetting: 'Team Betting',
    },
  },
  PT: {
    title: {
      salaryContract: 'Contrato de Salário Diário',
      dividendContract: 'Contrato de Dividendos',
      hourContract: 'Contrato de Salário por Hora',
    },
    menu: {
      agentCenter: 'Central do Agente',
      teamManagement: 'Gestão de Equipa',
      teamBetting: 'Apostas da Equipa',
    },
  },
  'PT-BR': {
    title: {
      salaryContract: 'Contrato de Salário Diário',
      dividendContract: 'Contrato de Dividendos',
      hourContract: 'Contrato de Salário por Hora',
    },
    menu: {
      agentCenter: 'Central do Agente',
      teamManagement: 'Gestão de Equipe',
      teamBetting: 'Apostas da Equipe',
    },
  },
};
