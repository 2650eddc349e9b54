import { useT } from '@tessera/platform-sdk';
import type { TInboxMessage } from '@tessera/contract/api';
import { Icon, List, ListRow, StatusPill } from '@tessera/ui-kit';

export interface InboxListProps {
  messages: readonly TInboxMessage[];
  formatDate: (iso: string) => string;
  onOpen: (message: TInboxMessage) => void;
}

/** The inbox rows: title, date, and 'New' in words for an unread message. */
export function InboxList({ messages, formatDate, onOpen }: InboxListProps) {
  const t = useT('home');
  return (
    <List label={t('title.webEmail')} data-testid="inbox-list">
      {messages.map((m) => (
        <ListRow
          key={m.id}
          data-read={m.read}
          className={m.read ? 'home-inbox-row' : 'home-inbox-row home-inbox-row--unread'}
          icon={<Icon name="mail" size={24} />}
          title={m.title}
          subtitle={formatDate(m.createdAt)}
          badge={m.read ? undefined : <StatusPill tone="info">{t('notice.unread')}</StatusPill>}
          onClick={() => onOpen(m)}
        />
      ))}
    </List>
  );
}
