import { useState } from 'react';
import { normalizeDialingCode, type TEndpoint } from '@tessera/contract';
import { serverFieldErrors } from '@tessera/platform-sdk/forms';
import { systemCountry } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { CodeField, PasswordField, PhoneField, SegmentedControl } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import type { useCaptcha, useSmsCode } from './useCodes';
import { useRevalidateOnLanguage } from './formHooks';
import { checkMobile, hasErrors, maxLengthOf, validate, type TCheck, type TErrors } from './validation';

// The blocks login, registration and forget share: the mobile number with its dialling code, the
// SMS code with its send button, the image captcha and the method switch. One place each, so the
// three screens cannot drift apart (field names and limits are the observable contract's).

const digits = (v: string) => v.replace(/\D/g, '');

/**
 * A form's messages: one per field (i18n keys, or the API's text) and one for the whole form.
 * `checkAll` runs the rules of the fields shown before sending (false: the messages show and the
 * first invalid field takes focus); `edited` forgets a field's message as the player types.
 */
export function useFormMessages<F extends string>(focusInvalid: () => void) {
  const [errors, setErrors] = useState<TErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    setErrors,
    formError,
    setFormError,
    setFieldError: (field: F, message: string | undefined) => setErrors((e) => ({ ...e, [field]: message })),
    edited: (field: F) => {
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    clear: () => {
      setErrors({});
      setFormError(null);
    },
    /**
     * An API refusal on the fields it is about (the API's issues, the descriptor's fieldErrors, a
     * service's value.field): the rule's i18n key or the API's translated text. True when it found
     * a field; otherwise the caller shows the refusal its own way.
     */
    showServer: (endpoint: TEndpoint, err: unknown, fields: readonly F[]): boolean => {
      const found = serverFieldErrors(endpoint, err, fields);
      const next = Object.fromEntries(Object.entries(found).map(([f, m]) => [f, 'key' in m ? m.key : m.text])) as TErrors<F>;
      if (!hasErrors(next)) return false;
      setErrors(next);
      focusInvalid();
      return true;
    },
    checkAll: (checks: Partial<Record<F, TCheck>>, values: Record<F, string>, fields: readonly F[]): boolean => {
      setFormError(null);
      const found = validate(checks, values, fields);
      setErrors(found);
      if (!hasErrors(found)) return true;
      focusInvalid();
      return false;
    },
  };
}

/** Spec §5: the messages on show are checked again in the new language (debounced 200 ms). */
export function useRevalidateShown<F extends string>(
  messages: { errors: TErrors<F>; setErrors(errors: TErrors<F>): void },
  checks: Partial<Record<F, TCheck>>,
  values: Record<F, string>,
  fields: readonly F[],
): void {
  useRevalidateOnLanguage(() => {
    const shown = fields.filter((f) => messages.errors[f]);
    if (shown.length) messages.setErrors(validate(checks, values, shown));
  });
}

/**
 * The system-country dialling codes (asked only while `enabled`) and the chosen one: `initial` (a
 * remembered one), else the server's default until the player picks.
 */
export function useDialingCode(enabled: boolean, initial = '') {
  const [chosen, setChosen] = useState(initial);
  const countries = useApiQuery(systemCountry, enabled ? { query: {} } : null, { staleTime: 3_600_000 });
  const codes = (countries.data?.list ?? []).map((c) => ({ value: normalizeDialingCode(c.dialingCode), label: `${c.dialingCode} ${c.countryCode}` }));
  const code = chosen || normalizeDialingCode(countries.data?.defaultDialingCode ?? '');
  return { codes, code, setCode: setChosen };
}
export type TDialingCode = ReturnType<typeof useDialingCode>;

/** mobileNum with its countryDialingCode picker; digits only, at most TEXT_LIMITS.mobile. */
export function MobileField({
  dialing,
  label,
  value,
  error,
  onChange,
}: {
  dialing: TDialingCode;
  label?: string;
  value: string;
  error?: string;
  onChange(v: string): void;
}) {
  const t = useShellT();
  return (
    <PhoneField
      name="mobileNum"
      codeName="countryDialingCode"
      label={label ?? t('accounts.field.mobile')}
      codeLabel={t('accounts.field.dialingCode')}
      codes={dialing.codes.length ? dialing.codes : [{ value: dialing.code, label: dialing.code ? `+${dialing.code}` : '+' }]}
      code={dialing.code}
      onCodeChange={dialing.setCode}
      maxLength={maxLengthOf('mobileNum')}
      value={value}
      onChange={(e) => onChange(digits(e.target.value))}
      error={error}
    />
  );
}

