import { PageTitle, useFormat, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, LoadMore, useDelayedFlag } from '@tessera/ui-kit';
import { useMemo } from 'react';
import { NoticeList, useAnnouncementPages, useAnnouncementReads } from '../features/announcements';
import './content.css';

/** /m/notice (spec §2, §4): the announcements, newest first; opening an unread one marks it read. */
export default function NoticePage() {
  const t = useT('home');
  const pages = useAnnouncementPages();
  const reads = useAnnouncementReads();
  const skeleton = useDelayedFlag(pages.isPending);
  const items = useMemo(() => pages.data?.pages.flatMap((p) => p.list) ?? [], [pages.data]);
  const format = useFormat();

  let body;
  if (pages.isError) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void pages.refetch()} />;
  else if (pages.isPending) body = skeleton ? <ListSkeleton rows={6} icon={false} label={t('common.loading')} /> : null;
  else if (items.length === 0) body = <EmptyState text={t('marquee.empty')} />;
  else
    body = (
      <>
        <NoticeList items={items} isRead={reads.isRead} onOpen={reads.open} formatDate={(iso) => format.dateTime(iso)} />
        {pages.hasNextPage && <LoadMore label={t('common.loadMore')} onMore={() => void pages.fetchNextPage()} busy={pages.isFetchingNextPage} />}
      </>
    );

  return (
    <div className="home-content-page" data-testid="notice-page">
      <PageTitle>{t('title.notice')}</PageTitle>
      {body}
    </div>
  );
}
