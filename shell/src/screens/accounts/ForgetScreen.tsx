import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError, normalizeDialingCode, normalizeMobile, PATHS, TEXT_LIMITS } from '@tessera/shared-contracts';
import { forgetPassword, systemCountry } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';
import { CodeField, Form, FormError, PasswordField, PhoneField, SubmitBar, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { AccountLayout } from './AccountLayout';
import { useRevalidateOnLanguage } from './formHooks';
import { useSmsCode } from './useCodes';
import { checkMobile, checkPassword, checkSmsCode, hasErrors, validate, type TCheck, type TErrors } from './validation';

type TField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/**
 * /m/forget: a new password with an SMS code sent to the account's mobile number (purpose forget).
 * The API ends every session of the account; the player logs in again with the new password.
 */
export function ForgetScreen() {
  const t = useShellT();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<TField, string>>({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const [dialing, setDialing] = useState('');
  const [errors, setErrors] = useState<TErrors<TField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCode('forget');
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const countries = useApiQuery(systemCountry, { query: {} }, { staleTime: 3_600_000 });
  const codes = (countries.data?.list ?? []).map((c) => ({ value: normalizeDialingCode(c.dialingCode), label: `${c.dialingCode} ${c.countryCode}` }));
  const dialingCode = dialing || normalizeDialingCode(countries.data?.defaultDialingCode ?? '');

  const checks: Record<TField, TCheck> = {
    mobileNum: checkMobile,
    verificationCode: checkSmsCode,
    newPassword: checkPassword,
    confirmNewPassword: (v) => (v === '' ? 'accounts.error.newConfirmRequired' : v !== values.newPassword ? 'accounts.error.newConfirmMismatch' : null),
  };
  const fields: TField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

  useRevalidateOnLanguage(() => {
    const shown = fields.filter((f) => errors[f]);
    if (shown.length) setErrors(validate(checks, values, shown));
  });

  const set = (f: TField) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const requestCode = async () => {
    const found = validate(checks, values, ['mobileNum']);
    setErrors((e) => ({ ...e, mobileNum: found.mobileNum }));
    if (found.mobileNum) {
      focusInvalid();
      return;
    }
    setFormError(await sms.send(dialingCode, values.mobileNum));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = validate(checks, values, fields);
    setErrors(found);
    if (hasErrors(found)) {
      focusInvalid();
      return;
    }
    setBusy(true);
    try {
      await callApi(forgetPassword, {
        body: {
          countryDialingCode: dialingCode,
          mobileNum: normalizeMobile(values.mobileNum.trim()),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      });
      showToast('success', t('accounts.forget.success'));
      navigate(PATHS.login, { replace: true });
    } catch (err) {
      setFormError(isApiError(err) ? err.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const err = (f: TField) => (errors[f] ? t(errors[f]) : undefined);

  return (
    <AccountLayout title={t('title.forget')} testId="forget-screen">
      <p className="acc-alt">{t('accounts.forget.intro')}</p>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.forget')}>
        <PhoneField
          name="mobileNum"
          codeName="countryDialingCode"
          label={t('accounts.field.mobile')}
          codeLabel={t('accounts.field.dialingCode')}
          codes={codes.length ? codes : [{ value: dialingCode, label: dialingCode ? `+${dialingCode}` : '+' }]}
          code={dialingCode}
          onCodeChange={setDialing}
          maxLength={TEXT_LIMITS.mobile}
          value={values.mobileNum}
          onChange={(e) => set('mobileNum')(e.target.value.replace(/\D/g, ''))}
          error={err('mobileNum')}
        />
        <CodeField
          name="verificationCode"
          label={t('accounts.field.smsCode')}
          maxLength={TEXT_LIMITS.smsCode}
          value={values.verificationCode}
          onChange={(e) => set('verificationCode')(e.target.value.replace(/\D/g, ''))}
          error={err('verificationCode')}
          sendLabel={sms.label}
          sendDisabled={sms.running || sms.sending}
          onSend={() => void requestCode()}
        />
        <PasswordField
          name="newPassword"
          label={t('accounts.field.newPassword')}
          autoComplete="new-password"
          toggleLabel={t('accounts.field.showPassword')}
          maxLength={64}
          value={values.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)}
          error={err('newPassword')}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('accounts.field.confirmNewPassword')}
          autoComplete="new-password"
          toggleLabel={t('accounts.field.showPassword')}
          maxLength={64}
          value={values.confirmNewPassword}
          onChange={(e) => set('confirmNewPassword')(e.target.value)}
          error={err('confirmNewPassword')}
        />
        <FormError>{formError}</FormError>
        <SubmitBar label={t('accounts.forget.submit')} busy={busy} data-testid="forget-submit" />
      </Form>
      <p className="acc-alt">
        <Link className="acc-link" to={PATHS.login}>
          {t('accounts.login.submit')}
        </Link>
      </p>
    </AccountLayout>
  );
}
