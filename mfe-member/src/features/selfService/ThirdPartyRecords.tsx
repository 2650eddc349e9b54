import { QueryView, useFormat, useT } from '@tessera/platform-sdk';
import { Amount, EmptyState, List, ListRow, ListSkeleton, LoadMore } from '@tessera/ui-kit';
import { useState } from 'react';
import { DateRange } from '../../components/DateRange';
import { presetRange, utcDay } from '../../components/dates';
import { BetTotals } from '../betRecords';
import { useThirdPartyRecords, type TThirdPartyFilters } from './api';

/**
 * The third-party game record (spec §7 "third-party game record"): the member's bets summed by
 * vendor and day for the period (the last 7 days first), totals on top, later pages on demand.
 */
export function ThirdPartyRecords() {
  const t = useT('member');
  const format = useFormat();
  const [range, setRange] = useState<TThirdPartyFilters>(() => presetRange('week'));
  const list = useThirdPartyRecords(range);
  const first = list.data?.pages[0];
  return (
    <div data-testid="third-party-records">
      <form className="mb-filters" aria-label={t('common.filters')} onSubmit={(e) => e.preventDefault()}>
        <DateRange from={range.from} to={range.to} onChange={setRange} max={utcDay(new Date())} />
      </form>
      <QueryView query={list} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(data) => {
          const rows = data.pages.flatMap((p) => p.list);
          if (rows.length === 0) return <EmptyState text={t('common.noData')} />;
          return (
            <>
              {first && <BetTotals totals={first.totals} data-testid="third-party-totals" />}
              <p className="mb-count">{t('common.count', { count: first?.total ?? rows.length })}</p>
              <List label={t('self.thirdPartyTab')}>
                {rows.map((r) => (
                  <ListRow
                    key={`${r.day}:${r.vendor}`}
                    title={r.vendorName}
                    subtitle={`${r.day} · ${t('self.bets', { count: r.count })} · ${t('bets.stake')} ${format.money(r.stake)}`}
                    value={<Amount value={format.money(r.profit)} signed size="sm" />}
                    data-vendor={r.vendor}
                  />
                ))}
              </List>
              {list.hasNextPage && <LoadMore label={t('common.loadMore')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
