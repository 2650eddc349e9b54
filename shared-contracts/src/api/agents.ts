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
/** A rebate rate: a percent with at most one decimal place (0-99.9). Forms check a typed rate with the call's body schema. */
const ZRate = z.string().check(z.regex(/^\d{1,2}(\.\d)?$/));

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
  summary:
    "Pending contract requests (spec §3): each field is the pending request's label, '' when none is pending. Non-agent types (4, 40, 41, 42): 403 NOT_AGENT",
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
  errors: ['NOT_AGENT', 'AGENT_CONTRACT_REQUEST_NOT_FOUND', 'AGENT_CONTRACT_ANSWERED'],
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
  body: z.strictObject({ rate: ZRate }),
  response: z.object({ memberId: z.number(), rebateRate: z.string() }),
  errors: ['NOT_AGENT', 'AGENT_DOWNLINE_NOT_FOUND', 'AGENT_REBATE_TOO_HIGH', 'AGENT_REBATE_BELOW_DOWNLINES'],
  fieldErrors: { AGENT_REBATE_TOO_HIGH: 'rate', AGENT_REBATE_BELOW_DOWNLINES: 'rate' },
});

export const teamPnl = defineEndpoint({
  name: 'teamPnl',
  method: 'GET',
  path: '/api/v1/agent/team/pnl',
  auth: 'member',
  summary: 'Per downline (all levels, with their level) bets, payouts and profit (payouts - bets) over from..to; downlines without bets are left out',
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
  summary: 'Settled daily salaries (kind=hourly: hourly salaries), newest period first',
  tags: ['agents'],
  query: z.object({ pageNo: ZPageQuery.shape.pageNo, pageSize: ZPageQuery.shape.pageSize, kind: z.optional(z.enum(['daily', 'hourly'])) }),
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
  summary:
    'Pay every agent with an accepted contract for a finished period (salary: YYYY-MM-DD, dividend: YYYY-MM, hourly: YYYY-MM-DDTHH), once per agent, kind and period; a re-run pays nobody twice. Audited',
  tags: ['admin'],
  body: z.strictObject({
    merchant: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    kind: z.enum(['salary', 'dividend', 'hourly']),
    period: z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2}(T\d{2})?)?$/)),
  }),
  response: z.object({
    merchant: z.string(),
    kind: z.enum(['salary', 'dividend', 'hourly']),
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
  // The payment password is a secret: never part of the request's identity.
  fingerprint: ['transfers'],
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
  fields: { paymentPassword: { rule: 'paymentPassword', required: true } },
  errors: [
    'NOT_AGENT',
    'PASSWORD_FORMAT_INVALID',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_INCORRECT',
    'PAYMENT_PASSWORD_LOCKED',
    'AGENT_TRANSFER_INVALID',
    'AGENT_DOWNLINE_NOT_FOUND',
    'INSUFFICIENT_BALANCE',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  fieldErrors: { PASSWORD_FORMAT_INVALID: 'paymentPassword', PAYMENT_PASSWORD_INCORRECT: 'paymentPassword' },
});

// Hourly salary, salary applications, salary and dividend info, dividend notices, registration
// settings and quotas (spec §7 "agent salary", "agent dividend", "agent registration").

export const hourlySalaryCurrent = defineEndpoint({
  name: 'hourlySalaryCurrent',
  method: 'GET',
  path: '/api/v1/agent/salary/hourly/current',
  auth: 'member',
  summary: "This UTC hour's team turnover (period YYYY-MM-DDTHH), the hourly-salary tier it reaches and the projected salary",
  tags: ['agents'],
  response: ZProjection,
});

/** How far the running period is from the next tier (null at the top tier or without a contract). */
const ZNextTier = z.nullable(z.object({ minTurnover: z.string(), value: z.string(), missingTurnover: z.string() }));

export const salaryInfo = defineEndpoint({
  name: 'salaryInfo',
  method: 'GET',
  path: '/api/v1/agent/salary/info',
  auth: 'member',
  summary: "The accepted daily-salary contract (its tiers) and today's (UTC) position: turnover, tier reached, projected salary, the next tier",
  tags: ['agents'],
  response: z.object({ contract: z.nullable(ZContract), today: ZProjection, nextTier: ZNextTier }),
});

export const SALARY_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'settled'] as const;
/** How many days back a finished day's salary may be applied for. */
export const SALARY_APPLY_MAX_DAYS = 31;

