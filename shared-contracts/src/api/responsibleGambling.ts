import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// Responsible gambling (issue 28; docs/decisions/responsible-gambling.md): a member's own deposit,
// loss and wager limits (rolling day, week, month), a session time limit, the reality-check
// interval, and a cool-off or self-exclusion. Lowering a limit applies at once; raising or
// removing one applies RG_RAISE_DELAY_HOURS later (a pending change the member sees). The API
// refuses what goes past a limit: deposit orders (RG_DEPOSIT_LIMIT), bets (RG_LOSS_LIMIT,
// RG_WAGER_LIMIT), bets and launches past the session limit (RG_SESSION_LIMIT); an excluded member
// cannot log in (RG_EXCLUDED) nor register again with the same identity (RG_IDENTITY_EXCLUDED).

/** Each limit a member may set: a money limit per rolling window, or the session time in minutes. */
export const RG_LIMIT_KEYS = [
  'DEPOSIT_DAY',
  'DEPOSIT_WEEK',
  'DEPOSIT_MONTH',
  'LOSS_DAY',
  'LOSS_WEEK',
  'LOSS_MONTH',
  'WAGER_DAY',
  'WAGER_WEEK',
  'WAGER_MONTH',
  'SESSION_MINUTES',
] as const;
export type TRgLimitKey = (typeof RG_LIMIT_KEYS)[number];
/** Rolling windows of the money limits (DAY: the last 24 hours, WEEK: 7 days, MONTH: 30 days). */
export const RG_WINDOW_HOURS = { DAY: 24, WEEK: 7 * 24, MONTH: 30 * 24 } as const;
/** A raise or removal of a limit applies this long after it was asked for. */
export const RG_RAISE_DELAY_HOURS = 24;
/** Reality-check intervals a member may choose (minutes). */
export const RG_REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Session time limits a member may choose (minutes). */
export const RG_SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480] as const;
/** Cool-off lengths (days): 24 hours to 6 weeks. */
export const RG_COOL_OFF_DAYS = [1, 3, 7, 14, 30, 42] as const;
/** Self-exclusion lengths (months): 6 months to 5 years. */
export const RG_SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export const RG_EXCLUSION_KINDS = ['COOL_OFF', 'SELF_EXCLUSION'] as const;
export type TRgExclusionKind = (typeof RG_EXCLUSION_KINDS)[number];

/** A money amount ("100", "12.50") or, for SESSION_MINUTES, a whole number of minutes. */
const ZLimitValue = z.string().check(z.regex(/^\d{1,12}(\.\d{1,8})?$/));

export const ZRgLimit = z.object({
  key: z.enum(RG_LIMIT_KEYS),
  /** In force now: an amount in the merchant's currency, minutes for SESSION_MINUTES; null: no limit. */
  value: z.nullable(z.string()),
  /** A raise or removal waiting for its time (value null: the limit will be removed). */
  pending: z.nullable(z.object({ value: z.nullable(z.string()), effectiveAt: z.string() })),
  /** Money limits: what the window has used so far (deposits, net loss, stakes); null for SESSION_MINUTES. */
  used: z.nullable(z.string()),
  /**
   * Money limits with something used: when the rolling window frees its oldest counted amount (more
   * room from then); null when nothing is used. Optional: answered since issue 28's deposit-page remainder.
   */
  resetsAt: z.optional(z.nullable(z.string())),
});
export type TRgLimit = z.infer<typeof ZRgLimit>;

export const ZRgSession = z.object({
  /** When this login session started (server time): the reality-check timer counts from it. */
  startedAt: z.string(),
  /** The server's time now, so a page can correct its own clock. */
  now: z.string(),
  elapsedMinutes: z.number(),
  /** Payouts minus stakes of this session's bets (negative: a loss). */
  net: z.string(),
  stakes: z.string(),
  realityCheckMinutes: z.nullable(z.number()),
  sessionLimitMinutes: z.nullable(z.number()),
  /** The session time limit is reached: bets and launches are refused (RG_SESSION_LIMIT). */
  limitReached: z.boolean(),
});
export type TRgSession = z.infer<typeof ZRgSession>;

export const ZRgExclusion = z.object({ kind: z.enum(RG_EXCLUSION_KINDS), startedAt: z.string(), endsAt: z.string() });
export type TRgExclusion = z.infer<typeof ZRgExclusion>;

export const ZRgState = z.object({
  currency: z.string(),
  limits: z.array(ZRgLimit),
  realityCheckMinutes: z.nullable(z.number()),
  exclusion: z.nullable(ZRgExclusion),
});
export type TRgState = z.infer<typeof ZRgState>;