/** The SMS code with its send button and countdown (useSmsCode). */
export function SmsCodeField({
  name,
  sms,
  value,
  error,
  onChange,
  onSend,
}: {
  name: 'messageCode' | 'verificationCode';
  sms: ReturnType<typeof useSmsCode>;
  value: string;
  error?: string;
  onChange(v: string): void;
  onSend(): void;
}) {
  const t = useShellT();
  return (
    <CodeField
      name={name}
      label={t('accounts.field.smsCode')}
      maxLength={maxLengthOf('verificationCode')}
      value={value}
      onChange={(e) => onChange(digits(e.target.value))}
      error={error}
      sendLabel={sms.label}
      sendDisabled={sms.running || sms.sending}
      onSend={onSend}
    />
  );
}

/** The image captcha: 6 digits, with the picture and its refresh button (useCaptcha). */
export function CaptchaField({
  name,
  captcha,
  value,
  error,
  onChange,
}: {
  name: 'identifying' | 'captcha';
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  error?: string;
  onChange(v: string): void;
}) {
  const t = useShellT();
  return (
    <CodeField
      name={name}
      label={t('accounts.field.captcha')}
      hint={t('accounts.field.captchaHint')}
      maxLength={maxLengthOf('captcha')}
      value={value}
      onChange={(e) => onChange(digits(e.target.value))}
      error={error}
      captchaSrc={captcha.captcha?.image}
      captchaAlt={t('accounts.field.captchaImage')}
      refreshLabel={t('accounts.field.captchaRefresh')}
      refreshing={captcha.refreshing}
      onRefresh={() => void captcha.refresh()}
    />
  );
}

/** Two ways to fill a form (login: username / SMS; registration: username / mobile). Switching forgets the form's messages (`clear`). */
export function MethodSwitch<T extends string>({
  label,
  value,
  labels,
  onSwitch,
  clear,
}: {
  label: string;
  value: T;
  labels: Record<T, string>;
  onSwitch(method: T): void;
  clear(): void;
}) {
  const options = (Object.keys(labels) as T[]).map((m) => ({ value: m, label: labels[m] }));
  return (
    <SegmentedControl
      label={label}
      value={value}
      onChange={(m) => {
        onSwitch(m as T);
        clear();
      }}
      options={options}
    />
  );
}

/** A new password and its confirmation (registration, forget, change password), show/hide on each. */
export function NewPasswordFields<F extends string>({
  fields,
  labels,
  values,
  error,
  set,
}: {
  fields: readonly [F, F];
  labels: readonly [string, string];
  values: Record<F, string>;
  error(field: F): string | undefined;
  set(field: F): (value: string) => void;
}) {
  const t = useShellT();
  return (
    <>
      {fields.map((f, i) => (
        <PasswordField
          key={f}
          name={f}
          label={labels[i]}
          autoComplete="new-password"
          toggleLabel={t('accounts.field.showPassword')}
          maxLength={maxLengthOf('password')}
          value={values[f]}
          onChange={(e) => set(f)(e.target.value)}
          error={error(f)}
        />
      ))}
    </>
  );
}

/**
 * Spec §5: asking for an SMS code checks the mobile number first (its message shown and focused);
 * then the code is sent (a refusal hides the loading silently, spec §8: the form's message is cleared).
 */
export async function requestSmsCode(
  sms: ReturnType<typeof useSmsCode>,
  dialingCode: string,
  mobile: string,
  messages: { setFieldError(field: 'mobileNum', message: string | undefined): void; setFormError(message: string | null): void },
  focusInvalid: () => void,
): Promise<void> {
  const problem = checkMobile(mobile) ?? undefined;
  messages.setFieldError('mobileNum', problem);
  if (problem) {
    focusInvalid();
    return;
  }
  messages.setFormError(await sms.send(dialingCode, mobile));
}
