import { PATHS } from '@tessera/contract';
import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { Skeleton } from '@tessera/ui-kit';
import { useState } from 'react';
import { AppLink } from '../components/AppLink';
import { DateRange } from '../components/DateRange';
import { presetRange, utcDay } from '../components/dates';
import { TeamKpiGrid, useTeamKpi } from '../features/team';
import '../member.css';

/** /m/member/team/kpi, the agent center: the team's figures over a period, and the way to its members and their betting. */
export default function TeamKpiPage() {
  const t = useT('member');
  const [range, setRange] = useState(() => presetRange('month'));
  const kpi = useTeamKpi(range);
  return (
    <div className="mb-page">
      <PageTitle>{t('title.teamKpi')}</PageTitle>
      <DateRange from={range.from} to={range.to} onChange={setRange} max={utcDay(new Date())} />
      <QueryView query={kpi} skeleton={<Skeleton height={260} />}>
        {(k) => <TeamKpiGrid kpi={k} />}
      </QueryView>
      <div className="mb-actions">
        <AppLink to={PATHS.teamDownlines} className="mb-action">
          {t('title.teamDownlines')}
        </AppLink>
        <AppLink to={PATHS.teamPnl} className="mb-action">
          {t('title.teamPnl')}
        </AppLink>
      </div>
    </div>
  );
}
