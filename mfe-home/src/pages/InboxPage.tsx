import { PageTitle, useFormat, useSession, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, LoadMore, useDelayedFlag } from '@tessera/ui-kit';
import { useEffect } from 'react';
import { InboxList, InboxMessage, useInbox } from '../features/inbox';
import './content.css';

/** /m/webEmail (spec §2; members only, §5): the inbox list, a message's detail (read when opened), delete. */
export default function InboxPage() {
  const { role, requireRealMember } = useSession();
  const t = useT('home');
  const inbox = useInbox();
  const skeleton = useDelayedFlag(inbox.pending);
  const format = useFormat();
  const formatDate = (iso: string) => format.dateTime(iso);

  // The route lets any session in; a trial account is refused here with free_reject (spec §5, §6).
  useEffect(() => {
    if (role === 'trial') requireRealMember();
  }, [role, requireRealMember]);

  let body;
  if (role === 'trial') body = <EmptyState text={t('inbox.realOnly')} />;
  else if (inbox.failed) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={inbox.retry} />;
  else if (inbox.pending) body = skeleton ? <ListSkeleton rows={6} label={t('common.loading')} /> : null;
  else if (inbox.open)
    body = (
      <InboxMessage
        message={inbox.open}
        date={formatDate(inbox.open.createdAt)}
        deleting={inbox.deleting}
        onBack={inbox.close}
        onDelete={() => void inbox.del(inbox.open!)}
      />
    );
  else if (inbox.messages.length === 0) body = <EmptyState text={t('common.noData')} />;
  else
    body = (
      <>
        <InboxList messages={inbox.messages} formatDate={formatDate} onOpen={inbox.select} />
        {inbox.hasMore && <LoadMore label={t('common.loadMore')} onMore={inbox.loadMore} busy={inbox.loadingMore} />}
      </>
    );

  return (
    <div className="home-content-page" data-testid="inbox-page">
      <PageTitle>{t('title.webEmail')}</PageTitle>
      {body}
    </div>
  );
}
