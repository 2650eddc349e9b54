import * as z from 'zod/v4/mini';
import { FIELD_RULES } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { queryInt, ZDecimalAmount } from './games';
import { TRANSACTION_CODE_LIST } from './ledger';
import { ZWithdrawable } from './withdrawable';

// Wallet calls (spec §7 "wallet", "withdraw", "security"): balance, account records, the security
// center (payment password and its reset, security questions, payee name), bank cards and withdrawals with their operator review.
// Money is a decimal string with the merchant currency's places; docs/decisions/money.md.

/** Bank cards a member may have bound at once. */
export const MAX_BANK_CARDS = 5;
/** Wrong payment passwords in a row before the payment password is locked. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
/** How long a locked payment password stays locked. */
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;
/** Account and withdrawal records: the largest page. */
export const MAX_RECORDS_PAGE_SIZE = 100;
export const DEFAULT_RECORDS_PAGE_SIZE = 20;

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const ZDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A 6-digit payment password as typed (format checked by the API: PASSWORD_FORMAT_INVALID). */
const ZPaymentPasswordInput = z.string().check(z.maxLength(32));
/** The login password typed to confirm an action (FIELD_RULES.currentPassword: any the account may have). */
const ZLoginPasswordInput = z.string().check(z.maxLength(FIELD_RULES.currentPassword.maxLength));
/** What the payment password's own check answers (checkPaymentPassword): not set, wrong (counted), locked. */
const PAYMENT_PASSWORD_CHECK_ERRORS = ['PAYMENT_PASSWORD_NOT_SET', 'PAYMENT_PASSWORD_INCORRECT', 'PAYMENT_PASSWORD_LOCKED'] as const;
/**
 * A login password checked in a session counts in the login's failure budget: past the captcha-free
 * attempts CAPTCHA_REQUIRED, once the account is locked LOGIN_LOCKED (as a login would answer).
 */
const LOGIN_PASSWORD_BUDGET_ERRORS = ['CAPTCHA_REQUIRED', 'LOGIN_LOCKED'] as const;
const ZPage = {
  pageNo: z.optional(queryInt(1, 10_000)),
  pageSize: z.optional(queryInt(1, MAX_RECORDS_PAGE_SIZE)),
};
/** A row id in the path: 1 to 2^31-1 (a larger number would overflow PostgreSQL's integer). */
const ZId = z.string().check(
  z.regex(/^[1-9][0-9]{0,9}$/),
  z.refine((v) => Number(v) <= 2_147_483_647),
);

// ---- Balance and records ----

export const walletBalance = defineEndpoint({
  name: 'walletBalance',
  method: 'GET',
  path: '/api/v1/wallet/balance',
  auth: 'member',
  summary: "The member's wallet balance (trial accounts have a wallet of their own, 0 until credited)",
  tags: ['wallet'],
  response: z.object({ sumBalance: z.string(), currencyCode: z.string(), currencySymbol: z.string() }),
});

export const ZTransactionCode = z.object({ code: z.string(), label: z.string(), direction: z.enum(['in', 'out', 'both']) });

export const transactionCodes = defineEndpoint({
  name: 'transactionCodes',
  method: 'GET',
  path: '/api/v1/wallet/transaction-codes',
  auth: 'none',
  summary: 'Transaction codes of account records: code, English label and how it moves the balance',
  tags: ['wallet'],
  response: z.object({ list: z.array(ZTransactionCode) }),
});

