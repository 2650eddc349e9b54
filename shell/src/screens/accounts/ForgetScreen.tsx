import { useRef, useState, type FormEvent } from 'react';
import { Link, navigate, useQuery } from '../../routes/router';
import { isApiError, normalizeMobile, PATHS } from '@tessera/contract';
import { forgetPassword } from '@tessera/contract/api';
import { Form, FormError, SubmitBar, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { AccountLayout } from './AccountLayout';
import { ForgetByEmail } from './ForgetByEmail';
import { MethodSwitch, MobileField, requestSmsCode, SmsCodeField, useDialingCode, useFormMessages, useRevalidateShown, NewPasswordFields } from './fields';

import { useSmsCode } from './useCodes';
import { checkMobile, checkPassword, checkSmsCode, type TCheck } from './validation';

type TField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
type TMode = 'sms' | 'email';

/**
 * /m/forget: a new password with an SMS code sent to the account's mobile number (purpose forget),
 * or, for an account without one, a link sent to its e-mail address (ForgetByEmail; ?by=email opens
 * that way). The API ends every session of the account; the player logs in again with the new password.
 */
export function ForgetScreen() {
  const t = useShellT();
  const [mode, setMode] = useState<TMode>(useQuery().get('by') === 'email' ? 'email' : 'sms');
  const [values, setValues] = useState<Record<TField, string>>({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const [busy, setBusy] = useState(false);
  const sms = useSmsCode('forget');
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const messages = useFormMessages<TField>(focusInvalid);
  const { errors, formError, setFormError } = messages;
  const dialing = useDialingCode(true);
  const dialingCode = dialing.code;

  const checks: Record<TField, TCheck> = {
    mobileNum: checkMobile,
    verificationCode: checkSmsCode,
    newPassword: checkPassword,
    confirmNewPassword: (v) => (v === '' ? 'accounts.error.newConfirmRequired' : v !== values.newPassword ? 'accounts.error.newConfirmMismatch' : null),
  };
  const fields: TField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

  useRevalidateShown(messages, checks, values, fields);

  const set = (f: TField) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    messages.edited(f);
  };

  const requestCode = () => requestSmsCode(sms, dialingCode, values.mobileNum, messages, focusInvalid);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, fields)) return;
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
      if (!messages.showServer(forgetPassword, err, fields)) setFormError(isApiError(err) ? err.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const err = (f: TField) => (errors[f] ? t(errors[f]) : undefined);

  return (
    <AccountLayout title={t('title.forget')} testId="forget-screen">
      <MethodSwitch<TMode>
        label={t('accounts.forget.method')}
        value={mode}
        labels={{ sms: t('accounts.forget.bySms'), email: t('accounts.forget.byEmail') }}
        onSwitch={setMode}
        clear={messages.clear}
      />
      {mode === 'email' ? (
        <ForgetByEmail onUseSms={() => setMode('sms')} />
      ) : (
        <>
          <p className="acc-alt">{t('accounts.forget.intro')}</p>
          <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.forget')}>
            <MobileField dialing={dialing} value={values.mobileNum} onChange={set('mobileNum')} error={err('mobileNum')} />
            <SmsCodeField
              name="verificationCode"
              sms={sms}
              value={values.verificationCode}
              onChange={set('verificationCode')}
              error={err('verificationCode')}
              onSend={() => void requestCode()}
            />
            <NewPasswordFields
              fields={['newPassword', 'confirmNewPassword']}
              labels={[t('accounts.field.newPassword'), t('accounts.field.confirmNewPassword')]}
              values={values}
              error={err}
              set={set}
            />
            <FormError>{formError}</FormError>
            <SubmitBar label={t('accounts.forget.submit')} busy={busy} data-testid="forget-submit" />
          </Form>
        </>
      )}
      <p className="acc-alt">
        <Link className="acc-link" to={PATHS.login}>
          {t('accounts.login.submit')}
        </Link>
      </p>
    </AccountLayout>
  );
}
