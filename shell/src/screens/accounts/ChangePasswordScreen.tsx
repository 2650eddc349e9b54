import { useShellT } from '../../i18n';
import { AccountLayout } from './AccountLayout';

export function ChangePasswordScreen() {
  const t = useShellT();
  return (
    <AccountLayout title={t('title.changePsw')} testId="changePsw-screen">
      {null}
    </AccountLayout>
  );
}
