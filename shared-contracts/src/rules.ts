// The one table of field rules (spec §5): every format and length a form checks and the API
// enforces, written once. Zod-free, so the browser door carries it: forms check with checkField
// (the SDK's useForm derives its checks from a descriptor's `fields`), the descriptors build their
// zod checks from it (api/fieldSchema.ts), and the API's services test values with matchesRule.
// A rule's `messageKey` is an i18n key of the platform namespace (PLATFORM_NS: the shell's pack,
// in EN, PT and PT-BR); `message` is its English text, which the API sends in its issues.
import type { TErrorCode } from './api/errors';

/** The i18n namespace of the platform's own texts (the shell's pack): field-rule messages live there. */
export const PLATFORM_NS = 'shell';

export interface TFieldRule {
  /** RegExp source for `new RegExp(pattern, flags)`; tested on the value as the rule's `prepare` leaves it. */
  pattern: string;
  flags: '' | 'u';
  /** The longest value accepted (an input's maxLength). */
  maxLength: number;
  /** The API's code when the value breaks the rule (ERROR_CODES). */
  code: TErrorCode;
  /** i18n key (PLATFORM_NS) of the message shown on the field when the format is wrong. */
  messageKey: string;
  /** English text of that message (the API's issue message; the translation's fallback). */
  message: string;
  /** i18n key (PLATFORM_NS) shown when a required field is empty; default 'error.fieldRequired'. */
  requiredKey?: string;
  /** How the value is read before the check: trimmed (default), trimmed and lower-cased, as typed (secrets), or a mobile number (trimmed, leading zeros stripped: normalizeMobile). */
  prepare?: 'trim' | 'lower' | 'raw' | 'mobile';
  /** The on-screen keyboard a phone should show. */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal';
}

const rule = <R extends TFieldRule>(r: R): R => r;

