import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZPageQuery } from './games';
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGE_TYPES } from './rewards';
import { ZContentLangQuery } from './contentTranslations';

// Deposits (spec §7 "deposit: banks by vendor, manual transfer, payment gateway variants,
// records"): a member pays through a payment-gateway channel (a PENDING order settled by the
// gateway's signed callback) or transfers to one of the merchant's bank accounts (a PENDING order
// an operator approves or rejects). Money crosses as decimal strings in the merchant's currency.
// Operators also adjust a member's balance directly (audited, once per reference).
// Deposit promotions: a member may take one of the merchant's promotions with a deposit
// (promoId, or acceptDepositPromo on a pending order); its bonus is credited with the deposit,
// once, as a separate BONUS movement, and its required turnover is recorded.

export const DEPOSIT_KINDS = ['GATEWAY', 'MANUAL'] as const;
export type TDepositKind = (typeof DEPOSIT_KINDS)[number];

/** PENDING → PAID | FAILED (gateway), PENDING → APPROVED | REJECTED (manual transfer). */
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'APPROVED', 'REJECTED'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Header carrying the gateway's signature of a callback (hex HMAC-SHA256). */
export const GATEWAY_SIGNATURE_HEADER = 'x-signature';
/** A callback whose timestamp is further than this from the server clock is refused. */
export const GATEWAY_CALLBACK_MAX_SKEW_SECONDS = 300;

/** A positive decimal amount as typed ("100", "12.50"); the currency's places are checked by the server. */
export const ZDepositAmount = z.string().check(z.regex(/^\d{1,15}(\.\d{1,8})?$/));
/** A signed decimal amount ("-20.00" debits, "20.00" credits). */
export const ZAdjustmentAmount = z.string().check(z.regex(/^-?\d{1,15}(\.\d{1,8})?$/));
/** Order numbers: D + 15 upper-case letters and digits. */
export const ZDepositOrderNo = z.string().check(z.regex(/^D[0-9A-Z]{15}$/));
/** Payer name and transfer reference of a bank transfer: 1-64 printable characters. */
export const DEPOSIT_TEXT_MAX = 64;
/** Printable text without control characters. */
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[^\u0000-\u001f\u007f]*$/));
const ZId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** Who may take a deposit promotion: only on the member's first credited deposit, once per UTC day, or always. */
export const DEPOSIT_PROMO_ELIGIBILITIES = ['FIRST_DEPOSIT', 'DAILY', 'ALWAYS'] as const;
export type TDepositPromoEligibility = (typeof DEPOSIT_PROMO_ELIGIBILITIES)[number];
/** Why a member cannot take a promotion (now, or when the deposit is credited). */
export const DEPOSIT_PROMO_REASONS = [
  'NOT_FIRST_DEPOSIT',
  'ALREADY_CLAIMED_TODAY',
  'BELOW_MIN_DEPOSIT',
  'PROMO_DISABLED',
  'NOT_STARTED',
  'EXPIRED',
  'DEPOSIT_NOT_CREDITED',
] as const;
export type TDepositPromoReason = (typeof DEPOSIT_PROMO_REASONS)[number];
/** A deposit's bonus: PENDING until the deposit settles, then GRANTED (credited once) or NOT_GRANTED (with the reason). */
export const DEPOSIT_BONUS_STATUSES = ['PENDING', 'GRANTED', 'NOT_GRANTED'] as const;
export type TDepositBonusStatus = (typeof DEPOSIT_BONUS_STATUSES)[number];
/** An optional promotion id on a deposit call. */
const ZPromoId = z.optional(ZId);

export const ZDepositPromo = z.object({
  id: z.number(),
  /** Stable per merchant: FIRST_DEPOSIT, DAILY_RELOAD, NO_BONUS. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Bonus percent of the deposit ("100.00", "10.00"); the bonus is rounded down to the currency's minor unit. */
  percent: z.string(),
  /** Largest bonus, in the merchant's currency. */
  maxBonus: z.string(),
  /** Smallest deposit the promotion applies to. */
  minDeposit: z.string(),
  /** Required turnover = (deposit + bonus) × this; 0 = none. */
  turnoverMultiplier: z.number(),
  eligibility: z.enum(DEPOSIT_PROMO_ELIGIBILITIES),
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
});
export type TDepositPromo = z.infer<typeof ZDepositPromo>;

