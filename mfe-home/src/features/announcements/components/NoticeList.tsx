import { useT } from '@tessera/platform-sdk';
import type { TAnnouncement } from '@tessera/contract/api';
import { Accordion, StatusPill } from '@tessera/ui-kit';
import { SafeHtml } from '../../../components/SafeHtml';

export interface NoticeListProps {
  items: readonly TAnnouncement[];
  isRead: (item: TAnnouncement) => boolean;
  /** An announcement was opened (marks it read). */
  onOpen: (item: TAnnouncement) => void;
  formatDate: (iso: string) => string;
}

/** Announcements, one open at a time; unread ones say so in words (not colour alone). */
export function NoticeList({ items, isRead, onOpen, formatDate }: NoticeListProps) {
  const t = useT('home');
  const byId = new Map(items.map((a) => [String(a.id), a]));
  return (
    <Accordion
      single
      data-testid="notice-list"
      className="home-notices"
      headingLevel={2}
      onOpenChange={(ids) => ids.forEach((id) => byId.has(id) && onOpen(byId.get(id)!))}
      items={items.map((a) => ({
        id: String(a.id),
        title: (
          <span className="home-notice-title" data-read={isRead(a)}>
            <span className="home-notice-text">{a.title}</span>
            <span className="home-notice-meta">
              <time dateTime={a.publishedAt}>{formatDate(a.publishedAt)}</time>
              {!isRead(a) && (
                <StatusPill tone="info" data-testid="notice-unread">
                  {t('notice.unread')}
                </StatusPill>
              )}
            </span>
          </span>
        ),
        content: <SafeHtml html={a.content} />,
      }))}
    />
  );
}
