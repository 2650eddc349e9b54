import { PageTitle, useT } from '@tessera/platform-sdk';
import { MessageRows, useMessageCenter } from '../features/messageCenter';
import './content.css';

/** /m/message (spec §2 Message center): the rows and their badges; back (the shell's button: this route's back rule is home) goes to /m/home. */
export default function MessagePage() {
  const t = useT('home');
  const center = useMessageCenter();
  return (
    <div className="home-content-page" data-testid="message-page">
      <PageTitle visible>{t('title.message')}</PageTitle>
      <MessageRows rows={center.rows} showBadges={center.showBadges} onSelect={center.select} />
    </div>
  );
}
