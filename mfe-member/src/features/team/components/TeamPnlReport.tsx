import type { TEndpointOutput, teamPnl } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, EmptyState } from '@tessera/ui-kit';

type TPnl = TEndpointOutput<typeof teamPnl>;

/** The team's bets, payouts and profit over the period, then per downline (with their level in the tree). */
export function TeamPnlReport({ pnl }: { pnl: TPnl }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <>
      <dl className="mb-totals" aria-label={t('common.totals')} data-testid="team-pnl-totals">
        <div>
          <dt>{t('team.pnl.bets')}</dt>
          <dd>
            <Amount value={format.money(pnl.totals.bets)} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{t('team.pnl.payouts')}</dt>
          <dd>
            <Amount value={format.money(pnl.totals.payouts)} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{t('team.pnl.profit')}</dt>
          <dd>
            <Amount value={format.money(pnl.totals.profit)} signed size="sm" />
          </dd>
        </div>
      </dl>
      {pnl.list.length === 0 ? (
        <EmptyState text={t('team.pnl.empty')} />
      ) : (
        <ul className="mb-records" data-testid="team-pnl">
          {pnl.list.map((r) => (
            <li key={r.memberId} className="mb-record">
              <span className="mb-record__title">{r.username}</span>
              <span className="mb-record__end">
                <Amount value={format.money(r.profit)} signed size="sm" />
              </span>
              <span className="mb-record__meta">
                {t('team.pnl.level', { level: r.level })} · {t('team.pnl.bets')} {format.money(r.bets)} · {t('team.pnl.payouts')} {format.money(r.payouts)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
