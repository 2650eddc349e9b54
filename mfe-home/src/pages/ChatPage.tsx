import { PageTitle, useFormat, useSession, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, StatusPill } from '@tessera/ui-kit';
import { ChatThread, Composer, useSupportChat, VisitorName } from '../features/supportChat';
import './chat.css';

/**
 * /m/chat: the support chat, inside the site (the chat-launch call answers this page). Members
 * chat under their account; a visitor gives a name first. The connection's state shows above
 * the composer; what is typed while offline is sent when the socket is back.
 */
export default function ChatPage() {
  const t = useT('home');
  const { requireLogin } = useSession();
  const chat = useSupportChat();
  const format = useFormat();

  let body;
  if (chat.state === 'needName') body = <VisitorName onStart={chat.startAsVisitor} onLogin={() => requireLogin()} />;
  else if (chat.state === 'refused') body = <ErrorState message={chat.refusal ?? t('common.loadFailed')} />;
  else if (chat.state === 'connecting' && chat.messages.length === 0) body = <ListSkeleton rows={3} label={t('common.loading')} />;
  else
    body = (
      <>
        {chat.messages.length === 0 && chat.outbox.length === 0 ? (
          <div className="home-chat__thread">
            <EmptyState text={t('chat.empty')} />
          </div>
        ) : (
          <ChatThread
            messages={chat.messages}
            outbox={chat.outbox}
            agentTyping={chat.agentTyping}
            formatTime={(iso) => format.dateTime(iso, 'time')}
            onRetry={chat.retry}
          />
        )}
        {chat.state === 'offline' && (
          <div className="home-chat__status" role="status">
            <StatusPill tone="warning">{t('chat.reconnecting')}</StatusPill>
          </div>
        )}
        <Composer disabled={false} onSend={chat.send} onImage={(f) => void chat.sendImage(f)} onTyping={chat.typing} />
      </>
    );

  return (
    <div className="home-chat" data-testid="chat-page" data-state={chat.state}>
      <PageTitle>{t('title.chat')}</PageTitle>
      {body}
    </div>
  );
}
