import { PATHS } from '@tessera/contract';
import { QueryView, useFormat, useNav, useT } from '@tessera/platform-sdk';
import { Amount, Card, Icon, KeyValueList, List, ListRow, ListSkeleton, SectionHeader, type TIconName } from '@tessera/ui-kit';
import { useTeamKpiQuery } from '../api';
import '../../../agent.css';

/** The agent center's menu (issue 29): the team screens member serves, then agent's own. */
export const CENTER_ENTRIES: readonly { key: string; to: string; icon: TIconName }[] = [
  { key: 'kpi', to: PATHS.teamKpi, icon: 'kpi' },
  { key: 'rebates', to: PATHS.agentRebates, icon: 'users' },
  { key: 'newDownline', to: PATHS.agentNewDownline, icon: 'user' },
  { key: 'links', to: PATHS.agentLinks, icon: 'share' },
  { key: 'transfer', to: PATHS.agentTransfer, icon: 'send' },
  { key: 'salary', to: PATHS.agentSalary, icon: 'wallet' },
  { key: 'dividend', to: PATHS.agentDividend, icon: 'chart' },
  { key: 'teamBetting', to: PATHS.teamPnl, icon: 'trophy' },
  { key: 'salaryContract', to: PATHS.salaryContract, icon: 'receipt' },
  { key: 'dividendContract', to: PATHS.dividendContract, icon: 'receipt' },
  { key: 'hourContract', to: PATHS.hourContract, icon: 'receipt' },
];

/** /m/member/agent/center: the team's figures of the last 30 days, then every agent screen. */
export function AgentCenterView() {
  const t = useT('agent');
  const format = useFormat();
  const nav = useNav();
  const kpi = useTeamKpiQuery();
  const entries = CENTER_ENTRIES.filter((e) => nav.canNavigate?.(e.to) ?? true);
  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="ac-kpi" data-testid="agent-kpi">
        <div className="tk-stack tk-stack--tight">
          <h2 id="ac-kpi" className="tk-subheading">
            {t('center.kpiTitle')}
          </h2>
          <QueryView query={kpi} skeleton={<ListSkeleton rows={3} label={t('contract.loading')} />}>
            {(k) => (
              <>
                <p className="tk-muted">{t('center.range', { from: k.from, to: k.to })}</p>
                <KeyValueList
                  items={[
                    { id: 'size', label: t('center.teamSize'), value: String(k.teamSize) },
                    { id: 'direct', label: t('center.directDownlines'), value: String(k.directDownlines) },
                    { id: 'new', label: t('center.newMembers'), value: String(k.newMembers) },
                    { id: 'active', label: t('center.activeBettors'), value: String(k.activeBettors) },
                    { id: 'turnover', label: t('center.turnover'), value: <Amount value={format.money(k.turnover)} size="sm" /> },
                    { id: 'deposits', label: t('center.deposits'), value: <Amount value={format.money(k.deposits)} size="sm" /> },
                    { id: 'profit', label: t('center.teamProfit'), value: <Amount value={format.money(k.teamProfit)} size="sm" /> },
                  ]}
                />
              </>
            )}
          </QueryView>
        </div>
      </Card>
      <section className="tk-stack tk-stack--tight" aria-labelledby="ac-menu">
        <SectionHeader id="ac-menu" title={t('center.menuTitle')} />
        <List label={t('center.menuTitle')}>
          {entries.map((e) => (
            <ListRow
              key={e.key}
              data-testid={`agent-entry-${e.key}`}
              icon={<Icon name={e.icon} />}
              title={t(`center.entries.${e.key}`)}
              onClick={() => nav.navigate(e.to)}
            />
          ))}
        </List>
      </section>
    </div>
  );
}
