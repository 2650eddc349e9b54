// Field checks of the account screens (spec §5), on the contract's one table of field rules
// (FIELD_RULES, which the API enforces too), so a value the screen lets through is one the API accepts. A check answers an i18n key of the
// shell namespace (accounts.error.*), or null: the screen stores keys, not texts, so the messages
// follow the language, and they are checked again when it changes (spec §5, debounced 200 ms).
import { checkField, FIELD_RULES, type TFieldRuleName } from '@tessera/contract';

export type TCheck = (value: string) => string | null;

/** A field checked by its rule of the contract's table (FIELD_RULES): the rule's required and format messages. */
const byRule =
  (rule: TFieldRuleName, required: boolean): TCheck =>
  (v) =>
    checkField(rule, v, { required });

/** Spec §5 "loginUsername": the account's format. */
export const checkLoginUsername: TCheck = byRule('username', true);

/**
 * Spec §5 "loginPassword": only required at login — an account created under an older rule still
 * logs in; the format is the registration's and the new password's concern.
 */
export const checkLoginPassword: TCheck = byRule('currentPassword', true);

/** Spec §5 "password" (registration, new password). */
export const checkPassword: TCheck = byRule('password', true);

/** Spec §5 "loginMobileNum": digits, at most 20, the leading zero stripped before the check. */
export const checkMobile: TCheck = byRule('mobileNum', true);

/** Spec §5 "verificationCode": numeric, at most 10. */
export const checkSmsCode: TCheck = byRule('verificationCode', true);

/** Spec §5 captcha: required ("Enter a captcha"), 6 numeric characters. */
export const checkCaptcha: TCheck = byRule('captcha', true);

/** Confirmation: required ("incorrect password"), equal to the password ("confirmation incorrect"). */
export const checkConfirm =
  (password: string): TCheck =>
  (v) =>
    v === '' ? 'accounts.error.confirmRequired' : v !== password ? 'accounts.error.confirmMismatch' : null;

export const checkEmail: TCheck = byRule('email', false);
export const checkName: TCheck = byRule('name', false);
export const checkPaymentPassword: TCheck = byRule('paymentPassword', false);
export const checkAffiliateCode: TCheck = byRule('affiliateCode', false);

/** The longest value a field's rule accepts (an input's maxLength). */
export const maxLengthOf = (rule: TFieldRuleName): number => FIELD_RULES[rule].maxLength;

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
