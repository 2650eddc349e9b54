import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';

export interface BetTotalsProps {
  /** Decimal strings of the period, as the records calls answer them. */
  totals: { stake: string; payout: string; profit: string };
  'data-testid': string;
}

/** The stake, payout and win/loss of a records period, above its list (our bets and the third-party record). */
export function BetTotals({ totals, 'data-testid': testId }: BetTotalsProps) {
  const t = useT('member');
  const format = useFormat();
  return (
    <dl className="mb-totals" aria-label={t('common.totals')} data-testid={testId}>
      <div>
        <dt>{t('bets.stake')}</dt>
        <dd>
          <Amount value={format.money(totals.stake)} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{t('bets.payout')}</dt>
        <dd>
          <Amount value={format.money(totals.payout)} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{t('bets.profit')}</dt>
        <dd>
          <Amount value={format.money(totals.profit)} signed size="sm" />
        </dd>
      </div>
    </dl>
  );
}
