import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZPageQuery } from './games';

// Agent calls (spec §3 contract request response, §4 agent prompts, §6 agents are all member types
// but 4, 40, 41, 42, §7 "Agent, wallet and other groups"): contract offers (daily salary, dividend,
// hourly salary), team KPI and PNL over the member tree (members.parent_id), direct downlines and
// their rebate rates, salary and dividend projections and history, transfers to downlines.

export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];
/** How often a contract of each kind pays: a day, a calendar month, an hour. */
export const CONTRACT_PERIODS = { dailySalary: 'day', dividend: 'month', hourlySalary: 'hour' } as const;
export const MAX_CONTRACT_TIERS = 10;
export const MAX_TRANSFERS_PER_CALL = 20;
/** The longest from/to range of the team reports, in days. */
export const MAX_AGENT_REPORT_DAYS = 93;

/** Money as a decimal string with the currency's places ("12.50"). */
const ZMoney = z.string().check(z.regex(/^\d{1,15}(\.\d{1,4})?$/));
/** YYYY-MM-DD (UTC day). */
const ZDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A member id in the path: at most 9 digits, so it always fits the INTEGER column. */
const ZMemberIdParam = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const ZContractKind = z.enum(CONTRACT_KINDS);

export const ZContractTier = z.object({
  /** Team turnover (downlines' bets, all levels) in the period from which the tier applies. */
  minTurnover: z.string(),
  /** dailySalary / hourlySalary: the salary amount; dividend: the percentage of the team's loss ("12.5"). */
  value: z.string(),
});
export type TContractTier = z.infer<typeof ZContractTier>;

export const ZContractTerms = z.object({
  /** Type / period label shown in the prompt ("Daily salary A"). */
  label: z.string(),
  period: z.enum(['day', 'month', 'hour']),
  tiers: z.array(ZContractTier),
});
export type TContractTerms = z.infer<typeof ZContractTerms>;

export const ZContractOffer = z.object({ requestId: z.number(), terms: ZContractTerms, offeredAt: z.string() });
export const ZContract = z.object({ contractId: z.number(), terms: ZContractTerms, acceptedAt: z.string() });

export const contractRequests = defineEndpoint({
  name: 'contractRequests',
  method: 'GET',
  path: '/api/v1/agent/contracts/requests',
  auth: 'member',
  summary: "Pending contract requests (spec §3): each field is the pending request's label, '' when none is pending. Non-agent types (4, 40, 41, 42): 403 NOT_AGENT",
  tags: ['agents'],
  response: z.object({ dailysalreqtype: z.string(), divtypecompperiodreq: z.string(), contracthoursalreq: z.string() }),
});

export const contractTerms = defineEndpoint({
  name: 'contractTerms',
  method: 'GET',
  path: '/api/v1/agent/contracts/:kind',
  auth: 'member',
  summary: 'The pending offer (if any) and the accepted contract (if any) of one kind: dailySalary, dividend or hourlySalary',
  tags: ['agents'],
  params: z.object({ kind: ZContractKind }),
  response: z.object({ kind: ZContractKind, pending: z.nullable(ZContractOffer), current: z.nullable(ZContract) }),
});

export const respondContract = defineEndpoint({
  name: 'respondContract',
  method: 'POST',
  path: '/api/v1/agent/contracts/:kind/respond',
  auth: 'member',
  summary: 'Accept or decline a pending offer, once (AGENT_CONTRACT_ANSWERED after that); accepting replaces the current contract of the kind',
  tags: ['agents'],
  params: z.object({ kind: ZContractKind }),
  body: z.strictObject({ requestId: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)), decision: z.enum(['accept', 'decline']) }),
  response: z.object({ requestId: z.number(), status: z.enum(['accepted', 'declined']), current: z.nullable(ZContract) }),
});

const ZTermsInput = z.strictObject({
  label: z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[^\u0000-\u001f\u007f]*$/)),
  tiers: z.array(z.strictObject({ minTurnover: ZMoney, value: ZMoney })).check(z.minLength(1), z.maxLength(MAX_CONTRACT_TIERS)),
});

