import type { TReward } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Button, StatusPill } from '@tessera/ui-kit';
import { REWARD_STATUS_VIEW } from '../hooks';

export interface RewardListProps {
  rewards: readonly TReward[];
  busyId: number | null;
  onClaim: (id: number) => void;
}

/** Each reward: its title, amount, status and dates; a Claim button on the claimable ones. */
export function RewardList({ rewards, busyId, onClaim }: RewardListProps) {
  const t = useT('member');
  const format = useFormat();
  const when = (r: TReward) => {
    if (r.status === 'claimed' && r.claimedAt) return t('rewards.claimedAt', { time: format.dateTime(r.claimedAt, 'record') });
    if (r.status === 'coming soon') return t('rewards.from', { time: format.dateTime(r.availableFrom, 'record') });
    if (r.expiresAt) return t(r.status === 'expired' ? 'rewards.expiredAt' : 'rewards.until', { time: format.dateTime(r.expiresAt, 'record') });
    return t('rewards.noExpiry');
  };
  return (
    <ul className="mb-records" data-testid="reward-list">
      {rewards.map((r) => {
        const view = REWARD_STATUS_VIEW[r.status];
        const titleId = `mb-reward-${r.id}`;
        return (
          <li key={r.id} className="mb-record mb-reward" data-testid="reward" data-status={r.status}>
            <span className="mb-record__title" id={titleId}>
              {r.title}
            </span>
            <span className="mb-record__end">
              <Amount value={format.money(r.amount)} size="sm" />
              {r.status === 'claim' ? (
                <Button size="sm" loading={busyId === r.id} disabled={busyId !== null} onClick={() => onClaim(r.id)} aria-describedby={titleId}>
                  {t('rewards.status.claim')}
                </Button>
              ) : (
                <StatusPill tone={view.tone}>{t(`rewards.status.${view.key}`)}</StatusPill>
              )}
            </span>
            <span className="mb-record__meta">{when(r)}</span>
          </li>
        );
      })}
    </ul>
  );
}
