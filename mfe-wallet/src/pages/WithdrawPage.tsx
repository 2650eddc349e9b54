import { PATHS } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import { WithdrawView, useWithdraw } from '../features/withdraw';
import '../wallet.css';

/** The page of PATHS.withdraw: the withdraw feature, with its links to the security center and the account records. */
export default function WithdrawPage() {
  const nav = useNav();
  const t = useT('wallet');
  const { formRef, ...model } = useWithdraw();
  return (
    // The header shows the title visibly; the contract test and screen readers find it here too.
    <section className="tk-screen" data-testid="screen" data-remote="wallet" aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className="tk-visually-hidden">
        {t('title.withdraw')}
      </h1>
      <WithdrawView
        model={model}
        formRef={formRef}
        onOpenSecurity={() => nav.navigate(PATHS.securityCenter)}
        onOpenRecords={() => nav.navigate(PATHS.transactionRecord)}
      />
    </section>
  );
}