export const offerContract = defineEndpoint({
  name: 'offerContract',
  method: 'POST',
  path: '/api/admin/agents/:memberId/contracts',
  auth: 'admin',
  summary: `Offer an agent a contract (a pending request; it replaces a still pending offer of the kind). Tiers: 1-${MAX_CONTRACT_TIERS}, turnover strictly rising; dividend values are percentages up to 100. Audited`,
  tags: ['admin'],
  params: z.object({ memberId: ZMemberIdParam }),
  body: z.strictObject({ kind: ZContractKind, terms: ZTermsInput }),
  response: z.object({ requestId: z.number(), memberId: z.number(), kind: ZContractKind, terms: ZContractTerms, offeredAt: z.string() }),
});

const ZRangeQuery = z.object({ from: z.optional(ZDay), to: z.optional(ZDay) });

export const teamKpi = defineEndpoint({
  name: 'teamKpi',
  method: 'GET',
  path: '/api/v1/agent/team/kpi',
  auth: 'member',
  summary: `Team figures over from..to (UTC days, inclusive, default the last 30 days, at most ${MAX_AGENT_REPORT_DAYS}): all levels of downlines. teamProfit is the team's payouts minus bets`,
  tags: ['agents'],
  query: ZRangeQuery,
  response: z.object({
    from: z.string(),
    to: z.string(),
    teamSize: z.number(),
    directDownlines: z.number(),
    newMembers: z.number(),
    activeBettors: z.number(),
    turnover: z.string(),
    payouts: z.string(),
    deposits: z.string(),
    withdrawals: z.string(),
    teamProfit: z.string(),
  }),
});

export const ZDownline = z.object({
  memberId: z.number(),
  /** Lightly masked: first two and last character ("dl***1"). */
  username: z.string(),
  rebateRate: z.string(),
  balance: z.string(),
  /** Their own direct downlines. */
  downlines: z.number(),
  joinedAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});

export const downlines = defineEndpoint({
  name: 'downlines',
  method: 'GET',
  path: '/api/v1/agent/downlines',
  auth: 'member',
  summary: 'Direct downlines, newest first, with rebate rate, balance, join and last login time',
  tags: ['agents'],
  query: ZPageQuery,
  response: z.object({ list: z.array(ZDownline), pageNum: z.number(), totalPages: z.number(), total: z.number(), ownRebateRate: z.string() }),
});

export const updateDownlineRebate = defineEndpoint({
  name: 'updateDownlineRebate',
  method: 'POST',
  path: '/api/v1/agent/downlines/:memberId/rebate',
  auth: 'member',
  summary: "Set a direct downline's rebate rate (percent, at most one decimal place); never above the agent's own rate (AGENT_REBATE_TOO_HIGH)",
  tags: ['agents'],
  params: z.object({ memberId: ZMemberIdParam }),
  body: z.strictObject({ rate: z.string().check(z.regex(/^\d{1,2}(\.\d)?$/)) }),
  response: z.object({ memberId: z.number(), rebateRate: z.string() }),
});

export const teamPnl = defineEndpoint({
  name: 'teamPnl',
  method: 'GET',
  path: '/api/v1/agent/team/pnl',
  auth: 'member',
  summary: "Per downline (all levels, with their level) bets, payouts and profit (payouts - bets) over from..to; downlines without bets are left out",
  tags: ['agents'],
  query: ZRangeQuery,
  response: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(z.object({ memberId: z.number(), username: z.string(), level: z.number(), bets: z.string(), payouts: z.string(), profit: z.string() })),
    totals: z.object({ bets: z.string(), payouts: z.string(), profit: z.string() }),
  }),
});

const ZProjection = z.object({
  period: z.string(),
  turnover: z.string(),
  /** Team payouts minus bets (the dividend is a share of the team's loss: -teamProfit when > 0). */
  teamProfit: z.string(),
  contract: z.nullable(ZContract),
  tier: z.nullable(ZContractTier),
  projectedAmount: z.string(),
});

