import type { TPnlFigures } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Card, KeyValueList } from '@tessera/ui-kit';

/** The figures shown, in reading order: play first, then money in and out, then the rest. */
const ROWS: (keyof TPnlFigures)[] = [
  'betAmount',
  'payout',
  'refunds',
  'deposits',
  'withdrawals',
  'rebates',
  'bonuses',
  'salary',
  'dividends',
  'transfersIn',
  'transfersOut',
  'adjustments',
];

export interface PnlReportProps {
  total: TPnlFigures;
  days: readonly (TPnlFigures & { date: string })[];
}

/** The period's game profit and balance change up front, every figure below, then day by day. */
export function PnlReport({ total, days }: PnlReportProps) {
  const t = useT('member');
  const format = useFormat();
  return (
    <>
      <dl className="mb-totals mb-totals--two" data-testid="pnl-summary">
        <div>
          <dt>{t('pnl.gameProfit')}</dt>
          <dd>
            <Amount value={format.money(total.gameProfit)} signed size="lg" />
          </dd>
        </div>
        <div>
          <dt>{t('pnl.netChange')}</dt>
          <dd>
            <Amount value={format.money(total.netChange)} signed size="lg" />
          </dd>
        </div>
      </dl>
      <Card>
        <KeyValueList items={ROWS.map((k) => ({ id: k, label: t(`pnl.${k}`), value: <Amount value={format.money(total[k])} size="sm" /> }))} />
      </Card>
      {days.length > 0 && (
        <section aria-labelledby="mb-pnl-days">
          <h2 className="mb-menu__title" id="mb-pnl-days">
            {t('pnl.byDay')}
          </h2>
          <ul className="mb-records" data-testid="pnl-days">
            {days
              .slice()
              .reverse()
              .map((d) => (
                <li key={d.date} className="mb-record">
                  <span className="mb-record__title">{d.date}</span>
                  <span className="mb-record__end">
                    <Amount value={format.money(d.gameProfit)} signed size="sm" />
                  </span>
                  <span className="mb-record__meta">
                    {t('pnl.betAmount')} {format.money(d.betAmount)} · {t('pnl.payout')} {format.money(d.payout)}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      )}
    </>
  );
}
