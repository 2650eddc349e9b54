import { PATHS, vipLevelOf } from '@tessera/contract';
import { PageTitle, QueryView, useFormat, useNav, useSession, useStatusInfo, useT } from '@tessera/platform-sdk';
import { Button, Icon, KeyValueList, ListSkeleton } from '@tessera/ui-kit';
import { AppLink } from '../components/AppLink';
import { MemberBalance, MemberMenu, MemberSummary, useFundsSummary, useMemberMenu, visibleEntries } from '../features/center';
import { ResponsibleLink } from '../features/responsible';
import { PopularAnnouncements, RecentGames, useHeadIcon, usePersonalInfo } from '../features/selfService';
import { PROFILE_PATH } from '../routes';
import '../member.css';

/** /m/member/home: who, VIP level and balance, then the entries the merchant's keys allow (spec §3, §4 templates, §6 agents). */
export default function MemberHomePage() {
  // No useWallet here: the balance is MemberBalance's, so a balance refresh re-renders it alone.
  const { member, session, logout } = useSession();
  const { statusInfo } = useStatusInfo();
  const format = useFormat();
  const t = useT('member');
  // An entry whose page belongs to a remote the merchant has switched off (the deposit record while
  // the wallet is off) is left out (docs/decisions/disabled-remotes.md).
  const { canNavigate } = useNav();
  const menu = useMemberMenu();
  const funds = useFundsSummary();
  // The names and icon the member may change (personal info): fresher than the session's copy.
  const profile = usePersonalInfo();
  const headIcon = useHeadIcon();
  const headIconUrl = headIcon.data?.icons.find((i) => i.id === headIcon.data?.headIcon)?.url;
  const template = menu.data?.template ?? statusInfo.templates.memberCenter;
  const f = funds.data;
  // What may be withdrawn is the API's one formula (funds.withdrawable, the withdrawal page's same
  // object): shown as it comes, with what bonus turnover locks and how much betting unlocks it.
  const w = f?.withdrawable;
  const withdrawable = w && (
    <KeyValueList
      className="mb-withdrawable"
      data-testid="member-withdrawable"
      items={[
        {
          id: 'withdrawable',
          label: t('home.withdrawable'),
          value: (
            <AppLink to={PATHS.withdraw} data-testid="member-withdrawable-amount">
              {format.money(w.withdrawable)}
            </AppLink>
          ),
        },
        ...(w.lockReason === 'turnover'
          ? [
              { id: 'locked', label: t('home.lockedByTurnover'), value: <span data-testid="member-locked">{format.money(w.locked)}</span> },
              { id: 'unlock', label: t('home.betToUnlock'), value: <span data-testid="member-unlock">{format.money(w.turnoverRemaining)}</span> },
            ]
          : []),
      ]}
    />
  );
  const stats = f
    ? [
        ...(f.rewards ? [{ key: 'rewards', label: t('home.unclaimedRewards'), value: String(f.rewards.unclaimed), to: PATHS.rewardCenter }] : []),
        ...(f.rebate ? [{ key: 'rebate', label: t('home.cashBack'), value: format.money(f.rebate.amount), to: PATHS.manualRebate }] : []),
        { key: 'pending', label: t('home.pendingWithdrawals'), value: format.money(f.pendingWithdrawals.amount) },
      ]
    : [];
  return (
    <div className="mb-page">
      <PageTitle>{t('title.memberHome')}</PageTitle>
      <MemberSummary
        account={member?.account ?? session?.userName ?? ''}
        nickname={profile.data?.nickname ?? member?.nickname}
        headIconUrl={headIconUrl}
        profileTo={PROFILE_PATH}
        vipLevel={vipLevelOf(member)}
        balance={<MemberBalance fundsBalance={funds.data?.balance} fundsFetching={funds.isFetching} onRefreshFunds={() => void funds.refetch()} />}
        template={template}
        stats={stats}
        withdrawable={withdrawable}
      />
      <QueryView query={menu} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(m) => (
          <MemberMenu
            entries={visibleEntries(m.list).filter((e) => canNavigate?.(e.route) ?? true)}
            template={template}
            badges={{ rewardCenter: f?.rewards?.unclaimed }}
          />
        )}
      </QueryView>
      <RecentGames />
      <PopularAnnouncements />
      <ResponsibleLink />
      <Button variant="secondary" block onClick={() => void logout()} className="mb-logout">
        <Icon name="logout" size={20} />
        {t('home.logout')}
      </Button>
    </div>
  );
}
