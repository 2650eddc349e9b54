import { useRef, useState, type FormEvent } from 'react';
import { PATHS, TIMING_MS } from '@tessera/contract';
import { useDialog, useLoading, useNav, useSession } from '@tessera/platform-sdk';
import { changePassword } from '@tessera/contract/api';
import { Form, PasswordField, SubmitBar, TextField, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { AccountLayout } from './AccountLayout';
import { NewPasswordFields, useFormMessages, useRevalidateShown } from './fields';

import { checkLoginPassword, checkPassword, maxLengthOf, type TCheck } from './validation';

type TField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * /m/changePsw (spec §2, §4, §5, §8): the username read-only; the old password (always asked: no
 * password is ever remembered, docs/decisions/accounts-remember-me.md); the new one by the rule
 * "password"; the confirmation. A new password equal to the old is refused in a popup before any
 * call. Success: 'Password changed', home after about 1 s. Failure: the loading goes, no message
 * (spec §8). Trial players never reach the form: the route needs a real member.
 */
export function ChangePasswordScreen() {
  const t = useShellT();
  const { session } = useSession();
  const dialog = useDialog();
  const loading = useLoading();
  const nav = useNav();
  const [values, setValues] = useState<Record<TField, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useFormMessages<TField>(useFocusFirstInvalid(formRef));
  const { errors } = messages;

  const checks: Record<TField, TCheck> = {
    oldPassword: checkLoginPassword,
    newPassword: checkPassword,
    confirmNewPassword: (v) => (v === '' ? 'accounts.error.newConfirmRequired' : v !== values.newPassword ? 'accounts.error.newConfirmMismatch' : null),
  };
  const fields: TField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

  useRevalidateShown(messages, checks, values, fields);

  const set = (f: TField) => (v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    messages.edited(f);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, fields)) return;
    if (values.newPassword === values.oldPassword) {
      await dialog.alert({ title: t('dialog.prompt'), message: t('error.passwordSame'), confirmLabel: t('dialog.confirm') });
      return;
    }
    setBusy(true);
    loading.show();
    try {
      await callApi(changePassword, { body: { ...values } });
      loading.hide();
      showToast('success', t('accounts.changePsw.success'));
      setTimeout(() => nav.navigate(PATHS.home, { replace: true }), TIMING_MS.redirectAfterPasswordChange);
    } catch (err) {
      // Spec §8: a failed change hides the loading, with no message of its own; a refusal about one
      // field (the old password is wrong, the new one breaks the rule) is shown on that field.
      loading.hide();
      messages.showServer(changePassword, err, fields);
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t('title.changePsw')} testId="changePsw-screen" underHeader>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.changePsw')}>
        <TextField name="username" label={t('accounts.field.username')} value={session?.userName ?? ''} readOnly autoComplete="username" />
        <PasswordField
          name="oldPassword"
          label={t('accounts.field.oldPassword')}
          autoComplete="current-password"
          toggleLabel={t('accounts.field.showPassword')}
          maxLength={maxLengthOf('currentPassword')}
          value={values.oldPassword}
          onChange={(e) => set('oldPassword')(e.target.value)}
          error={errors.oldPassword ? t(errors.oldPassword) : undefined}
        />
        <NewPasswordFields
          fields={['newPassword', 'confirmNewPassword']}
          labels={[t('accounts.field.newPassword'), t('accounts.field.confirmNewPassword')]}
          values={values}
          error={(f) => (errors[f] ? t(errors[f]) : undefined)}
          set={set}
        />
        <SubmitBar label={t('accounts.changePsw.submit')} busy={busy} data-testid="changePsw-submit" />
      </Form>
    </AccountLayout>
  );
}