export const ZSalaryApplication = z.object({
  applicationId: z.number(),
  period: z.string(),
  turnover: z.string(),
  tier: z.nullable(ZContractTier),
  amount: z.string(),
  status: z.enum(SALARY_APPLICATION_STATUSES),
  createdAt: z.string(),
  processedAt: z.nullable(z.string()),
});

export const applySalary = defineEndpoint({
  name: 'applySalary',
  method: 'POST',
  path: '/api/v1/agent/salary/apply',
  auth: 'member',
  summary: `Apply for the daily salary of a finished UTC day (at most ${SALARY_APPLY_MAX_DAYS} days back) the operator has not settled: one application per day, reviewed by the operator`,
  tags: ['agents'],
  body: z.strictObject({ period: ZDay }),
  response: ZSalaryApplication,
  errors: ['NOT_AGENT', 'AGENT_PERIOD_INVALID', 'AGENT_NO_CONTRACT', 'AGENT_SALARY_SETTLED', 'AGENT_SALARY_NOT_REACHED', 'AGENT_SALARY_APPLIED'],
  fieldErrors: { AGENT_PERIOD_INVALID: 'period', AGENT_SALARY_SETTLED: 'period', AGENT_SALARY_NOT_REACHED: 'period', AGENT_SALARY_APPLIED: 'period' },
});

export const processSalaryApplication = defineEndpoint({
  name: 'processSalaryApplication',
  method: 'POST',
  path: '/api/admin/salary-applications/:id',
  auth: 'admin',
  summary:
    'Approve (pays the salary once, SALARY from the promotions book; the day then counts as settled) or reject a pending salary application, once (AGENT_APPLICATION_PROCESSED after that). Audited',
  tags: ['admin'],
  params: z.object({ id: ZMemberIdParam }),
  body: z.strictObject({ decision: z.enum(['approve', 'reject']) }),
  response: z.object({ application: ZSalaryApplication, memberId: z.number(), transactionId: z.nullable(z.number()) }),
});

export const listSalaryApplications = defineEndpoint({
  name: 'listSalaryApplications',
  method: 'GET',
  path: '/api/admin/salary-applications',
  auth: 'admin',
  summary: 'Salary applications of a merchant, oldest first, by status (default pending), 20 a page',
  tags: ['admin'],
  query: z.object({
    merchant: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
    status: z.optional(z.enum(SALARY_APPLICATION_STATUSES)),
    pageNo: ZPageQuery.shape.pageNo,
    pageSize: ZPageQuery.shape.pageSize,
  }),
  response: z.object({
    list: z.array(z.object({ ...ZSalaryApplication.shape, memberId: z.number(), username: z.string() })),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
  }),
});

export const salaryQuery = defineEndpoint({
  name: 'salaryQuery',
  method: 'GET',
  path: '/api/v1/agent/salary/query',
  auth: 'member',
  summary: `Salary applications and salary payouts (daily and hourly settlements) over from..to (UTC days, inclusive, default the last 30 days, at most ${MAX_AGENT_REPORT_DAYS}), newest first`,
  tags: ['agents'],
  query: ZRangeQuery,
  response: z.object({
    from: z.string(),
    to: z.string(),
    applications: z.array(ZSalaryApplication),
    payouts: z.array(z.object({ kind: z.enum(['daily', 'hourly']), period: z.string(), turnover: z.string(), amount: z.string(), settledAt: z.string() })),
    total: z.string(),
  }),
});

export const dividendInfo = defineEndpoint({
  name: 'dividendInfo',
  method: 'GET',
  path: '/api/v1/agent/dividend/info',
  auth: 'member',
  summary:
    "The accepted dividend contract (its tiers) and this month's (UTC) figures: turnover, team profit and loss, tier reached, projected dividend, the next tier, the last settled dividend",
  tags: ['agents'],
  response: z.object({
    contract: z.nullable(ZContract),
    month: ZProjection,
    /** The team's loss (the dividend's base): -teamProfit when the team lost, else 0. */
    teamLoss: z.string(),
    nextTier: ZNextTier,
    lastSettlement: z.nullable(ZSettlement),
  }),
});