export const getResponsibleGambling = defineEndpoint({
  name: 'getResponsibleGambling',
  method: 'GET',
  path: '/api/v1/responsible',
  auth: 'realMember',
  summary:
    "The member's responsible-gambling limits (in force, pending with the time they apply, used in the window), reality-check interval and any exclusion",
  tags: ['wallet'],
  response: ZRgState,
});

export const setResponsibleLimit = defineEndpoint({
  name: 'setResponsibleLimit',
  method: 'POST',
  path: '/api/v1/responsible/limits',
  auth: 'realMember',
  summary:
    'Set (value) or remove (null) one limit. Lower than the one in force: applies at once (and drops a pending raise); higher or removal: pending for 24 hours. ' +
    'SESSION_MINUTES takes one of RG_SESSION_LIMIT_MINUTES. Errors: RG_LIMIT_INVALID',
  tags: ['wallet'],
  body: z.strictObject({ key: z.enum(RG_LIMIT_KEYS), value: z.nullable(ZLimitValue) }),
  response: ZRgState,
  errors: ['RG_LIMIT_INVALID'],
  fieldErrors: { RG_LIMIT_INVALID: 'value' },
});

export const setRealityCheck = defineEndpoint({
  name: 'setRealityCheck',
  method: 'POST',
  path: '/api/v1/responsible/reality-check',
  auth: 'realMember',
  summary: 'Choose the reality-check interval (one of RG_REALITY_CHECK_MINUTES) or none (null); applies at once',
  tags: ['wallet'],
  body: z.strictObject({ minutes: z.nullable(z.number()) }),
  response: ZRgState,
  errors: ['RG_LIMIT_INVALID'],
});

export const startExclusion = defineEndpoint({
  name: 'startExclusion',
  method: 'POST',
  path: '/api/v1/responsible/exclusion',
  auth: 'realMember',
  summary:
    'Start a cool-off (days: one of RG_COOL_OFF_DAYS) or a self-exclusion (months: one of RG_SELF_EXCLUSION_MONTHS). Cannot be undone, by the member or an operator: ' +
    'every session of the member ends, logins are refused (RG_EXCLUDED) and a registration with the same mobile, e-mail or ID number is refused (RG_IDENTITY_EXCLUDED) until it ends',
  tags: ['wallet'],
  body: z.strictObject({
    kind: z.enum(RG_EXCLUSION_KINDS),
    days: z.optional(z.number()),
    months: z.optional(z.number()),
    /** The member's explicit confirmation (the page asks for it). */
    confirm: z.literal(true),
  }),
  response: ZRgExclusion,
  errors: ['RG_LIMIT_INVALID', 'RG_EXCLUSION_ACTIVE'],
});

export const getResponsibleSession = defineEndpoint({
  name: 'getResponsibleSession',
  method: 'GET',
  path: '/api/v1/responsible/session',
  auth: 'realMember',
  summary: "This login session's time played and net result, the reality-check interval and the session limit (the reality-check dialog reads it)",
  tags: ['wallet'],
  response: ZRgSession,
});

const ZMemberIdParam = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const ZRgEvent = z.object({
  at: z.string(),
  /** 'member', or the operator's name. */
  actor: z.string(),
  action: z.string(),
  detail: z.string(),
});

export const adminMemberResponsible = defineEndpoint({
  name: 'adminMemberResponsible',
  method: 'GET',
  path: '/api/admin/members/:memberId/responsible',
  auth: 'admin',
  summary: "Operator: a member's responsible-gambling limits, exclusion and the history of their changes (read only)",
  tags: ['admin'],
  params: z.object({ memberId: ZMemberIdParam }),
  response: z.object({
    memberId: z.number(),
    merchantCode: z.string(),
    username: z.string(),
    state: ZRgState,
    events: z.array(ZRgEvent),
  }),
});

export const adminLiftExclusion = defineEndpoint({
  name: 'adminLiftExclusion',
  method: 'POST',
  path: '/api/admin/members/:memberId/responsible/lift',
  auth: 'admin',
  summary:
    "Operator: asks to end a member's cool-off or self-exclusion early. Always refused (RG_EXCLUSION_LOCKED; RG_NOT_EXCLUDED when there is none): " +
    'an exclusion runs to its end. The attempt is recorded in the history of the member',
  tags: ['admin'],
  params: z.object({ memberId: ZMemberIdParam }),
  body: z.strictObject({ reason: z.optional(z.string().check(z.maxLength(200))) }),
  response: z.object({ lifted: z.boolean() }),
  errors: ['RG_EXCLUSION_LOCKED', 'RG_NOT_EXCLUDED'],
});

export const responsibleGamblingEndpoints = [
  getResponsibleGambling,
  setResponsibleLimit,
  setRealityCheck,
  startExclusion,
  getResponsibleSession,
  adminMemberResponsible,
  adminLiftExclusion,
] as const;
