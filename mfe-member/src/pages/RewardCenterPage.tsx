import { PageTitle, QueryView, useFormat, useT } from '@tessera/platform-sdk';
import { Amount, EmptyState, ListSkeleton } from '@tessera/ui-kit';
import { RewardList, useRewardCenter, useRewardClaimFlow } from '../features/rewards';
import '../member.css';

/** /m/rewardCenter: the unclaimed count and amount (spec §3 counter), then each reward with Claim on the claimable ones. */
export default function RewardCenterPage() {
  const t = useT('member');
  const format = useFormat();
  const rewards = useRewardCenter();
  const claim = useRewardClaimFlow();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.rewardCenter')}</PageTitle>
      <QueryView query={rewards} skeleton={<ListSkeleton rows={5} label={t('common.loading')} />}>
        {(data) => (
          <>
            <dl className="mb-totals mb-totals--two" data-testid="reward-summary">
              <div>
                <dt>{t('rewards.unclaimed')}</dt>
                <dd data-testid="reward-unclaimed">{data.unclaimed}</dd>
              </div>
              <div>
                <dt>{t('rewards.unclaimedAmount')}</dt>
                <dd>
                  <Amount value={format.money(data.unclaimedAmount)} size="lg" />
                </dd>
              </div>
            </dl>
            {data.list.length === 0 ? (
              <EmptyState text={t('rewards.empty')} />
            ) : (
              <RewardList rewards={data.list} busyId={claim.busyId} onClaim={(id) => void claim.run(id)} />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