export const dividendMessages = defineEndpoint({
  name: 'dividendMessages',
  method: 'GET',
  path: '/api/v1/agent/dividend/messages',
  auth: 'member',
  summary: "The agent's dividend settlement notices (also sent to the inbox), newest first",
  tags: ['agents'],
  query: ZPageQuery,
  response: z.object({
    list: z.array(
      z.object({
        noticeId: z.number(),
        period: z.string(),
        title: z.string(),
        content: z.string(),
        amount: z.string(),
        inboxMessageId: z.nullable(z.number()),
        createdAt: z.string(),
      }),
    ),
    pageNum: z.number(),
    totalPages: z.number(),
    total: z.number(),
  }),
});

const ZRebateSettings = z.object({
  /** The agent's own rebate rate (percent). */
  ownRate: z.string(),
  /** The highest rate a new or existing direct downline may get: the own rate. */
  maxDownlineRate: z.string(),
  /** The rate of a direct downline without a rate of its own (e.g. registered through the agent's links). */
  defaultRate: z.string(),
});

export const agentRebateSettings = defineEndpoint({
  name: 'agentRebateSettings',
  method: 'GET',
  path: '/api/v1/agent/registration/settings',
  auth: 'member',
  summary: "The agent's own rebate rate, the most a downline may get and the default rate of members who register through the agent's links",
  tags: ['agents'],
  response: ZRebateSettings,
});

export const updateAgentRebateSettings = defineEndpoint({
  name: 'updateAgentRebateSettings',
  method: 'POST',
  path: '/api/v1/agent/registration/settings',
  auth: 'member',
  summary:
    "Set the default rebate rate of members registering through the agent's links (percent, one decimal); never above the own rate (AGENT_REBATE_TOO_HIGH)",
  tags: ['agents'],
  body: z.strictObject({ defaultRate: ZRate }),
  response: ZRebateSettings,
  errors: ['NOT_AGENT', 'AGENT_REBATE_TOO_HIGH'],
  fieldErrors: { AGENT_REBATE_TOO_HIGH: 'defaultRate' },
});

export const agentQuotas = defineEndpoint({
  name: 'agentQuotas',
  method: 'GET',
  path: '/api/v1/agent/registration/quotas',
  auth: 'member',
  summary:
    'How many direct downlines the agent may have per rebate rate (levels without a quota are unlimited), how many are used and left, highest rate first',
  tags: ['agents'],
  response: z.object({ list: z.array(z.object({ rate: z.string(), quota: z.number(), used: z.number(), remaining: z.number() })) }),
});

/** Quota rows an operator may set per agent. */
export const MAX_AGENT_QUOTAS = 20;

export const setAgentQuotas = defineEndpoint({
  name: 'setAgentQuotas',
  method: 'POST',
  path: '/api/admin/agents/:memberId/quotas',
  auth: 'admin',
  summary: `Replace an agent's downline quotas: 0-${MAX_AGENT_QUOTAS} rates (one quota each, AGENT_QUOTAS_INVALID otherwise), each the number of direct downlines allowed at it; rates without a quota are unlimited. Audited`,
  tags: ['admin'],
  params: z.object({ memberId: ZMemberIdParam }),
  body: z.strictObject({
    quotas: z.array(z.strictObject({ rate: ZRate, quota: z.number().check(z.int(), z.gte(0), z.lte(100_000)) })).check(z.maxLength(MAX_AGENT_QUOTAS)),
  }),
  response: z.object({ memberId: z.number(), list: z.array(z.object({ rate: z.string(), quota: z.number(), used: z.number(), remaining: z.number() })) }),
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
  hourlySalaryCurrent,
  salaryInfo,
  applySalary,
  processSalaryApplication,
  listSalaryApplications,
  salaryQuery,
  dividendInfo,
  dividendMessages,
  agentRebateSettings,
  updateAgentRebateSettings,
  agentQuotas,
  setAgentQuotas,
] as const;
