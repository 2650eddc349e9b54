import { useT } from '@tessera/platform-sdk';
import { Badge, Icon, List, ListRow, type TIconName } from '@tessera/ui-kit';
import type { TMessageRow, TMessageRowKey } from '../hooks';

const ICONS: Record<TMessageRowKey, TIconName> = { messagingApp: 'send', announcements: 'bell', inbox: 'mail', chat: 'chat', affiliate: 'users' };

export interface MessageRowsProps {
  rows: readonly TMessageRow[];
  /** Badges only for a session (spec §2). */
  showBadges: boolean;
  onSelect: (key: TMessageRowKey) => void;
}

/** The message center's rows; a badge shows the count, 99+ above 99, only when non-zero. */
export function MessageRows({ rows, showBadges, onSelect }: MessageRowsProps) {
  const t = useT('home');
  return (
    <List label={t('title.message')} data-testid="message-rows">
      {rows.map((row) => (
        <ListRow
          key={row.key}
          data-key={row.key}
          icon={<Icon name={ICONS[row.key]} size={24} />}
          title={t(`message.${row.key}`)}
          subtitle={t(`message.${row.key}Hint`)}
          badge={showBadges && row.count > 0 ? <Badge count={row.count} label={t('message.unread', { count: row.count })} /> : undefined}
          href={row.href}
          onClick={(e) => {
            if (row.href) {
              e.preventDefault();
              window.open(row.href, '_blank', 'noopener,noreferrer');
            } else onSelect(row.key);
          }}
        />
      ))}
    </List>
  );
}
