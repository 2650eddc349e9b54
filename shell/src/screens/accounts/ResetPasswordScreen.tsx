import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, PATHS } from '@tessera/contract';
import { checkPasswordResetLink, resetPasswordByEmail } from '@tessera/contract/api';
import { Form, FormError, Spinner, SubmitBar, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { Link, navigate, useQuery } from '../../routes/router';
import { AccountLayout } from './AccountLayout';
import { NewPasswordFields, useFormMessages, useRevalidateShown } from './fields';
import { checkPassword, type TCheck } from './validation';

type TField = 'newPassword' | 'confirmNewPassword';
type TState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'ready'; userName: string };

/**
 * /m/resetPassword?token=…: the link of a recovery e-mail. The link is checked first (a used or
 * expired one says so and offers a new one); then a new password under the registration's rules.
 * The API claims the link once and ends every session; the player logs in with the new password.
 */
export function ResetPasswordScreen() {
  const t = useShellT();
  const token = useQuery().get('token') ?? '';
  const [state, setState] = useState<TState>({ kind: 'checking' });
  const [values, setValues] = useState<Record<TField, string>>({ newPassword: '', confirmNewPassword: '' });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const messages = useFormMessages<TField>(focusInvalid);
  const { errors, formError, setFormError } = messages;
  const fields: TField[] = ['newPassword', 'confirmNewPassword'];
  const checks: Record<TField, TCheck> = {
    newPassword: checkPassword,
    confirmNewPassword: (v) => (v === '' ? 'accounts.error.newConfirmRequired' : v !== values.newPassword ? 'accounts.error.newConfirmMismatch' : null),
  };
  useRevalidateShown(messages, checks, values, fields);

  useEffect(() => {
    let live = true;
    callApi(checkPasswordResetLink, { query: { token } }).then(
      (link) => live && setState({ kind: 'ready', userName: link.userName }),
      () => live && setState({ kind: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const set = (f: TField) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    messages.edited(f);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, fields)) return;
    setBusy(true);
    try {
      await callApi(resetPasswordByEmail, { body: { token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword } });
      showToast('success', t('accounts.forget.success'));
      navigate(PATHS.login, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.code === 'RESET_LINK_INVALID') setState({ kind: 'invalid' });
      else if (!messages.showServer(resetPasswordByEmail, err, fields)) setFormError(isApiError(err) ? err.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t('title.resetPassword')} testId="reset-password-screen">
      {state.kind === 'checking' && (
        <p className="acc-alt" role="status">
          <Spinner size="sm" /> {t('accounts.forget.resetChecking')}
        </p>
      )}
      {state.kind === 'invalid' && (
        <>
          <p className="acc-readonly" role="alert" data-testid="reset-link-invalid">
            {t('accounts.forget.resetInvalid')}
          </p>
          <p className="acc-alt">
            <Link className="acc-link" to={`${PATHS.forget}?by=email`} replace>
              {t('accounts.forget.askAgain')}
            </Link>
          </p>
        </>
      )}
      {state.kind === 'ready' && (
        <>
          <p className="acc-alt">{t('accounts.forget.resetIntro', { name: state.userName })}</p>
          <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.resetPassword')}>
            <NewPasswordFields
              fields={['newPassword', 'confirmNewPassword']}
              labels={[t('accounts.field.newPassword'), t('accounts.field.confirmNewPassword')]}
              values={values}
              error={(f) => (errors[f] ? t(errors[f]) : undefined)}
              set={set}
            />
            <FormError>{formError}</FormError>
            <SubmitBar label={t('accounts.forget.submit')} busy={busy} data-testid="reset-submit" />
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
