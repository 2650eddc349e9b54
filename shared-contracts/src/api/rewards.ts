import * as z from 'zod/v4/mini';
import { TEXT_LIMITS } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { queryInt, ZDecimalAmount, ZPageQuery } from './games';
import { ZContentLangQuery } from './contentTranslations';

// Rewards (spec §2 /m/activity, /m/rewardCenter, /m/member/manualRebate; §3 activity statuses and
// the "total unclaimed promotions" counter; §5 application comment and image limits; §9).
// - Promotion applications: a member applies for a promotion with a comment and up to 3 images
//   (multipart/form-data); the operator reviews and, on approval, credits a BONUS.
// - Reward center (menu key REWCEN3): rewards granted to a member, claimed into the wallet.
// - Single cash back (menu key MANPLAYREB3): a rebate on the valid turnover since the last claim.

// The limits are the spec's TEXT_LIMITS (constants.ts), named here for the API's upload reader.
/** Spec §5/§9: promotion application comment, at most TEXT_LIMITS.comment (140) characters. */
export const APPLICATION_COMMENT_MAX = TEXT_LIMITS.comment;
/** Spec §5/§9: at most TEXT_LIMITS.imagesPerApplication (3) images per application. */
export const APPLICATION_IMAGES_MAX = TEXT_LIMITS.imagesPerApplication;
/** Spec §5/§9: each image at most TEXT_LIMITS.imageBytes (5MB: 5 × 1024 × 1024 bytes). */
export const APPLICATION_IMAGE_MAX_BYTES = TEXT_LIMITS.imageBytes;
/** Content types an image may have (decided by its first bytes, not its name or declared type). */
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** An application's life: applying (sent) → processing (operator looking) → issued (approved, bonus paid) or rejected. */
export const APPLICATION_STATUSES = ['applying', 'processing', 'issued', 'rejected'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Reward center statuses (spec §3 activity labels, plus expired). */
export const REWARD_STATUSES = ['claim', 'claimed', 'expired', 'coming soon'] as const;
export type TRewardStatus = (typeof REWARD_STATUSES)[number];

const ZId = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const ZPromotionApplication = z.object({
  id: z.number(),
  promotionId: z.number(),
  promotionTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  comment: z.string(),
  imageCount: z.number(),
  /** Credited bonus (decimal, merchant currency) once issued; null before. */
  bonusAmount: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type TPromotionApplication = z.infer<typeof ZPromotionApplication>;

export const applyPromotion = defineEndpoint({
  name: 'applyPromotion',
  method: 'POST',
  path: '/api/v1/promotions/:id/applications',
  auth: 'realMember',
  summary:
    `Apply for a promotion whose status is applying or joining. Body: multipart/form-data with an optional field \`comment\` (at most ${APPLICATION_COMMENT_MAX} characters) ` +
    `and up to ${APPLICATION_IMAGES_MAX} files \`images\`, each at most 5MB and PNG or JPEG by content (magic bytes). ` +
    'Errors: UNSUPPORTED_MEDIA_TYPE (not multipart), APPLICATION_COMMENT_TOO_LONG, APPLICATION_TOO_MANY_IMAGES, APPLICATION_IMAGE_TOO_LARGE, ' +
    'APPLICATION_IMAGE_TYPE, APPLICATION_UPLOAD_INVALID, PROMOTION_NOT_FOUND, PROMOTION_NOT_APPLICABLE, APPLICATION_PENDING (one open application per promotion)',
  tags: ['rewards'],
  params: z.object({ id: ZId }),
  multipart: {
    comment: { kind: 'text', maxLength: APPLICATION_COMMENT_MAX, description: 'What the member wants the operator to know' },
    images: {
      kind: 'file',
      maxFiles: APPLICATION_IMAGES_MAX,
      maxBytes: APPLICATION_IMAGE_MAX_BYTES,
      mediaTypes: [...APPLICATION_IMAGE_TYPES],
      description: 'Screenshots or receipts',
    },
  },
  response: ZPromotionApplication,
  // The form's comment follows the comment rule (its length is TEXT_LIMITS.comment); the upload reader checks it again.
  fields: { comment: { rule: 'comment' } },
  errors: [
    'APPLICATION_COMMENT_TOO_LONG',
    'APPLICATION_TOO_MANY_IMAGES',
    'APPLICATION_IMAGE_TOO_LARGE',
    'APPLICATION_IMAGE_TYPE',
    'APPLICATION_UPLOAD_INVALID',
    'PROMOTION_NOT_FOUND',
    'PROMOTION_NOT_APPLICABLE',
    'APPLICATION_PENDING',
  ],
  fieldErrors: {
    APPLICATION_COMMENT_TOO_LONG: 'comment',
    APPLICATION_TOO_MANY_IMAGES: 'images',
    APPLICATION_IMAGE_TOO_LARGE: 'images',
    APPLICATION_IMAGE_TYPE: 'images',
  },
});

export const myApplications = defineEndpoint({
  name: 'myApplications',
  method: 'GET',
  path: '/api/v1/promotions/applications',
  auth: 'realMember',
  summary: "The member's promotion applications, newest first (statuses applying, processing, issued, rejected)",
  tags: ['rewards'],
  query: z.object({ status: z.optional(z.enum(APPLICATION_STATUSES)) }),
  response: z.object({ list: z.array(ZPromotionApplication) }),
});

export const ZAdminPromotionApplication = z.extend(ZPromotionApplication, {
  merchantCode: z.string(),
  memberId: z.number(),
  username: z.string(),
  images: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number() })),
});

