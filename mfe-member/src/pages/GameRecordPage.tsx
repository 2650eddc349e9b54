import { isAbortedCall } from '@tessera/contract';
import { PageTitle, QueryView, useDialog, useT, useToast } from '@tessera/platform-sdk';
import type { TBetRecord } from '@tessera/contract/api';
import { EmptyState, ListSkeleton, LoadMore, Tabs } from '@tessera/ui-kit';
import { useState } from 'react';
import { BetDetail, BetFilters, BetList, BetTotals, flattenBets, useBetFilters, useBetRecords, useCancelOrder, useOrderDetail } from '../features/betRecords';
import { ThirdPartyRecords } from '../features/selfService';
import '../member.css';

/**
 * /m/gameRecord: two tabs. Our games: the member's bets by period, category and status, totals,
 * order detail and cancel where allowed. Third-party games: the vendors' records by day (issue 29).
 */
export default function GameRecordPage() {
  const t = useT('member');
  const [tab, setTab] = useState<'bets' | 'thirdParty'>('bets');
  return (
    // The tabs sit right under the header: header and tab bar stay within 12 % of a phone's height.
    <div className="mb-page mb-page--tabs">
      <PageTitle>{t('title.gameRecord')}</PageTitle>
      <Tabs
        label={t('title.gameRecord')}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'bets', label: t('self.betsTab') },
          { value: 'thirdParty', label: t('self.thirdPartyTab') },
        ]}
      >
        {tab === 'bets' ? <OwnBets /> : <ThirdPartyRecords />}
      </Tabs>
    </div>
  );
}

function OwnBets() {
  const t = useT('member');
  const dialog = useDialog();
  const toast = useToast();
  const { filters, setRange, setStatus, setCategory } = useBetFilters();
  const list = useBetRecords(filters);
  const [openNo, setOpenNo] = useState<string | null>(null);
  const detail = useOrderDetail(openNo);
  const cancel = useCancelOrder();

  const onCancel = async (order: TBetRecord) => {
    const ok = await dialog.confirm({
      title: t('bets.cancelTitle'),
      message: t('bets.cancelMessage', { orderNo: order.orderNo }),
      confirmLabel: t('bets.cancel'),
      cancelLabel: t('common.keep'),
    });
    if (!ok) return;
    try {
      await cancel.run({ params: { orderNo: order.orderNo } });
      toast.show('success', t('bets.cancelled'));
    } catch (e) {
      if (!isAbortedCall(e)) toast.show('fail', (e as Error).message);
    }
  };

  const first = list.data?.pages[0];
  return (
    <>
      <BetFilters filters={filters} onRange={setRange} onStatus={setStatus} onCategory={setCategory} />
      <QueryView query={list} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(data) => {
          const bets = flattenBets(data.pages);
          return (
            <>
              {first && <BetTotals totals={first.totals} data-testid="bet-totals" />}
              {bets.length === 0 ? (
                <EmptyState text={t('common.noData')} />
              ) : (
                <>
                  <p className="mb-count">{t('common.count', { count: first?.total ?? bets.length })}</p>
                  <BetList bets={bets} onOpen={setOpenNo} />
                  {list.hasNextPage && <LoadMore label={t('common.loadMore')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
                </>
              )}
            </>
          );
        }}
      </QueryView>
      <BetDetail
        open={openNo !== null}
        order={detail.data ?? bets0(list.data?.pages, openNo)}
        onClose={() => setOpenNo(null)}
        onCancel={(o) => void onCancel(o)}
        cancelling={cancel.isPending}
      />
    </>
  );
}

/** The row already on screen while its detail loads. */
function bets0(pages: readonly { list: TBetRecord[] }[] | undefined, orderNo: string | null): TBetRecord | null {
  return (orderNo && flattenBets(pages).find((b) => b.orderNo === orderNo)) || null;
}