export const ZAccountRecord = z.object({
  id: z.number(),
  type: z.string(),
  label: z.string(),
  /** Signed: negative when money left the wallet. */
  amount: ZDecimalAmount,
  balanceAfter: ZDecimalAmount,
  reference: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

export const accountRecords = defineEndpoint({
  name: 'accountRecords',
  method: 'GET',
  path: '/api/v1/wallet/records',
  auth: 'realMember',
  permission: 'TRANSREC3',
  summary: `The member's account records (wallet movements), newest first; filter by transaction code and UTC dates (from/to inclusive, YYYY-MM-DD); page size ${DEFAULT_RECORDS_PAGE_SIZE} by default, at most ${MAX_RECORDS_PAGE_SIZE}`,
  tags: ['wallet'],
  query: z.object({ type: z.optional(z.enum(TRANSACTION_CODE_LIST)), from: z.optional(ZDate), to: z.optional(ZDate), ...ZPage }),
  response: z.object({ list: z.array(ZAccountRecord), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

// ---- Security center ----

export const securityConfig = defineEndpoint({
  name: 'securityConfig',
  method: 'GET',
  path: '/api/v1/security/config',
  auth: 'realMember',
  summary: 'What the security center shows: payment password set, bank cards, payee name, e-mail and mobile bound, security questions set',
  tags: ['wallet'],
  response: z.object({
    paymentPasswordSet: z.boolean(),
    bankCardCount: z.number(),
    payeeName: z.nullable(z.string()),
    emailBound: z.boolean(),
    mobileBound: z.boolean(),
    securityQuestionsSet: z.boolean(),
  }),
});

export const setPaymentPassword = defineEndpoint({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/api/v1/security/payment-password',
  auth: 'realMember',
  summary: `Set the 6-digit payment password: the first time with the login password (password), later with the old payment password (oldPaymentPassword; ${PAYMENT_PASSWORD_MAX_FAILURES} wrong in a row lock it for ${PAYMENT_PASSWORD_LOCK_MINUTES} minutes)`,
  tags: ['wallet'],
  body: z.strictObject({
    password: z.optional(ZLoginPasswordInput),
    oldPaymentPassword: z.optional(ZPaymentPasswordInput),
    newPaymentPassword: ZPaymentPasswordInput,
  }),
  response: z.object({ paymentPasswordSet: z.literal(true) }),
  fields: {
    password: { rule: 'currentPassword' },
    oldPaymentPassword: { rule: 'paymentPassword' },
    newPaymentPassword: { rule: 'paymentPassword', required: true },
  },
  errors: [
    'PASSWORD_FORMAT_INVALID',
    'FIELD_REQUIRED',
    'PASSWORD_INCORRECT',
    ...LOGIN_PASSWORD_BUDGET_ERRORS,
    'PASSWORD_SAME_AS_OLD',
    ...PAYMENT_PASSWORD_CHECK_ERRORS,
  ],
  fieldErrors: {
    PASSWORD_FORMAT_INVALID: 'newPaymentPassword',
    PASSWORD_INCORRECT: 'password',
    PASSWORD_SAME_AS_OLD: 'newPaymentPassword',
    PAYMENT_PASSWORD_INCORRECT: 'oldPaymentPassword',
  },
});

export const bindPayeeName = defineEndpoint({
  name: 'bindPayeeName',
  method: 'POST',
  path: '/api/v1/security/payee-name',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: `Bind the payee name (the holder of every bank card) once: the name rule (letters, spaces and dots, 2-${FIELD_RULES.name.maxLength} characters; NAME_FORMAT_INVALID), PAYEE_NAME_ALREADY_BOUND afterwards`,
  tags: ['wallet'],
  body: z.strictObject({ payeeName: z.string().check(z.maxLength(128)) }),
  response: z.object({ payeeName: z.string() }),
  fields: { payeeName: { rule: 'name', required: true } },
  errors: ['NAME_FORMAT_INVALID', 'PAYEE_NAME_ALREADY_BOUND'],
  fieldErrors: { NAME_FORMAT_INVALID: 'payeeName' },
});

// ---- Payment password reset ----

/** How long a proof earned by answering the security questions can be used. */
export const SECURITY_PROOF_TTL_MINUTES = 10;

export const sendPaymentPasswordResetCode = defineEndpoint({
  name: 'sendPaymentPasswordResetCode',
  method: 'POST',
  path: '/api/v1/security/payment-password/reset/code',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary:
    "Send an SMS code (purpose paymentPassword) to the member's bound mobile for resetPaymentPassword; MOBILE_NOT_BOUND without one. Single use, 5 attempts, 60 s resend cool-down",
  tags: ['wallet'],
  response: z.object({
    /** The bound number, masked: +86 138****8000. */
    mobile: z.string(),
    expiredMinutes: z.number(),
    expirationTime: z.string(),
    resendAfterSeconds: z.number(),
  }),
  errors: ['MOBILE_NOT_BOUND', 'SMS_TOO_FREQUENT'],
});

export const resetPaymentPassword = defineEndpoint({
  name: 'resetPaymentPassword',
  method: 'POST',
  path: '/api/v1/security/payment-password/reset',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: `Reset (or set for the first time) the 6-digit payment password without the old one: proven by the SMS code sent to the bound mobile (verificationCode) or by a proof from verifySecurityQuestions (securityProof, ${SECURITY_PROOF_TTL_MINUTES} minutes, once). Clears the payment-password lockout`,
  tags: ['wallet'],
  body: z.strictObject({
    verificationCode: z.optional(z.string().check(z.maxLength(FIELD_RULES.verificationCode.maxLength))),
    securityProof: z.optional(z.string().check(z.maxLength(128))),
    newPaymentPassword: ZPaymentPasswordInput,
    confirmPaymentPassword: ZPaymentPasswordInput,
  }),
  response: z.object({ paymentPasswordSet: z.literal(true) }),
  fields: {
    verificationCode: { rule: 'verificationCode' },
    newPaymentPassword: { rule: 'paymentPassword', required: true },
    confirmPaymentPassword: { rule: 'paymentPassword', required: true },
  },
  errors: ['PASSWORD_FORMAT_INVALID', 'PASSWORD_CONFIRM_MISMATCH', 'FIELD_REQUIRED', 'VERIFICATION_CODE_INVALID', 'SECURITY_PROOF_INVALID', 'MOBILE_NOT_BOUND'],
  fieldErrors: {
    PASSWORD_FORMAT_INVALID: 'newPaymentPassword',
    PASSWORD_CONFIRM_MISMATCH: 'confirmPaymentPassword',
    VERIFICATION_CODE_INVALID: 'verificationCode',
    SECURITY_PROOF_INVALID: 'securityProof',
  },
});

// ---- Security questions ----

/** How many questions a member answers (distinct ones from the catalogue). */
export const SECURITY_QUESTION_COUNT = 3;
/** Wrong sets of answers in a row before the questions are locked. */
export const SECURITY_QUESTIONS_MAX_FAILURES = 5;
/** How long locked security questions stay locked. */
export const SECURITY_QUESTIONS_LOCK_MINUTES = 15;
/** An answer's length after normalisation (trimmed, spaces collapsed, case-folded): the securityAnswer field rule's. */
export const SECURITY_ANSWER_MAX_LENGTH = FIELD_RULES.securityAnswer.maxLength;

/** The fixed catalogue: ids are stable (stored with the answers' hashes); text in English, i18nKey for translations. */
export const SECURITY_QUESTIONS = [
  { id: 1, i18nKey: 'securityQuestion.firstPet', text: 'What was the name of your first pet?' },
  { id: 2, i18nKey: 'securityQuestion.birthCity', text: 'In which city were you born?' },
  { id: 3, i18nKey: 'securityQuestion.motherMaidenName', text: "What is your mother's maiden name?" },
  { id: 4, i18nKey: 'securityQuestion.firstSchool', text: 'What was the name of your first school?' },
  { id: 5, i18nKey: 'securityQuestion.childhoodFriend', text: 'What is the name of your childhood best friend?' },
  { id: 6, i18nKey: 'securityQuestion.firstTeacher', text: 'What was the name of your first teacher?' },
  { id: 7, i18nKey: 'securityQuestion.favouriteFood', text: 'What is your favourite food?' },
  { id: 8, i18nKey: 'securityQuestion.fatherBirthCity', text: 'In which city was your father born?' },
  { id: 9, i18nKey: 'securityQuestion.firstCar', text: 'What was the make of your first car?' },
  { id: 10, i18nKey: 'securityQuestion.streetGrewUp', text: 'What is the name of the street you grew up on?' },
] as const;

export const ZSecurityQuestion = z.object({ id: z.number(), i18nKey: z.string(), text: z.string() });

export const securityQuestions = defineEndpoint({
  name: 'securityQuestions',
  method: 'GET',
  path: '/api/v1/security/questions',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: `The security question catalogue and the ids of the ${SECURITY_QUESTION_COUNT} the member has answered (never the answers)`,
  tags: ['wallet'],
  response: z.object({
    list: z.array(ZSecurityQuestion),
    /** Ids the member has answered, ascending; empty when not set. */
    selected: z.array(z.number()),
    required: z.number(),
    lockedUntil: z.nullable(z.string()),
  }),
});

const ZSecurityAnswers = z
  .array(z.strictObject({ questionId: z.number().check(z.int(), z.gte(1), z.lte(1_000)), answer: z.string().check(z.maxLength(256)) }))
  .check(z.minLength(SECURITY_QUESTION_COUNT), z.maxLength(SECURITY_QUESTION_COUNT));

export const setSecurityQuestions = defineEndpoint({
  name: 'setSecurityQuestions',
  method: 'POST',
  path: '/api/v1/security/questions',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: `Set (or replace) the answers to exactly ${SECURITY_QUESTION_COUNT} distinct questions of the catalogue (1-${SECURITY_ANSWER_MAX_LENGTH} characters each, compared trimmed, case-folded, spaces collapsed); confirmed by the login password (password) or the payment password (paymentPassword)`,
  tags: ['wallet'],
  body: z.strictObject({
    answers: ZSecurityAnswers,
    password: z.optional(ZLoginPasswordInput),
    paymentPassword: z.optional(ZPaymentPasswordInput),
  }),
  response: z.object({ securityQuestionsSet: z.literal(true), selected: z.array(z.number()) }),
  fields: { password: { rule: 'currentPassword' }, paymentPassword: { rule: 'paymentPassword' } },
  errors: [
    'SECURITY_QUESTIONS_INVALID',
    'SECURITY_ANSWER_INVALID',
    'PASSWORD_FORMAT_INVALID',
    'PASSWORD_INCORRECT',
    ...LOGIN_PASSWORD_BUDGET_ERRORS,
    'FIELD_REQUIRED',
    ...PAYMENT_PASSWORD_CHECK_ERRORS,
  ],
  // Answers are items of a list: SECURITY_ANSWER_INVALID names the item in `value.index`.
  fieldErrors: {
    PASSWORD_INCORRECT: 'password',
    PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
    SECURITY_QUESTIONS_INVALID: 'answers',
    SECURITY_ANSWER_INVALID: 'answers',
  },
});

export const verifySecurityQuestions = defineEndpoint({
  name: 'verifySecurityQuestions',
  method: 'POST',
  path: '/api/v1/security/questions/verify',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: `Answer the member's ${SECURITY_QUESTION_COUNT} security questions: all right earns a proof for resetPaymentPassword (${SECURITY_PROOF_TTL_MINUTES} minutes, once); ${SECURITY_QUESTIONS_MAX_FAILURES} wrong sets in a row lock them for ${SECURITY_QUESTIONS_LOCK_MINUTES} minutes`,
  tags: ['wallet'],
  body: z.strictObject({ answers: ZSecurityAnswers }),
  response: z.object({ securityProof: z.string(), expiresAt: z.string() }),
  errors: ['SECURITY_QUESTIONS_NOT_SET', 'SECURITY_QUESTIONS_LOCKED', 'SECURITY_QUESTIONS_INVALID', 'SECURITY_ANSWER_INVALID', 'SECURITY_ANSWERS_INCORRECT'],
  fieldErrors: { SECURITY_QUESTIONS_INVALID: 'answers', SECURITY_ANSWER_INVALID: 'answers' },
});

// ---- Bank cards ----

export const ZBank = z.object({ code: z.string(), name: z.string() });

export const bankList = defineEndpoint({
  name: 'bankList',
  method: 'GET',
  path: '/api/v1/withdraw/banks',
  auth: 'realMember',
  summary: "Banks a card can be bound for, in the merchant's currency",
  tags: ['wallet'],
  response: z.object({ list: z.array(ZBank) }),
});

export const ZBankCard = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  /** ****1234: only the last 4 digits are kept. */
  cardNumber: z.string(),
  /** The payee name. */
  holder: z.string(),
  createdAt: z.string(),
});

export const bankCards = defineEndpoint({
  name: 'bankCards',
  method: 'GET',
  path: '/api/v1/withdraw/bank-cards',
  auth: 'realMember',
  summary: "The member's bank cards (masked), oldest first",
  tags: ['wallet'],
  response: z.object({ list: z.array(ZBankCard), max: z.number() }),
});

export const addBankCard = defineEndpoint({
  name: 'addBankCard',
  method: 'POST',
  path: '/api/v1/withdraw/bank-cards',
  auth: 'realMember',
  summary: `Bind a bank card (12-19 digits, Luhn-checked; spaces and dashes ignored) after the payee name and payment password are set, confirmed by the payment password (counted by its lockout, as for removing one); at most ${MAX_BANK_CARDS}, a number once per member`,
  tags: ['wallet'],
  body: z.strictObject({ bankCode: z.string().check(z.maxLength(32)), cardNumber: z.string().check(z.maxLength(40)), paymentPassword: ZPaymentPasswordInput }),
  response: ZBankCard,
  // cardNumber is the service's check (bankCardDigits: 12-19 digits, Luhn, spaces and dashes ignored); not in `fields`,
  // as FIELD_RULES.bankCard refuses the dashes this call accepts.
  fields: { paymentPassword: { rule: 'paymentPassword', required: true } },
  errors: [
    'PAYEE_NAME_REQUIRED',
    'BANK_UNKNOWN',
    'BANK_CARD_INVALID',
    'BANK_CARD_DUPLICATE',
    'BANK_CARD_LIMIT',
    'PASSWORD_FORMAT_INVALID',
    ...PAYMENT_PASSWORD_CHECK_ERRORS,
  ],
  fieldErrors: {
    BANK_UNKNOWN: 'bankCode',
    BANK_CARD_INVALID: 'cardNumber',
    BANK_CARD_DUPLICATE: 'cardNumber',
    PASSWORD_FORMAT_INVALID: 'paymentPassword',
    PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  },
});

export const deleteBankCard = defineEndpoint({
  name: 'deleteBankCard',
  method: 'DELETE',
  path: '/api/v1/withdraw/bank-cards/:id',
  auth: 'realMember',
  summary: "Remove one of the member's bank cards; the payment password (JSON body) confirms it",
  tags: ['wallet'],
  params: z.object({ id: ZId }),
  body: z.strictObject({ paymentPassword: ZPaymentPasswordInput }),
  response: z.object({ deleted: z.literal(true) }),
  fields: { paymentPassword: { rule: 'paymentPassword', required: true } },
  errors: ['BANK_CARD_NOT_FOUND', 'PASSWORD_FORMAT_INVALID', ...PAYMENT_PASSWORD_CHECK_ERRORS],
  fieldErrors: { PASSWORD_FORMAT_INVALID: 'paymentPassword', PAYMENT_PASSWORD_INCORRECT: 'paymentPassword' },
});

// ---- Withdrawals ----

export const ZWithdrawLimits = z.object({
  minAmount: ZDecimalAmount,
  maxAmount: ZDecimalAmount,
  dailyCount: z.number(),
  dailyAmount: ZDecimalAmount,
});

export const withdrawConfig = defineEndpoint({
  name: 'withdrawConfig',
  method: 'GET',
  path: '/api/v1/withdraw/config',
  auth: 'realMember',
  summary: "The merchant's withdrawal limits, what the member used of today's (UTC) limits, the balance and the bonus turnover still required",
  tags: ['wallet'],
  response: z.object({
    limits: ZWithdrawLimits,
    usedCount: z.number(),
    usedAmount: ZDecimalAmount,
    balance: ZDecimalAmount,
    currencyCode: z.string(),
    /** Bonus turnover still to bet before withdrawing (docs/decisions/money.md "Turnover"). */
    turnoverRequired: ZDecimalAmount,
    turnoverDone: ZDecimalAmount,
    turnoverRemaining: ZDecimalAmount,
    /** What the member may withdraw now and what is locked, why (the one formula: withdrawable.ts). */
    withdrawable: ZWithdrawable,
  }),
});

export const ZWithdrawal = z.object({
  orderNo: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: ZDecimalAmount,
  balance: ZDecimalAmount,
});

export const withdraw = defineEndpoint({
  name: 'withdraw',
  method: 'POST',
  path: '/api/v1/withdraw',
  auth: 'realMember',
  summary:
    "Withdraw to one of the member's bank cards: the amount leaves the wallet at once and waits (PENDING) for the operator's review; a rejected withdrawal is refunded",
  tags: ['wallet'],
  body: z.strictObject({
    amount: z.string().check(z.maxLength(32)),
    bankCardId: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
    paymentPassword: ZPaymentPasswordInput,
  }),
  response: ZWithdrawal,
  idempotent: true,
  // The payment password is a secret: never part of the request's identity.
  fingerprint: ['amount', 'bankCardId'],
  fields: { amount: { rule: 'amount', required: true }, paymentPassword: { rule: 'paymentPassword', required: true } },
  errors: [
    'AMOUNT_INVALID',
    'INSUFFICIENT_BALANCE',
    'TURNOVER_NOT_MET',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_INCORRECT',
    'PAYMENT_PASSWORD_LOCKED',
    'PASSWORD_FORMAT_INVALID',
    'PAYEE_NAME_REQUIRED',
    'BANK_CARD_NOT_FOUND',
    'WITHDRAW_AMOUNT_OUT_OF_RANGE',
    'WITHDRAW_DAILY_COUNT_EXCEEDED',
    'WITHDRAW_DAILY_AMOUNT_EXCEEDED',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  fieldErrors: {
    AMOUNT_INVALID: 'amount',
    INSUFFICIENT_BALANCE: 'amount',
    WITHDRAW_AMOUNT_OUT_OF_RANGE: 'amount',
    WITHDRAW_DAILY_AMOUNT_EXCEEDED: 'amount',
    PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
    PASSWORD_FORMAT_INVALID: 'paymentPassword',
    BANK_CARD_NOT_FOUND: 'bankCardId',
  },
});

export const ZWithdrawalRecord = z.object({
  orderNo: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: ZDecimalAmount,
  bankName: z.string(),
  cardNumber: z.string(),
  note: z.string(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

export const withdrawRecords = defineEndpoint({
  name: 'withdrawRecords',
  method: 'GET',
  path: '/api/v1/withdraw/records',
  auth: 'realMember',
  summary: "The member's withdrawals, newest first",
  tags: ['wallet'],
  query: z.object({ status: z.optional(z.enum(WITHDRAWAL_STATUSES)), ...ZPage }),
  response: z.object({ list: z.array(ZWithdrawalRecord), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

// ---- Operator ----

const ZMerchantCode = z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/));
const ZLimitAmount = z.string().check(z.regex(/^\d{1,13}(\.\d{1,4})?$/));

export const getWithdrawLimits = defineEndpoint({
  name: 'getWithdrawLimits',
  method: 'GET',
  path: '/api/admin/merchants/:code/withdraw-limits',
  auth: 'admin',
  summary: "A merchant's withdrawal limits (per withdrawal, and per member per UTC day)",
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  response: z.object({ merchant: z.string(), limits: ZWithdrawLimits }),
});

export const updateWithdrawLimits = defineEndpoint({
  name: 'updateWithdrawLimits',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/withdraw-limits',
  auth: 'admin',
  summary: "Change a merchant's withdrawal limits (audited); minAmount ≤ maxAmount ≤ dailyAmount",
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  body: z.strictObject({
    minAmount: z.optional(ZLimitAmount),
    maxAmount: z.optional(ZLimitAmount),
    dailyCount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1_000_000))),
    dailyAmount: z.optional(ZLimitAmount),
  }),
  response: z.object({ merchant: z.string(), limits: ZWithdrawLimits }),
});

export const ZAdminWithdrawal = z.object({
  orderNo: z.string(),
  merchant: z.string(),
  memberId: z.number(),
  username: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: ZDecimalAmount,
  bankName: z.string(),
  cardNumber: z.string(),
  holder: z.string(),
  note: z.string(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

export const listWithdrawals = defineEndpoint({
  name: 'listWithdrawals',
  method: 'GET',
  path: '/api/admin/withdrawals',
  auth: 'admin',
  summary: 'Withdrawals of every merchant, newest first; filter by status and merchant',
  tags: ['admin'],
  query: z.object({ status: z.optional(z.enum(WITHDRAWAL_STATUSES)), merchant: z.optional(ZMerchantCode), ...ZPage }),
  response: z.object({ list: z.array(ZAdminWithdrawal), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});

export const reviewWithdrawal = defineEndpoint({
  name: 'reviewWithdrawal',
  method: 'POST',
  path: '/api/admin/withdrawals/:orderNo/review',
  auth: 'admin',
  summary:
    'Approve (PAID) or reject (REJECTED, the amount goes back to the wallet) a pending withdrawal, once (WITHDRAWAL_ALREADY_REVIEWED afterwards); audited',
  tags: ['admin'],
  params: z.object({ orderNo: z.string().check(z.regex(/^[A-Z0-9]{1,40}$/)) }),
  body: z.strictObject({ decision: z.enum(['approve', 'reject']), note: z.optional(z.string().check(z.maxLength(255), z.regex(/^[^\u0000-\u001f\u007f]*$/))) }),
  response: ZAdminWithdrawal,
});

export const walletEndpoints = [
  walletBalance,
  transactionCodes,
  accountRecords,
  securityConfig,
  setPaymentPassword,
  sendPaymentPasswordResetCode,
  resetPaymentPassword,
  securityQuestions,
  setSecurityQuestions,
  verifySecurityQuestions,
  bindPayeeName,
  bankList,
  bankCards,
  addBankCard,
  deleteBankCard,
  withdrawConfig,
  withdraw,
  withdrawRecords,
  getWithdrawLimits,
  updateWithdrawLimits,
  listWithdrawals,
  reviewWithdrawal,
] as const;
