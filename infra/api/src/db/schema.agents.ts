import type { Generated } from 'kysely';
import type { TBigint } from './columns';

/** Tables of migration 0014_agents (added to DB in schema.ts). */
export interface AgentsTables {
  agent_rebates: AgentRebatesTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
}

export interface AgentRebatesTable {
  member_id: number;
  merchant_code: string;
  /** Tenths of a percent (15 = 1.5 %). */
  rate_tenths: number;
  updated_at: string;
}

export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** dailySalary | dividend | hourlySalary */
  kind: string;
  label: string;
  /** JSON array of { minTurnoverMinor, value }. */
  tiers: string;
  /** pending | accepted | declined | withdrawn (a newer offer came) | replaced (a newer contract was accepted) */
  status: string;
  offered_at: string;
  responded_at: string | null;
}

export interface AgentSettlementsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** salary | dividend */
  kind: string;
  /** YYYY-MM-DD (salary) or YYYY-MM (dividend). */
  period: string;
  contract_id: number;
  turnover_minor: TBigint;
  profit_minor: TBigint;
  tier: string | null;
  amount_minor: TBigint;
  transaction_id: number | null;
  created_at: string;
}
