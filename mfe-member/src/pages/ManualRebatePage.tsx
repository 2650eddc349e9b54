import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { EmptyState, ListSkeleton, LoadMore, Skeleton } from '@tessera/ui-kit';
import { RebateCard, RebateHistory, useRebateClaimFlow, useRebateHistory, useRebateQuote } from '../features/rewards';
import '../member.css';

/** /m/member/manualRebate: the single cash back on the turnover since the last claim, claimed once, and past claims. */
export default function ManualRebatePage() {
  const t = useT('member');
  const quote = useRebateQuote();
  const history = useRebateHistory();
  const claim = useRebateClaimFlow();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.manualRebate')}</PageTitle>
      <QueryView query={quote} skeleton={<Skeleton height={260} />}>
        {(q) => <RebateCard quote={q} claiming={claim.pending} onClaim={() => void claim.run()} />}
      </QueryView>
      <section aria-labelledby="mb-rebate-history" className="tk-stack tk-stack--tight">
        <h2 className="mb-menu__title" id="mb-rebate-history">
          {t('rebate.history')}
        </h2>
        <QueryView query={history} skeleton={<ListSkeleton rows={3} icon={false} label={t('common.loading')} />}>
          {(data) => {
            const claims = data.pages.flatMap((p) => p.list);
            if (claims.length === 0) return <EmptyState text={t('rebate.noHistory')} />;
            return (
              <>
                <RebateHistory claims={claims} />
                {history.hasNextPage && <LoadMore label={t('common.loadMore')} busy={history.isFetchingNextPage} onMore={() => void history.fetchNextPage()} />}
              </>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}
