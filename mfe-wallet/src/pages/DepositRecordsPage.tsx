import { withQuery } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import { DEPOSIT_STATUSES, type TDepositStatus } from '@tessera/contract/api';
import { DepositRecordsView, useDepositRecords } from '../features/depositRecords';
import '../wallet.css';

/** Query parameter of the status filter: in the URL, so back and reload keep it. */
const STATUS = 'status';

/** The page of PATHS.depositRecord: the member's deposit orders. */
export default function DepositRecordsPage() {
  const nav = useNav();
  const t = useT('wallet');
  const raw = nav.query.get(STATUS);
  const status = (DEPOSIT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TDepositStatus) : null;
  const list = useDepositRecords(status);
  return (
    <section className="tk-screen" data-testid="screen" data-remote="wallet" aria-labelledby="records-title">
      <h1 id="records-title" className="tk-visually-hidden">
        {t('title.vouReport')}
      </h1>
      <DepositRecordsView
        {...list}
        filter={status ?? 'ALL'}
        onFilter={(f) => nav.navigate(withQuery(nav.path, { [STATUS]: f === 'ALL' ? null : f }), { replace: true })}
      />
    </section>
  );
}