export const adminPromotionApplications = defineEndpoint({
  name: 'adminPromotionApplications',
  method: 'GET',
  path: '/api/admin/promotion-applications',
  auth: 'admin',
  summary: 'Operator: promotion applications, newest first, optionally of one merchant and status (at most 200)',
  tags: ['admin'],
  query: z.object({
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    status: z.optional(z.enum(APPLICATION_STATUSES)),
  }),
  response: z.object({ list: z.array(ZAdminPromotionApplication) }),
});

export const adminApplicationImage = defineEndpoint({
  name: 'adminApplicationImage',
  method: 'GET',
  path: '/api/admin/promotion-applications/:id/images/:position',
  auth: 'admin',
  summary: 'Operator: one image of an application (0-based position) with its bytes as base64; APPLICATION_NOT_FOUND when there is none',
  tags: ['admin'],
  params: z.object({ id: ZId, position: z.string().check(z.regex(/^[0-2]$/)) }),
  response: z.object({ name: z.string(), contentType: z.string(), size: z.number(), data: z.string() }),
});

export const reviewApplication = defineEndpoint({
  name: 'reviewApplication',
  method: 'POST',
  path: '/api/admin/promotion-applications/:id/review',
  auth: 'admin',
  summary:
    'Operator: review an open application. processing marks it under review; approve issues it and credits bonusAmount (> 0, BONUS from the promotions book) exactly once; ' +
    'reject closes it. A reviewed application answers APPLICATION_ALREADY_REVIEWED. Audited.',
  tags: ['admin'],
  params: z.object({ id: ZId }),
  body: z.strictObject({
    decision: z.enum(['processing', 'approve', 'reject']),
    bonusAmount: z.optional(ZDecimalAmount.check(z.maxLength(24))),
    note: z.optional(z.string().check(z.maxLength(500))),
  }),
  response: ZPromotionApplication,
});

export const ZReward = z.object({
  id: z.number(),
  /** DAILY_CHECKIN, FIRST_DEPOSIT, BIRTHDAY, ... */
  kind: z.string(),
  title: z.string(),
  /** Decimal, merchant currency. */
  amount: z.string(),
  status: z.enum(REWARD_STATUSES),
  availableFrom: z.string(),
  expiresAt: z.nullable(z.string()),
  claimedAt: z.nullable(z.string()),
});
export type TReward = z.infer<typeof ZReward>;

export const rewardCenter = defineEndpoint({
  name: 'rewardCenter',
  method: 'GET',
  path: '/api/v1/rewards',
  auth: 'realMember',
  permission: 'REWCEN3',
  summary:
    "Reward center (menu key REWCEN3; REWARD_CENTER_DISABLED when off): the member's rewards, claimable first, with status claim, claimed, expired or coming soon, " +
    'and the count of claimable ones (the total unclaimed counter of spec §3)',
  tags: ['rewards'],
  /** lang (issue 28 item 2): reward names in that language where given (PT-BR -> PT -> the default). */
  query: z.object({ ...ZContentLangQuery.shape }),
  response: z.object({ list: z.array(ZReward), unclaimed: z.number(), unclaimedAmount: z.string() }),
});

