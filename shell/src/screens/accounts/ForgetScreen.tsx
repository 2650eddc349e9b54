import { useShellT } from '../../i18n';
import { AccountLayout } from './AccountLayout';

export function ForgetScreen() {
  const t = useShellT();
  return (
    <AccountLayout title={t('title.forget')} testId="forget-screen">
      {null}
    </AccountLayout>
  );
}