export const ZDepositGatewayChannel = z.object({
  id: z.number(),
  /** Stable per merchant: ONLINE_BANKING, E_WALLET, QR_PAY. */
  code: z.string(),
  name: z.string(),
  /** The payment provider's code for the channel. */
  vendorCode: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  fee: z.string(),
});

export const ZDepositBankAccount = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits: the full number is given with a manual deposit order. */
  accountNumber: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});

export const depositChannels = defineEndpoint({
  name: 'depositChannels',
  method: 'GET',
  path: '/api/v1/deposit/channels',
  auth: 'realMember',
  summary: "The merchant's payment-gateway channels and receiving bank accounts for manual transfers, with their amount limits",
  tags: ['wallet'],
  /** lang (issue 28 item 2): gateway channel names in that language where the operator gave one (PT-BR -> PT -> default). */
  query: z.object({ ...ZContentLangQuery.shape }),
  response: z.object({ currency: z.string(), gateways: z.array(ZDepositGatewayChannel), bankAccounts: z.array(ZDepositBankAccount) }),
});

export const createDeposit = defineEndpoint({
  name: 'deposit',
  method: 'POST',
  path: '/api/v1/deposit',
  auth: 'realMember',
  summary:
    'Start a payment-gateway deposit: a PENDING order and the gateway page to pay it on (payUrl). The balance is credited when the gateway confirms the payment (paymentCallback)',
  tags: ['wallet'],
  idempotent: true,
  body: z.strictObject({ channelId: ZId, amount: ZDepositAmount, promoId: ZPromoId }),
  response: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES), amount: z.string(), payUrl: z.string(), promoId: z.nullable(z.number()) }),
  fingerprint: ['channelId', 'amount', 'promoId'],
  fields: { amount: { rule: 'amount', required: true } },
  errors: [
    'DEPOSIT_CHANNEL_NOT_FOUND',
    'DEPOSIT_AMOUNT_INVALID',
    'DEPOSIT_AMOUNT_OUT_OF_RANGE',
    'DEPOSIT_PENDING_LIMIT',
    'DEPOSIT_PROMO_NOT_FOUND',
    'DEPOSIT_PROMO_NOT_ELIGIBLE',
    'DEPOSIT_PROMO_INVALID',
    'AMOUNT_INVALID',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  fieldErrors: { DEPOSIT_AMOUNT_INVALID: 'amount', DEPOSIT_AMOUNT_OUT_OF_RANGE: 'amount', AMOUNT_INVALID: 'amount', DEPOSIT_PROMO_NOT_ELIGIBLE: 'promoId' },
});

export const ZGatewayCallback = z.strictObject({
  orderNo: ZDepositOrderNo,
  /** The amount paid, as the order's amount in the merchant's currency ("100.00"). */
  amount: ZDepositAmount,
  status: z.enum(['PAID', 'FAILED']),
  gatewayTxnId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** Unix seconds when the gateway sent the callback. */
  timestamp: z.number().check(z.int(), z.gte(0), z.lte(99_999_999_999)),
});
export type TGatewayCallback = z.infer<typeof ZGatewayCallback>;

/** The text the gateway signs: fields joined by '|' in this order (none of them can contain '|'). */
export function gatewayCanonicalString(p: TGatewayCallback): string {
  return ['v1', p.orderNo, p.amount, p.status, p.gatewayTxnId, String(p.timestamp)].join('|');
}

export const paymentCallback = defineEndpoint({
  name: 'paymentCallback',
  method: 'POST',
  path: '/api/v1/payments/callback',
  auth: 'none',
  summary:
    "The payment gateway's notification of a deposit's outcome. Header X-Signature: hex HMAC-SHA256 with the gateway secret over 'v1|orderNo|amount|status|gatewayTxnId|timestamp'. Refused: bad signature, timestamp more than 5 minutes off, unknown order, amount not the order's. PAID credits the member once (and the accepted promotion's bonus when still eligible); repeats answer the same without a second credit",
  tags: ['wallet'],
  body: ZGatewayCallback,
  response: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES), credited: z.boolean() }),
});

export const ZManualDepositOrder = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.string(),
  /** Where to transfer: the full account details. */
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  payerName: z.string(),
  transferReference: z.nullable(z.string()),
  promoId: z.nullable(z.number()),
});
export type TManualDepositOrder = z.infer<typeof ZManualDepositOrder>;

