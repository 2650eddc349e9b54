import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@tessera/contract';
import { setFirstPassword } from '@tessera/contract/api';
import { useLoading, useSession } from '@tessera/platform-sdk';
import { Button, Form, FormError, SubmitBar, TextField, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { navigate, useQuery } from '../../routes/router';
import { useSessionStore } from '../../stores/session';
import { AccountLayout } from './AccountLayout';
import { NewPasswordFields, useFormMessages, useRevalidateShown } from './fields';
import { safeReturnPath } from './formHooks';
import { checkPassword, type TCheck } from './validation';

type TField = 'newPassword' | 'confirmNewPassword';

/**
 * The first-password screen (spec §2 header title "first password", §3 firstTimeLogin;
 * docs/decisions/first-password.md): an account opened for the member (an agent's new downline)
 * sets its own password before anything else. The route guard keeps every other page away while
 * the session says firstTimeLogin, and the API refuses every other call. Success: the session
 * goes on, the page the member was going to opens.
 */
export function FirstPasswordScreen() {
  const t = useShellT();
  const { session, logout } = useSession();
  const loading = useLoading();
  const params = useQuery();
  const [values, setValues] = useState<Record<TField, string>>({ newPassword: '', confirmNewPassword: '' });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useFormMessages<TField>(useFocusFirstInvalid(formRef));
  const { errors } = messages;

  const checks: Record<TField, TCheck> = {
    newPassword: checkPassword,
    confirmNewPassword: (v) => (v === '' ? 'accounts.error.newConfirmRequired' : v !== values.newPassword ? 'accounts.error.newConfirmMismatch' : null),
  };
  const fields: TField[] = ['newPassword', 'confirmNewPassword'];
  useRevalidateShown(messages, checks, values, fields);

  const set = (f: TField) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    messages.edited(f);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, fields)) return;
    setBusy(true);
    loading.show();
    try {
      await callApi(setFirstPassword, { body: { ...values } });
      const current = useSessionStore.getState().session;
      if (current) useSessionStore.getState().setSession({ ...current, firstTimeLogin: false }, 'restore');
      showToast('success', t('accounts.firstPassword.success'));
      navigate(safeReturnPath(params.get('redirect')), { replace: true });
    } catch (err) {
      // The API's word on a field (the agent's password again, the rule), else above the form.
      if (!messages.showServer(setFirstPassword, err, fields)) messages.setFormError(isApiError(err) ? err.message : t('error.unknown'));
      setBusy(false);
    } finally {
      loading.hide();
    }
  };

  return (
    <AccountLayout title={t('title.firstPassword')} testId="firstPassword-screen" underHeader>
      <p className="acc-intro" data-testid="first-password-intro">
        {t('accounts.firstPassword.intro')}
      </p>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.firstPassword')}>
        <TextField name="username" label={t('accounts.field.username')} value={session?.userName ?? ''} readOnly autoComplete="username" />
        <NewPasswordFields
          fields={['newPassword', 'confirmNewPassword']}
          labels={[t('accounts.field.newPassword'), t('accounts.field.confirmNewPassword')]}
          values={values}
          error={(f) => (errors[f] ? t(errors[f]) : undefined)}
          set={set}
        />
        <FormError>{messages.formError}</FormError>
        <SubmitBar label={t('accounts.firstPassword.submit')} busy={busy} data-testid="firstPassword-submit" />
      </Form>
      <Button variant="ghost" block onClick={() => void logout({ confirm: false })}>
        {t('accounts.firstPassword.signOut')}
      </Button>
    </AccountLayout>
  );
}