export const salaryCurrent = defineEndpoint({
  name: 'salaryCurrent',
  method: 'GET',
  path: '/api/v1/agent/salary/current',
  auth: 'member',
  summary: "Today's (UTC) team turnover, the daily-salary tier it reaches and the projected salary",
  tags: ['agents'],
  response: ZProjection,
});

export const dividendCurrent = defineEndpoint({
  name: 'dividendCurrent',
  method: 'GET',
  path: '/api/v1/agent/dividend/current',
  auth: 'member',
  summary: "This month's (UTC) team turnover and profit, the dividend tier and the projected dividend",
  tags: ['agents'],
  response: ZProjection,
});

export const ZSettlement = z.object({
  period: z.string(),
  turnover: z.string(),
  teamProfit: z.string(),
  tier: z.nullable(ZContractTier),
  amount: z.string(),
  settledAt: z.string(),
});

const ZSettlementPage = z.object({ list: z.array(ZSettlement), pageNum: z.number(), totalPages: z.number(), total: z.number() });

export const salaryHistory = defineEndpoint({
  name: 'salaryHistory',
  method: 'GET',
  path: '/api/v1/agent/salary/history',
  auth: 'member',
  summary: 'Settled daily salaries, newest period first',
  tags: ['agents'],
  query: ZPageQuery,
  response: ZSettlementPage,
});

export const dividendHistory = defineEndpoint({
  name: 'dividendHistory',
  method: 'GET',
  path: '/api/v1/agent/dividend/history',
  auth: 'member',
  summary: 'Settled dividends, newest period first',
  tags: ['agents'],
  query: ZPageQuery,
  response: ZSettlementPage,
});

export const settleAgentPeriod = defineEndpoint({
  name: 'settleAgentPeriod',
  method: 'POST',
  path: '/api/admin/agents/settlements',
  auth: 'admin',
  summary: 'Pay every agent with an accepted contract for a finished period (salary: YYYY-MM-DD, dividend: YYYY-MM), once per agent, kind and period; a re-run pays nobody twice. Audited',
  tags: ['admin'],
  body: z.strictObject({
    merchant: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    kind: z.enum(['salary', 'dividend']),
    period: z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?$/)),
  }),
  response: z.object({
    merchant: z.string(),
    kind: z.enum(['salary', 'dividend']),
    period: z.string(),
    settled: z.array(z.object({ memberId: z.number(), username: z.string(), amount: z.string(), turnover: z.string() })),
    alreadySettled: z.number(),
    total: z.string(),
  }),
});

export const transferToDownlines = defineEndpoint({
  name: 'transferToDownlines',
  method: 'POST',
  path: '/api/v1/agent/transfers',
  auth: 'member',
  summary: `Move money from the agent's wallet to 1-${MAX_TRANSFERS_PER_CALL} downlines (any level), all or nothing, confirmed with the payment password (PAYMENT_PASSWORD_NOT_SET / _INCORRECT / _LOCKED as for withdrawals). Idempotency-Key required`,
  tags: ['agents'],
  idempotent: true,
  body: z.strictObject({
    paymentPassword: z.string().check(z.maxLength(32)),
    transfers: z
      .array(z.strictObject({ memberId: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)), amount: ZMoney }))
      .check(z.minLength(1), z.maxLength(MAX_TRANSFERS_PER_CALL)),
  }),
  response: z.object({
    transferId: z.string(),
    transfers: z.array(z.object({ memberId: z.number(), amount: z.string(), transactionId: z.number() })),
    total: z.string(),
    balance: z.string(),
  }),
});

export const agentEndpoints = [
  contractRequests,
  contractTerms,
  respondContract,
  offerContract,
  teamKpi,
  downlines,
  updateDownlineRebate,
  teamPnl,
  salaryCurrent,
  salaryHistory,
  dividendCurrent,
  dividendHistory,
  settleAgentPeriod,
  transferToDownlines,
] as const;