export const manualDeposit = defineEndpoint({
  name: 'manualDeposit',
  method: 'POST',
  path: '/api/v1/deposit/manual',
  auth: 'realMember',
  summary:
    "Report a manual bank transfer to one of the merchant's accounts: a PENDING order an operator approves (crediting the balance) or rejects; at most 3 pending at once",
  tags: ['wallet'],
  idempotent: true,
  body: z.strictObject({
    bankAccountId: ZId,
    amount: ZDepositAmount,
    payerName: text(1, DEPOSIT_TEXT_MAX),
    transferReference: z.optional(text(1, DEPOSIT_TEXT_MAX)),
    promoId: ZPromoId,
  }),
  // The whole body is the request's identity (no secret in it).
  fingerprint: ['bankAccountId', 'amount', 'payerName', 'transferReference', 'promoId'],
  // The payer name is the name on the paying account as the member types it (any printable text,
  // as the body says), not the `name` rule of nicknames and payee names.
  fields: { amount: { rule: 'amount', required: true } },
  errors: [
    'DEPOSIT_CHANNEL_NOT_FOUND',
    'DEPOSIT_AMOUNT_INVALID',
    'DEPOSIT_AMOUNT_OUT_OF_RANGE',
    'DEPOSIT_PENDING_LIMIT',
    'DEPOSIT_PROMO_NOT_FOUND',
    'DEPOSIT_PROMO_NOT_ELIGIBLE',
    'DEPOSIT_PROMO_INVALID',
    'AMOUNT_INVALID',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  fieldErrors: { DEPOSIT_AMOUNT_INVALID: 'amount', DEPOSIT_AMOUNT_OUT_OF_RANGE: 'amount', AMOUNT_INVALID: 'amount', DEPOSIT_PROMO_NOT_ELIGIBLE: 'promoId' },
  response: ZManualDepositOrder,
});

export const ZDepositRecord = z.object({
  orderNo: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  channelName: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.nullable(z.string()),
  transferReference: z.nullable(z.string()),
  /** The operator's note on a reviewed manual deposit. */
  note: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  /** The promotion accepted for this deposit, if any. */
  promo: z.nullable(z.object({ id: z.number(), name: z.string() })),
  bonusStatus: z.nullable(z.enum(DEPOSIT_BONUS_STATUSES)),
  /** Why the bonus was not granted. */
  bonusReason: z.nullable(z.enum(DEPOSIT_PROMO_REASONS)),
  /** The bonus credited (or to be credited when the deposit is), in the merchant's currency. */
  bonusAmount: z.nullable(z.string()),
  /** The turnover the bonus requires ((deposit + bonus) × multiplier): withdrawals wait until it is bet (docs/decisions/money.md "Turnover"). */
  requiredTurnover: z.nullable(z.string()),
});
export type TDepositRecord = z.infer<typeof ZDepositRecord>;

const ZDepositPage = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), pageNum: z.number(), totalPages: z.number(), total: z.number() });

export const depositRecords = defineEndpoint({
  name: 'depositRecords',
  method: 'GET',
  path: '/api/v1/deposit/records',
  auth: 'realMember',
  permission: 'DEPRECM3',
  summary: "The member's deposit orders, newest first, optionally of one status",
  tags: ['wallet'],
  query: z.extend(ZPageQuery, { status: z.optional(z.enum(DEPOSIT_STATUSES)) }),
  response: ZDepositPage(ZDepositRecord),
});