export const FIELD_RULES = {
  /** 4-16 characters: a letter, then letters, digits or _. Case-insensitive; stored in lower case. */
  username: rule({
    pattern: '^[A-Za-z][A-Za-z0-9_]{3,15}$',
    flags: '',
    maxLength: 16,
    code: 'ACCOUNT_FORMAT_INVALID',
    messageKey: 'accounts.error.usernameFormat',
    message: 'Account format is incorrect',
    requiredKey: 'accounts.error.usernameRequired',
  }),
  /** 8-64 characters with at least one letter and one digit; no control characters. */
  password: rule({
    pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[^\\u0000-\\u001f\\u007f]{8,64}$',
    flags: '',
    maxLength: 64,
    code: 'PASSWORD_FORMAT_INVALID',
    messageKey: 'accounts.error.passwordFormat',
    message: 'Password format is incorrect',
    requiredKey: 'accounts.error.passwordRequired',
    prepare: 'raw',
  }),
  /** The account's password as typed at a check (login, confirming an action): any value up to 128 characters; an account made under an older rule still works. */
  currentPassword: rule({
    pattern: '^[^\\u0000-\\u001f\\u007f]{1,128}$',
    flags: '',
    maxLength: 128,
    code: 'PASSWORD_FORMAT_INVALID',
    messageKey: 'accounts.error.passwordFormat',
    message: 'Password format is incorrect',
    requiredKey: 'accounts.error.passwordRequired',
    prepare: 'raw',
  }),
  /** 6 digits (withdrawals; docs/decisions/money.md "Payment password"). */
  paymentPassword: rule({
    pattern: '^[0-9]{6}$',
    flags: '',
    maxLength: 6,
    code: 'PASSWORD_FORMAT_INVALID',
    messageKey: 'accounts.error.paymentPasswordFormat',
    message: 'The payment password is 6 digits',
    prepare: 'raw',
    inputMode: 'numeric',
  }),
  /** At most 255 characters (spec §5). */
  email: rule({
    pattern: '^(?=.{3,255}$)[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    flags: '',
    maxLength: 255,
    code: 'EMAIL_FORMAT_INVALID',
    messageKey: 'accounts.error.emailFormat',
    message: 'E-mail format is incorrect',
    prepare: 'lower',
    inputMode: 'email',
  }),
  /** Digits only, at most 20 (spec §5); a leading zero is stripped before the check (normalizeMobile). */
  mobileNum: rule({
    pattern: '^[1-9][0-9]{3,19}$',
    flags: '',
    maxLength: 20,
    code: 'MOBILE_INVALID',
    messageKey: 'accounts.error.mobileFormat',
    message: 'The mobile num is not valid',
    requiredKey: 'accounts.error.mobileRequired',
    prepare: 'mobile',
    inputMode: 'tel',
  }),
  /** The country dialling code, with or without '+'. */
  countryDialingCode: rule({
    pattern: '^\\+?[1-9][0-9]{0,3}$',
    flags: '',
    maxLength: 5,
    code: 'MOBILE_INVALID',
    messageKey: 'accounts.error.mobileFormat',
    message: 'The mobile num is not valid',
    inputMode: 'tel',
  }),
  /** Nickname and payee name: letters (any script), spaces, . ' - ; 1-32 characters. */
  name: rule({
    pattern: "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'-]{0,31}$",
    flags: 'u',
    maxLength: 32,
    code: 'NAME_FORMAT_INVALID',
    messageKey: 'accounts.error.nameFormat',
    message: 'Name format is not valid',
  }),
  /** Image captcha: 6 digits (spec §5, §9). */
  captcha: rule({
    pattern: '^[0-9]{6}$',
    flags: '',
    maxLength: 6,
    code: 'CAPTCHA_INVALID',
    messageKey: 'accounts.error.captchaFormat',
    message: 'The captcha is 6 digits',
    requiredKey: 'accounts.error.captchaRequired',
    inputMode: 'numeric',
  }),
  /** SMS or e-mail code: numeric, at most 10 characters (spec §5); the API sends 6 digits. */
  verificationCode: rule({
    pattern: '^[0-9]{1,10}$',
    flags: '',
    maxLength: 10,
    code: 'VERIFICATION_CODE_INVALID',
    messageKey: 'accounts.error.smsFormat',
    message: 'The SMS code is up to 10 digits',
    requiredKey: 'accounts.error.smsRequired',
    inputMode: 'numeric',
  }),
  /** Affiliate / invitation code. */
  affiliateCode: rule({
    pattern: '^[A-Za-z0-9]{4,16}$',
    flags: '',
    maxLength: 16,
    code: 'INVITATION_CODE_INVALID',
    messageKey: 'accounts.error.invitationCode',
    message: 'Invalid invitation code',
  }),
  /** A bank card number: 12-19 digits, spaces allowed between groups (bankCard.ts checks the digits' count). */
  bankCard: rule({
    pattern: '^[0-9][0-9 ]{10,22}[0-9]$',
    flags: '',
    maxLength: 23,
    code: 'BANK_CARD_INVALID',
    messageKey: 'accounts.error.bankCardFormat',
    message: 'The bank card number is not valid',
    inputMode: 'numeric',
  }),
  /** A money amount as typed: digits with at most one decimal point (the currency's places are the server's check). */
  amount: rule({
    pattern: '^[0-9]{1,12}(\\.[0-9]{0,8})?$',
    flags: '',
    maxLength: 21,
    code: 'AMOUNT_INVALID',
    messageKey: 'accounts.error.amountFormat',
    message: 'The amount is not valid',
    inputMode: 'decimal',
  }),
  /** An answer to a security question: 1-64 characters of text. */
  securityAnswer: rule({
    pattern: '^[^\\u0000-\\u001f\\u007f]{1,64}$',
    flags: '',
    maxLength: 64,
    code: 'SECURITY_ANSWER_INVALID',
    messageKey: 'accounts.error.securityAnswerFormat',
    message: 'The answer is empty or too long',
  }),
  /** A contact or identity detail typed at registration (ID number, QQ, Facebook, WeChat, Line, WhatsApp, Zalo): 1-64 characters of text. */
  contactText: rule({
    pattern: '^[^\\u0000-\\u001f\\u007f]{1,64}$',
    flags: '',
    maxLength: 64,
    code: 'FIELD_REQUIRED',
    messageKey: 'accounts.error.contactFormat',
    message: 'At most 64 characters',
  }),
  /** A comment typed by a player (promotion applications, deposit notes): up to 140 characters, no control characters. */
  comment: rule({
    pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]{0,140}$',
    flags: '',
    maxLength: 140,
    code: 'APPLICATION_COMMENT_TOO_LONG',
    messageKey: 'accounts.error.commentFormat',
    message: 'The comment is too long',
    prepare: 'raw',
  }),
} as const satisfies Record<string, TFieldRule>;

