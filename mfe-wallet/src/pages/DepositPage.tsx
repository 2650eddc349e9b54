import { PATHS } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import { DepositView, useDeposit } from '../features/deposit';
import '../wallet.css';

/** Query parameter the gateway's page sends the member back with. */
const ORDER = 'orderNo';

/** The page of PATHS.deposit: the deposit feature; ?orderNo= shows an order on the way back from the gateway. */
export default function DepositPage() {
  const nav = useNav();
  const t = useT('wallet');
  const { formRef, ...model } = useDeposit({
    orderNo: nav.query.get(ORDER),
    // The gateway's payment page is a page of its own (the API's simulator, or a provider's site).
    goTo: (url) => window.location.assign(url),
  });
  return (
    <section className="tk-screen" data-testid="screen" data-remote="wallet" data-template={model.template} aria-labelledby="deposit-title">
      <h1 id="deposit-title" className="tk-visually-hidden">
        {t('title.voucherCenter')}
      </h1>
      <DepositView
        model={model}
        formRef={formRef}
        onRecords={() => nav.navigate(PATHS.depositRecord)}
        onNewDeposit={() => nav.navigate(PATHS.deposit, { replace: true })}
      />
    </section>
  );
}