export const claimReward = defineEndpoint({
  name: 'claimReward',
  method: 'POST',
  path: '/api/v1/rewards/:id/claim',
  auth: 'realMember',
  permission: 'REWCEN3',
  summary:
    'Claim a reward: credits its amount (BONUS) once. REWARD_NOT_FOUND (unknown or another member), REWARD_ALREADY_CLAIMED, REWARD_EXPIRED, REWARD_NOT_AVAILABLE (coming soon). Needs an Idempotency-Key.',
  tags: ['rewards'],
  params: z.object({ id: ZId }),
  idempotent: true,
  response: z.object({ reward: ZReward, balance: z.string() }),
  errors: [
    'REWARD_CENTER_DISABLED',
    'REWARD_NOT_FOUND',
    'REWARD_ALREADY_CLAIMED',
    'REWARD_EXPIRED',
    'REWARD_NOT_AVAILABLE',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

export const ZRebateQuote = z.object({
  vipLevel: z.number(),
  /** Percent of the valid turnover, decimal ("0.50"). */
  ratePercent: z.string(),
  /** Valid turnover since the last claim (bets less refunded bets), decimal. */
  turnover: z.string(),
  /** What a claim would credit now, decimal. */
  amount: z.string(),
  /** The smallest amount that can be claimed, decimal. */
  minimum: z.string(),
  claimable: z.boolean(),
  /** When the current turnover window started: the last claim, or null (from the first bet). */
  since: z.nullable(z.string()),
});

export const rebateQuote = defineEndpoint({
  name: 'rebateQuote',
  method: 'GET',
  path: '/api/v1/rebate',
  auth: 'realMember',
  permission: 'MANPLAYREB3',
  summary:
    "Single cash back (menu key MANPLAYREB3; REBATE_DISABLED when off): valid turnover since the last claim, the rate of the member's VIP level and the claimable amount",
  tags: ['rewards'],
  response: ZRebateQuote,
});

export const ZRebateClaim = z.object({
  id: z.number(),
  turnover: z.string(),
  ratePercent: z.string(),
  amount: z.string(),
  claimedAt: z.string(),
});

export const claimRebate = defineEndpoint({
  name: 'claimRebate',
  method: 'POST',
  path: '/api/v1/rebate/claim',
  auth: 'realMember',
  permission: 'MANPLAYREB3',
  summary:
    'Claim the single cash back: credits the quoted amount (REBATE) and starts a new turnover window. REBATE_BELOW_MINIMUM under the minimum; REBATE_CONFLICT when another claim moved the window first. Needs an Idempotency-Key.',
  tags: ['rewards'],
  idempotent: true,
  response: z.object({ claim: ZRebateClaim, balance: z.string() }),
  errors: ['REBATE_DISABLED', 'REBATE_BELOW_MINIMUM', 'REBATE_CONFLICT', 'USER_NOT_FOUND', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED'],
});

export const rebateHistory = defineEndpoint({
  name: 'rebateHistory',
  method: 'GET',
  path: '/api/v1/rebate/history',
  auth: 'realMember',
  permission: 'MANPLAYREB3',
  summary: "The member's single cash back claims, newest first, paged (default 20 a page)",
  tags: ['rewards'],
  query: z.object({ pageNo: ZPageQuery.shape.pageNo, pageSize: z.optional(queryInt(1, 100)) }),
  response: z.object({ list: z.array(ZRebateClaim), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

// ---- VIP room (/m/member/benefits; always shown: the VIP room has no menu key) ----

export const ZVipLevel = z.object({
  level: z.number(),
  name: z.string(),
  /** All-time deposits that reach the level, decimal. */
  depositRequired: z.string(),
  /** All-time valid turnover (bets less refunded bets) that reaches the level, decimal. */
  turnoverRequired: z.string(),
  /** The single cash back rate at this level, percent ("0.50"). */
  rebatePercent: z.string(),
  /** Paid once on reaching the level, decimal. */
  upgradeBonus: z.string(),
  /** Paid on the member's birthday, decimal. */
  birthdayBonus: z.string(),
  /** Withdrawals allowed a day. */
  dailyWithdrawals: z.number(),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

const ZVipProgressPart = z.object({
  /** The member's all-time total, decimal. */
  current: z.string(),
  /** The next level's requirement, decimal. */
  required: z.string(),
  /** Whole percent reached, 0-100. */
  percent: z.number(),
});

export const vipLevels = defineEndpoint({
  name: 'vipLevels',
  method: 'GET',
  path: '/api/v1/vip',
  auth: 'realMember',
  summary:
    "VIP room: the merchant's levels (requirements: all-time deposits and valid turnover; benefits: cash back rate, upgrade and birthday bonus, withdrawals a day), " +
    "the member's level and the progress to the next one (null at the top level)",
  tags: ['rewards'],
  response: z.object({
    level: z.number(),
    levels: z.array(ZVipLevel),
    next: z.nullable(z.object({ level: z.number(), deposit: ZVipProgressPart, turnover: ZVipProgressPart })),
  }),
});

export const rewardEndpoints = [
  applyPromotion,
  myApplications,
  adminPromotionApplications,
  adminApplicationImage,
  reviewApplication,
  rewardCenter,
  claimReward,
  rebateQuote,
  claimRebate,
  rebateHistory,
  vipLevels,
] as const;