export type TFieldRuleName = keyof typeof FIELD_RULES;

/** The i18n key of a required field left empty, when the rule names none. */
export const FIELD_REQUIRED_KEY = 'error.fieldRequired';

const compiled = new Map<TFieldRuleName, RegExp>();
function regexOf(name: TFieldRuleName): RegExp {
  let re = compiled.get(name);
  if (!re) {
    const r: TFieldRule = FIELD_RULES[name];
    re = new RegExp(r.pattern, r.flags);
    compiled.set(name, re);
  }
  return re;
}

/** The value as the rule reads it (trimmed, lower-cased, or as typed). */
export function prepareValue(name: TFieldRuleName, value: string): string {
  const prepare = (FIELD_RULES[name] as TFieldRule).prepare ?? 'trim';
  if (prepare === 'raw') return value;
  if (prepare === 'lower') return value.trim().toLowerCase();
  return prepare === 'mobile' ? value.trim().replace(/^0+/, '') : value.trim();
}

/** True when `value` satisfies the named rule (the same check on both sides of the wire). */
export function matchesRule(name: TFieldRuleName, value: string): boolean {
  const v = prepareValue(name, value);
  return value.trim().length <= FIELD_RULES[name].maxLength && regexOf(name).test(v);
}

/** A rule as the API publishes it to clients (registrationSettings `rules`): its pattern, flags and code. */
export interface TPublishedRule {
  pattern: string;
  flags: string;
  code: TErrorCode;
}

/** The account rules the API publishes with each merchant's registration settings (spec §5), projected from FIELD_RULES. */
export const PUBLISHED_RULE_NAMES = [
  'username',
  'password',
  'paymentPassword',
  'email',
  'mobileNum',
  'countryDialingCode',
  'name',
  'captcha',
  'verificationCode',
  'affiliateCode',
] as const satisfies readonly TFieldRuleName[];
export type TAccountRuleName = (typeof PUBLISHED_RULE_NAMES)[number];

export const ACCOUNT_RULES = Object.fromEntries(
  PUBLISHED_RULE_NAMES.map((name) => {
    const { pattern, flags, code } = FIELD_RULES[name] as TFieldRule;
    return [name, { pattern, flags, code }];
  }),
) as Record<TAccountRuleName, TPublishedRule>;

/**
 * What is wrong with a field's value: null when it passes; otherwise the i18n key (PLATFORM_NS)
 * to show — the rule's required message for an empty required field, its format message else.
 * An empty optional field passes.
 */
export function checkField(name: TFieldRuleName, value: string, options: { required?: boolean } = {}): string | null {
  const r: TFieldRule = FIELD_RULES[name];
  if (prepareValue(name, value) === '') return options.required ? (r.requiredKey ?? FIELD_REQUIRED_KEY) : null;
  return matchesRule(name, value) ? null : r.messageKey;
}

/** The English message of a rule's i18n key (the fallback where a pack lacks it), or null. */
export function ruleMessage(messageKey: string): string | null {
  for (const r of Object.values(FIELD_RULES) as TFieldRule[]) if (r.messageKey === messageKey) return r.message;
  return null;
}