export const ZAdminDeposit = z.extend(ZDepositRecord, {
  merchant: z.string(),
  memberId: z.number(),
  username: z.string(),
  gatewayTxnId: z.nullable(z.string()),
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

export const listDeposits = defineEndpoint({
  name: 'listDeposits',
  method: 'GET',
  path: '/api/admin/deposits',
  auth: 'admin',
  summary: 'Deposit orders of every merchant (or one), newest first, optionally of one status',
  tags: ['admin'],
  query: z.extend(ZPageQuery, {
    status: z.optional(z.enum(DEPOSIT_STATUSES)),
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
  }),
  response: ZDepositPage(ZAdminDeposit),
});

export const reviewDeposit = defineEndpoint({
  name: 'reviewDeposit',
  method: 'POST',
  path: '/api/admin/deposits/:orderNo/review',
  auth: 'admin',
  summary:
    "Approve (credit the member from the cashier book, once, with the accepted promotion's bonus when still eligible) or reject a pending manual deposit; 409 when it is not pending; audited",
  tags: ['admin'],
  params: z.object({ orderNo: ZDepositOrderNo }),
  body: z.strictObject({ decision: z.enum(['approve', 'reject']), note: z.optional(text(1, 200)) }),
  response: ZAdminDeposit,
});

export const adjustBalance = defineEndpoint({
  name: 'adjustBalance',
  method: 'POST',
  path: '/api/admin/members/:memberId/balance-adjustments',
  auth: 'admin',
  summary:
    "Credit (positive amount) or debit (negative) a member's balance against the cashier book; a debit may not overdraw. The reference is unique per merchant: a repeat answers the first result without applying it again; audited",
  tags: ['admin'],
  params: z.object({ memberId: z.string().check(z.regex(/^[1-9]\d{0,8}$/)) }),
  body: z.strictObject({ amount: ZAdjustmentAmount, reason: text(1, 200), reference: z.string().check(z.regex(/^[\x21-\x7e]{1,64}$/)) }),
  response: z.object({
    memberId: z.number(),
    merchant: z.string(),
    amount: z.string(),
    balance: z.string(),
    reason: z.string(),
    reference: z.string(),
    transactionId: z.number(),
    createdAt: z.string(),
  }),
});

export const depositPromos = defineEndpoint({
  name: 'depositPromos',
  method: 'GET',
  path: '/api/v1/deposit/promos',
  auth: 'realMember',
  summary:
    "The merchant's current deposit promotions, each with whether this member may take it now and, if not, why (NOT_FIRST_DEPOSIT, ALREADY_CLAIMED_TODAY; with an amount also BELOW_MIN_DEPOSIT) and, with an amount, the bonus it would give",
  tags: ['wallet'],
  /** lang (issue 28 item 2): names and descriptions in that language; the description's figures come from the record. */
  query: z.object({ amount: z.optional(ZDepositAmount), ...ZContentLangQuery.shape }),
  response: z.object({
    currency: z.string(),
    list: z.array(
      z.extend(ZDepositPromo, {
        eligible: z.boolean(),
        reason: z.nullable(z.enum(DEPOSIT_PROMO_REASONS)),
        /** With ?amount=: the bonus for that deposit (0 when not eligible); else null. */
        bonus: z.nullable(z.string()),
        /** With ?amount=: the turnover that bonus adds ((deposit + bonus) × multiplier; 0 without a bonus), to bet before withdrawing; else null. */
        turnover: z.nullable(z.string()),
      }),
    ),
  }),
});

export const acceptDepositPromo = defineEndpoint({
  name: 'acceptDepositPromo',
  method: 'POST',
  path: '/api/v1/deposit/orders/:orderNo/promo',
  auth: 'realMember',
  summary:
    "Attach a promotion to (or replace the promotion of) one of the member's PENDING deposit orders; eligibility is checked now and again when the deposit is credited; 409 once the order is settled",
  tags: ['wallet'],
  params: z.object({ orderNo: ZDepositOrderNo }),
  body: z.strictObject({ promoId: ZId }),
  response: ZDepositRecord,
});

export const ZAdminDepositPromo = z.extend(ZDepositPromo, { merchant: z.string(), enabled: z.boolean(), sort: z.number(), updatedAt: z.string() });
export type TAdminDepositPromo = z.infer<typeof ZAdminDepositPromo>;

export const listDepositPromos = defineEndpoint({
  name: 'listDepositPromos',
  method: 'GET',
  path: '/api/admin/deposit-promos',
  auth: 'admin',
  summary: 'Deposit promotions of every merchant (or one), enabled or not',
  tags: ['admin'],
  query: z.object({ merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))) }),
  response: z.object({ list: z.array(ZAdminDepositPromo) }),
});

/** ISO-8601 UTC timestamp ("2026-12-31T23:59:59.000Z"), or null for no bound. */
const ZIsoTime = z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/)));

