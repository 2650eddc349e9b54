import { PATHS } from '@tessera/contract';
import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { EmptyState, ListSkeleton, LoadMore } from '@tessera/ui-kit';
import { AppLink } from '../components/AppLink';
import { DownlineList, useDownlines, useRebateEdit } from '../features/team';
import '../member.css';

/** /m/member/team/downlines, team management: direct downlines, each rebate rate changeable up to the agent's own. */
export default function TeamDownlinesPage() {
  const t = useT('member');
  const list = useDownlines();
  const own = list.data?.pages[0]?.ownRebateRate ?? '0';
  const rebate = useRebateEdit(own);
  return (
    <div className="mb-page">
      <PageTitle>{t('title.teamDownlines')}</PageTitle>
      <QueryView query={list} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(data) => {
          const rows = data.pages.flatMap((p) => p.list);
          if (rows.length === 0)
            return (
              <EmptyState
                text={t('team.noDownlines')}
                action={
                  <AppLink to={PATHS.inviteFriends} className="mb-action mb-action--primary">
                    {t('title.inviteFriends')}
                  </AppLink>
                }
              />
            );
          return (
            <>
              <p className="mb-count">
                {t('team.count', { count: data.pages[0]?.total ?? rows.length })} · {t('team.ownRate', { rate: own })}
              </p>
              <DownlineList list={rows} busy={rebate.pending} onEdit={(d) => void rebate.edit(d)} />
              {list.hasNextPage && <LoadMore label={t('common.loadMore')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
