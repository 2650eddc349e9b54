import { useShellT } from '../../i18n';
import { AccountLayout } from './AccountLayout';

export function RegisterScreen() {
  const t = useShellT();
  return (
    <AccountLayout title={t('title.register')} testId="register-screen">
      {null}
    </AccountLayout>
  );
}
