import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { ListSkeleton } from '@tessera/ui-kit';
import { useState } from 'react';
import { DateRange } from '../components/DateRange';
import { presetRange, utcDay } from '../components/dates';
import { PnlReport, usePnl } from '../features/pnl';
import '../member.css';

/** /m/profitandloss: the member's profit and loss by period, from the ledger. */
export default function ProfitAndLossPage() {
  const t = useT('member');
  const [range, setRange] = useState(() => presetRange('today'));
  const pnl = usePnl(range);
  return (
    <div className="mb-page">
      <PageTitle>{t('title.profitAndLoss')}</PageTitle>
      <DateRange from={range.from} to={range.to} onChange={setRange} max={utcDay(new Date())} />
      <QueryView query={pnl} skeleton={<ListSkeleton rows={8} icon={false} label={t('common.loading')} />}>
        {(data) => <PnlReport total={data.total} days={data.days} />}
      </QueryView>
    </div>
  );
}
