import { useT } from '@tessera/platform-sdk';
import type { TInboxMessage } from '@tessera/contract/api';
import { Button, Card } from '@tessera/ui-kit';

export interface InboxMessageProps {
  message: TInboxMessage;
  date: string;
  deleting: boolean;
  onBack: () => void;
  onDelete: () => void;
}

/** One message. Its content is plain text (the API's contract): rendered as text with its line breaks, never as HTML. */
export function InboxMessage({ message, date, deleting, onBack, onDelete }: InboxMessageProps) {
  const t = useT('home');
  return (
    <Card className="home-inbox-message" data-testid="inbox-message">
      <h2 className="home-inbox-title">{message.title}</h2>
      <p className="home-inbox-date">{date}</p>
      <p className="home-inbox-body">{message.content}</p>
      <div className="home-inbox-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('inbox.back')}
        </Button>
        <Button variant="danger" onClick={onDelete} loading={deleting} data-testid="inbox-delete">
          {t('inbox.delete')}
        </Button>
      </div>
    </Card>
  );
}
