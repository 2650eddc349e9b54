import type { TEndpointOutput, teamKpi } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';

type TKpi = TEndpointOutput<typeof teamKpi>;

/** The team at a glance: people first (size, direct, new, active), then money (turnover, payouts, deposits, withdrawals, profit). */
export function TeamKpiGrid({ kpi }: { kpi: TKpi }) {
  const t = useT('member');
  const format = useFormat();
  const counts: [string, number][] = [
    ['teamSize', kpi.teamSize],
    ['directDownlines', kpi.directDownlines],
    ['newMembers', kpi.newMembers],
    ['activeBettors', kpi.activeBettors],
  ];
  const money: [string, string, boolean][] = [
    ['turnover', kpi.turnover, false],
    ['payouts', kpi.payouts, false],
    ['deposits', kpi.deposits, false],
    ['withdrawals', kpi.withdrawals, false],
  ];
  return (
    <>
      <dl className="mb-totals mb-totals--two" data-testid="team-kpi">
        {counts.map(([k, v]) => (
          <div key={k} data-kpi={k}>
            <dt>{t(`team.kpi.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        {money.map(([k, v]) => (
          <div key={k} data-kpi={k}>
            <dt>{t(`team.kpi.${k}`)}</dt>
            <dd>
              <Amount value={format.money(v)} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mb-totals mb-totals--one">
        <div data-kpi="teamProfit">
          <dt>{t('team.kpi.teamProfit')}</dt>
          <dd>
            <Amount value={format.money(kpi.teamProfit)} signed size="lg" />
          </dd>
        </div>
      </dl>
      <p className="mb-note">{t('team.kpi.profitNote')}</p>
    </>
  );
}
