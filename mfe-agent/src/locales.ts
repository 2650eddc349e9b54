import type { TLocales } from '@tessera/shared-contracts';

/** The 'agent' namespace. EN, PT and PT-BR are complete; other languages fall back to EN. */
export const locales: TLocales = {
  EN: {
    title: {
      salaryContract: "Daily Salary Contract",
      dividendContract: "Dividend Contract",
      hourContract: "Hourly Salary Contract",
    },
  },
  PT: {
    title: {
      salaryContract: "Contrato de Salário Diário",
      dividendContract: "Contrato de Dividendos",
      hourContract: "Contrato de Salário por Hora",
    },
  },
  'PT-BR': {
    title: {
      salaryContract: "Contrato de Salário Diário",
      dividendContract: "Contrato de Dividendos",
      hourContract: "Contrato de Salário por Hora",
    },
  },
};