export const updateDepositPromo = defineEndpoint({
  name: 'updateDepositPromo',
  method: 'PATCH',
  path: '/api/admin/deposit-promos/:promoId',
  auth: 'admin',
  summary:
    'Change a deposit promotion (name, description, percent, cap, minimum deposit, turnover multiplier, eligibility, validity, enabled, sort); applies to orders credited afterwards; audited',
  tags: ['admin'],
  params: z.object({ promoId: z.string().check(z.regex(/^[1-9]\d{0,8}$/)) }),
  body: z.strictObject({
    name: z.optional(text(1, 64)),
    description: z.optional(text(0, 500)),
    /** Percent with up to 2 decimals, 0–1000. */
    percent: z.optional(z.string().check(z.regex(/^\d{1,4}(\.\d{1,2})?$/))),
    maxBonus: z.optional(ZDepositAmount),
    minDeposit: z.optional(ZDepositAmount),
    turnoverMultiplier: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
    eligibility: z.optional(z.enum(DEPOSIT_PROMO_ELIGIBILITIES)),
    validFrom: z.optional(ZIsoTime),
    validTo: z.optional(ZIsoTime),
    enabled: z.optional(z.boolean()),
    sort: z.optional(z.number().check(z.int(), z.gte(0), z.lte(9999))),
  }),
  response: ZAdminDepositPromo,
});

export const depositOrder = defineEndpoint({
  name: 'depositOrder',
  method: 'GET',
  path: '/api/v1/deposit/orders/:orderNo',
  auth: 'realMember',
  summary:
    "One of the member's own deposit orders with its current status and bonus (the deposit page shows it on the way back from the gateway); another member's order is DEPOSIT_NOT_FOUND",
  tags: ['wallet'],
  params: z.object({ orderNo: ZDepositOrderNo }),
  response: ZDepositRecord,
});

// ---- Manual-transfer receipts (docs/decisions/wallet-screens.md) ----

/** A receipt is an image, as spec §5's rule for images (png or jpg, at most 5MB), checked by its bytes. */
export const DEPOSIT_RECEIPT_MAX_BYTES = APPLICATION_IMAGE_MAX_BYTES;
export const DEPOSIT_RECEIPT_MEDIA_TYPES = APPLICATION_IMAGE_TYPES;

export const ZDepositReceipt = z.object({
  orderNo: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TDepositReceipt = z.infer<typeof ZDepositReceipt>;

export const uploadDepositReceipt = defineEndpoint({
  name: 'uploadDepositReceipt',
  method: 'POST',
  path: '/api/v1/deposit/orders/:orderNo/receipt',
  auth: 'realMember',
  summary:
    "Attach the bank's receipt to one of the member's own manual transfers while it waits for review: multipart/form-data with one file `receipt`, PNG or JPEG by content, at most 5MB; a new upload replaces the previous one. " +
    "Errors: UNSUPPORTED_MEDIA_TYPE, DEPOSIT_RECEIPT_INVALID, DEPOSIT_RECEIPT_TYPE, DEPOSIT_RECEIPT_TOO_LARGE, DEPOSIT_NOT_FOUND (not the member's), DEPOSIT_NOT_MANUAL, DEPOSIT_NOT_PENDING",
  tags: ['wallet'],
  params: z.object({ orderNo: ZDepositOrderNo }),
  multipart: {
    receipt: {
      kind: 'file',
      maxFiles: 1,
      maxBytes: DEPOSIT_RECEIPT_MAX_BYTES,
      mediaTypes: [...DEPOSIT_RECEIPT_MEDIA_TYPES],
      description: "A photo or screenshot of the bank's transfer receipt",
    },
  },
  response: ZDepositReceipt,
});

export const adminDepositReceipt = defineEndpoint({
  name: 'adminDepositReceipt',
  method: 'GET',
  path: '/api/admin/deposits/:orderNo/receipt',
  auth: 'admin',
  summary:
    "Operator: a manual transfer's receipt, its bytes as base64, to check before approving; DEPOSIT_RECEIPT_NOT_FOUND when none was uploaded. Audited (who looked at which receipt)",
  tags: ['admin'],
  params: z.object({ orderNo: ZDepositOrderNo }),
  response: z.extend(ZDepositReceipt, { merchant: z.string(), memberId: z.number(), data: z.string() }),
});

export const depositEndpoints = [
  depositChannels,
  createDeposit,
  paymentCallback,
  manualDeposit,
  depositRecords,
  listDeposits,
  reviewDeposit,
  adjustBalance,
  depositPromos,
  acceptDepositPromo,
  listDepositPromos,
  updateDepositPromo,
  depositOrder,
  uploadDepositReceipt,
  adminDepositReceipt,
] as const;
