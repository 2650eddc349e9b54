import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { ListSkeleton } from '@tessera/ui-kit';
import { useState } from 'react';
import { DateRange } from '../components/DateRange';
import { presetRange, utcDay } from '../components/dates';
import { TeamPnlReport, useTeamPnl } from '../features/team';
import '../member.css';

/** /m/member/team/pnl, team betting: the team's bets, payouts and profit by downline over a period. */
export default function TeamPnlPage() {
  const t = useT('member');
  const [range, setRange] = useState(() => presetRange('week'));
  const pnl = useTeamPnl(range);
  return (
    <div className="mb-page">
      <PageTitle>{t('title.teamPnl')}</PageTitle>
      <DateRange from={range.from} to={range.to} onChange={setRange} max={utcDay(new Date())} />
      <QueryView query={pnl} skeleton={<ListSkeleton rows={6} icon={false} label={t('common.loading')} />}>
        {(p) => <TeamPnlReport pnl={p} />}
      </QueryView>
    </div>
  );
}
