import { useDialog, useSession, useT, useToast } from '@tessera/platform-sdk';
import type { TInboxMessage } from '@tessera/contract/api';
import { useMemo, useState } from 'react';
import { useInboxDelete, useInboxPages, useInboxRead } from './api';

/** The inbox screen's state: the list, the open message (marked read when opened), delete with a confirm. */
export function useInbox() {
  const { isRealMember } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const t = useT('home');
  const pages = useInboxPages(isRealMember);
  const read = useInboxRead();
  const remove = useInboxDelete();
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMemo(() => pages.data?.pages.flatMap((p) => p.list) ?? [], [pages.data]);
  const open = messages.find((m) => m.id === openId) ?? null;

  const select = (message: TInboxMessage) => {
    setOpenId(message.id);
    // Marking read is quiet: the message is shown either way, and the list reloads when it lands.
    if (!message.read) read.call({ params: { id: String(message.id) } }).catch(() => undefined);
  };

  const del = async (message: TInboxMessage) => {
    const sure = await dialog.confirm({
      title: t('inbox.deleteTitle'),
      message: t('inbox.deleteMessage', { title: message.title }),
      confirmLabel: t('inbox.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (!sure) return;
    try {
      await remove.call({ params: { id: String(message.id) } });
      setOpenId(null);
      toast.show('success', t('inbox.deleted'));
    } catch (e) {
      toast.show('fail', e instanceof Error ? e.message : String(e));
    }
  };

  return {
    messages,
    open,
    pending: isRealMember && pages.isPending,
    failed: pages.isError,
    retry: () => void pages.refetch(),
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    select,
    close: () => setOpenId(null),
    del,
    deleting: remove.isPending,
  };
}
