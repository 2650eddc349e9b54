// Field checks of the account screens (spec §5), on the rules the API enforces (ACCOUNT_RULES),
// so a value the screen lets through is one the API accepts. A check answers an i18n key of the
// shell namespace (accounts.error.*), or null: the screen stores keys, not texts, so the messages
// follow the language, and they are checked again when it changes (spec §5, debounced 200 ms).
import { matchesRule, normalizeMobile, TEXT_LIMITS } from '@tessera/contract';

export type TCheck = (value: string) => string | null;

const required =
  (key: string, next?: TCheck): TCheck =>
  (v) =>
    v.trim() === '' ? key : (next?.(v) ?? null);

/** Spec §5 "loginUsername": the account's format. */
export const checkLoginUsername: TCheck = required('accounts.error.usernameRequired', (v) =>
  matchesRule('username', v.trim()) ? null : 'accounts.error.usernameFormat',
);

/**
 * Spec §5 "loginPassword": only required at login — an account created under an older rule still
 * logs in; the format is the registration's and the new password's concern.
 */
export const checkLoginPassword: TCheck = required('accounts.error.passwordRequired', (v) => (v.length > 128 ? 'accounts.error.passwordFormat' : null));

/** Spec §5 "password" (registration, new password). */
export const checkPassword: TCheck = required('accounts.error.passwordRequired', (v) => (matchesRule('password', v) ? null : 'accounts.error.passwordFormat'));

/** Spec §5 "loginMobileNum": digits, at most 20, the leading zero stripped before the check. */
export const checkMobile: TCheck = required('accounts.error.mobileRequired', (v) => {
  const digits = v.trim();
  if (!/^[0-9]+$/.test(digits) || digits.length > TEXT_LIMITS.mobile) return 'accounts.error.mobileFormat';
  return matchesRule('mobileNum', normalizeMobile(digits)) ? null : 'accounts.error.mobileFormat';
});

/** Spec §5 "verificationCode": numeric, at most 10. */
export const checkSmsCode: TCheck = required('accounts.error.smsRequired', (v) =>
  /^[0-9]+$/.test(v.trim()) && v.trim().length <= TEXT_LIMITS.smsCode ? null : 'accounts.error.smsFormat',
);

/** Spec §5 captcha: required ("Enter a captcha"), 6 numeric characters. */
export const checkCaptcha: TCheck = required('accounts.error.captchaRequired', (v) =>
  matchesRule('captcha', v.trim()) ? null : 'accounts.error.captchaFormat',
);

/** Confirmation: required ("incorrect password"), equal to the password ("confirmation incorrect"). */
export const checkConfirm =
  (password: string): TCheck =>
  (v) =>
    v === '' ? 'accounts.error.confirmRequired' : v !== password ? 'accounts.error.confirmMismatch' : null;

export const checkEmail: TCheck = (v) => (matchesRule('email', v.trim().toLowerCase()) ? null : 'accounts.error.emailFormat');
export const checkName: TCheck = (v) => (matchesRule('name', v.trim()) ? null : 'accounts.error.nameFormat');
export const checkPaymentPassword: TCheck = (v) => (matchesRule('paymentPassword', v) ? null : 'accounts.error.paymentPasswordFormat');
export const checkAffiliateCode: TCheck = (v) => (matchesRule('affiliateCode', v.trim()) ? null : 'accounts.error.invitationCode');

export type TErrors<K extends string> = Partial<Record<K, string>>;

/** Runs the checks of `fields` over `values`; answers only the failing fields. */
export function validate<K extends string>(checks: Partial<Record<K, TCheck>>, values: Record<K, string>, fields: readonly K[]): TErrors<K> {
  const errors: TErrors<K> = {};
  for (const f of fields) {
    const check = checks[f];
    const message = check ? check(values[f] ?? '') : null;
    if (message) errors[f] = message;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
