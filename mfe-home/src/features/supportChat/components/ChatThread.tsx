import type { TChatMessage } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { Button } from '@tessera/ui-kit';
import { useEffect, useRef } from 'react';
import type { TOutgoing } from '../hooks';

export interface ChatThreadProps {
  messages: readonly TChatMessage[];
  outbox: readonly TOutgoing[];
  agentTyping: boolean;
  formatTime: (iso: string) => string;
  onRetry: (item: TOutgoing) => void;
}

/** The conversation: the player's messages at the end side, support's at the start, system notes centred. */
export function ChatThread({ messages, outbox, agentTyping, formatTime, onRetry }: ChatThreadProps) {
  const t = useT('home');
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + outbox.length + (agentTyping ? 1 : 0);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <div className="home-chat__thread" role="log" aria-live="polite" aria-label={t('chat.thread')} data-testid="chat-thread">
      {messages.map((m) =>
        m.sender === 'SYSTEM' ? (
          <p key={m.id} className="home-chat__system" data-testid="chat-system">
            {t(m.text === 'CLOSED' ? 'chat.closed' : 'chat.assigned')}
          </p>
        ) : (
          <div
            key={m.id}
            className={`home-chat__bubble home-chat__bubble--${m.sender === 'PLAYER' ? 'mine' : 'theirs'}`}
            data-testid="chat-message"
            data-sender={m.sender}
          >
            {m.sender === 'AGENT' && <span className="home-chat__author">{t('chat.support')}</span>}
            {m.image ? (
              <a href={m.image.url} target="_blank" rel="noopener noreferrer">
                <img
                  className="home-chat__image"
                  src={m.image.url}
                  alt={m.sender === 'AGENT' ? t('chat.imageFromSupport') : t('chat.imageSent')}
                  loading="lazy"
                />
              </a>
            ) : (
              <span className="home-chat__text">{m.text}</span>
            )}
            <time className="home-chat__time" dateTime={m.createdAt}>
              {formatTime(m.createdAt)}
            </time>
          </div>
        ),
      )}
      {outbox.map((o) => (
        <div key={o.clientId} className="home-chat__bubble home-chat__bubble--mine home-chat__bubble--pending" data-testid="chat-pending">
          {o.preview ? <img className="home-chat__image" src={o.preview} alt={t('chat.imageSent')} /> : <span className="home-chat__text">{o.text}</span>}
          {o.failed ? (
            <span className="home-chat__failed" role="alert">
              {o.failed}{' '}
              {o.text && (
                <Button size="sm" variant="ghost" onClick={() => onRetry(o)}>
                  {t('common.retry')}
                </Button>
              )}
            </span>
          ) : (
            <span className="home-chat__time">{t('chat.sending')}</span>
          )}
        </div>
      ))}
      {agentTyping && (
        <p className="home-chat__typing" data-testid="chat-typing">
          {t('chat.typing')}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
