import type { Generated } from 'kysely';
import type { TBigint } from './columns';

/** Tables of migration 0021_agent_extras (added to DB in schema.ts). */
export interface AgentExtrasTables {
  agent_salary_applications: AgentSalaryApplicationsTable;
  agent_notices: AgentNoticesTable;
  agent_registration_settings: AgentRegistrationSettingsTable;
  agent_quotas: AgentQuotasTable;
}

export interface AgentSalaryApplicationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** YYYY-MM-DD */
  period: string;
  contract_id: number;
  turnover_minor: TBigint;
  profit_minor: TBigint;
  /** JSON of the tier reached. */
  tier: string | null;
  amount_minor: TBigint;
  /** pending | approved | rejected | settled */
  status: string;
  settlement_id: number | null;
  created_at: string;
  processed_at: string | null;
  processed_by: string | null;
}

export interface AgentNoticesTable {
  id: Generated<number>;
  settlement_id: number;
  merchant_code: string;
  member_id: number;
  /** dividend */
  kind: string;
  period: string;
  title: string;
  content: string;
  amount_minor: TBigint;
  inbox_message_id: number | null;
  created_at: string;
}

export interface AgentRegistrationSettingsTable {
  member_id: number;
  merchant_code: string;
  /** Tenths of a percent, the rate of members who register through the agent's links (until set). */
  default_rate_tenths: number;
  updated_at: string;
}

export interface AgentQuotasTable {
  member_id: number;
  merchant_code: string;
  rate_tenths: number;
  /** Direct downlines the agent may have at this rebate rate. */
  quota: number;
}
