import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { EmptyState, ListSkeleton, LoadMore } from '@tessera/ui-kit';
import { useState } from 'react';
import { presetRange } from '../components/dates';
import { AccountFilters, AccountRecordList, useAccountRecords, type TAccountFilters } from '../features/accountRecords';
import '../member.css';

/** /m/transaction/record: wallet movements by transaction code and date, labels translated. */
export default function TransactionRecordPage() {
  const t = useT('member');
  const [filters, setFilters] = useState<TAccountFilters>(() => presetRange('week'));
  const list = useAccountRecords(filters);
  return (
    <div className="mb-page">
      <PageTitle>{t('title.transactionRecord')}</PageTitle>
      <AccountFilters filters={filters} onChange={setFilters} />
      <QueryView query={list} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(data) => {
          const records = data.pages.flatMap((p) => p.list);
          if (records.length === 0) return <EmptyState text={t('common.noData')} />;
          return (
            <>
              <p className="mb-count">{t('common.count', { count: data.pages[0]?.total ?? records.length })}</p>
              <AccountRecordList records={records} />
              {list.hasNextPage && <LoadMore label={t('common.loadMore')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
