import { PATHS, vipLevelOf } from '@tessera/contract';
import { usePlatform, useT } from '@tessera/platform-sdk';
import { Button, ListSkeleton } from '@tessera/ui-kit';
import { Icon } from '../components/Icon';
import { PageTitle } from '../components/PageTitle';
import { QueryView } from '../components/QueryView';
import { MemberMenu, MemberSummary, useFundsSummary, useMemberMenu, visibleEntries } from '../features/center';
import '../member.css';

/** /m/member/home: who, VIP level and balance, then the entries the merchant's keys allow (spec §3, §4 templates, §6 agents). */
export default function MemberHomePage() {
  const { member, session, statusInfo, wallet, format, logout } = usePlatform();
  const t = useT('member');
  const menu = useMemberMenu();
  const funds = useFundsSummary();
  const template = menu.data?.template ?? statusInfo.templates.memberCenter;
  const raw = funds.data?.balance ?? wallet.sumBalance;
  const f = funds.data;
  const stats = f
    ? [
        ...(f.rewards ? [{ key: 'rewards', label: t('home.unclaimedRewards'), value: String(f.rewards.unclaimed), to: PATHS.rewardCenter }] : []),
        ...(f.rebate ? [{ key: 'rebate', label: t('home.cashBack'), value: format.money(f.rebate.amount), to: PATHS.manualRebate }] : []),
        { key: 'pending', label: t('home.pendingWithdrawals'), value: format.money(f.pendingWithdrawals.amount) },
      ]
    : [];
  return (
    <div className="mb-page">
      <PageTitle titleKey="title.memberHome" />
      <MemberSummary
        account={member?.account ?? session?.userName ?? ''}
        nickname={member?.nickname}
        vipLevel={vipLevelOf(member)}
        balance={raw === null || raw === undefined ? null : format.money(raw)}
        refreshing={funds.isFetching || wallet.refreshing}
        onRefresh={() => {
          void funds.refetch();
          wallet.refresh();
        }}
        template={template}
        stats={stats}
      />
      <QueryView query={menu} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(m) => <MemberMenu entries={visibleEntries(m.list)} template={template} badges={{ rewardCenter: f?.rewards?.unclaimed }} />}
      </QueryView>
      <Button variant="secondary" block onClick={() => void logout()} className="mb-logout">
        <Icon name="logout" size={20} />
        {t('home.logout')}
      </Button>
    </div>
  );
}
