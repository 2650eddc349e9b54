import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@tessera/contract';
import { LIVE_CHAT_MAX, type TLiveChatLine } from '@tessera/contract/api';
import { useFormat, useSession, useT } from '@tessera/platform-sdk';
import { Button, EmptyState, ListSkeleton, TextField } from '@tessera/ui-kit';

export interface LiveChatProps {
  lines: readonly TLiveChatLine[];
  loaded: boolean;
  failed: boolean;
  /** Members post; visitors read (and are offered login). */
  canChat: boolean;
  sending: boolean;
  send(text: string): Promise<void>;
}

/** The room's chat: the lines (text as text: React escapes it), a line to write for members, login for visitors. */
export function LiveChat({ lines, loaded, failed, canChat, sending, send }: LiveChatProps) {
  const t = useT('games');
  const format = useFormat();
  const { requireLogin } = useSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // New lines scroll into view (the list is its own scroll area).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('room.chatEmpty'));
      return;
    }
    setError(null);
    try {
      await send(trimmed);
      setText('');
    } catch (e) {
      if (isApiError(e) && e.code === 'LIVE_CHAT_TOO_FAST') {
        const wait = (e.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 30;
        setError(t('room.chatTooFast', { seconds: wait }));
      } else if (isApiError(e) && e.code === 'LIVE_CHAT_TEXT_INVALID') setError(t('room.chatLength', { max: LIVE_CHAT_MAX }));
      else setError(isApiError(e) ? e.message : t('room.chatFailed'));
    }
  };

  return (
    <section className="gm-chat" aria-labelledby="gm-chat-title" data-testid="live-chat">
      <h3 id="gm-chat-title" className="gm-chat__title">
        {t('room.chat')}
      </h3>
      {!loaded && !failed ? (
        <ListSkeleton rows={3} label={t('room.chatLoading')} />
      ) : lines.length === 0 ? (
        <EmptyState text={t('room.chatNone')} />
      ) : (
        <div ref={list} className="gm-chat__lines" role="log" aria-live="polite" aria-label={t('room.chat')} data-testid="live-chat-lines">
          <ol className="gm-chat__list">
            {lines.map((l) => (
              <li key={l.id} className="gm-chat__line" data-mine={l.mine || undefined}>
                <span className="gm-chat__author">{l.author}</span> <span className="gm-chat__text">{l.text}</span>{' '}
                <time className="gm-chat__time" dateTime={l.at}>
                  {format.dateTime(l.at, 'time')}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
      {failed && (
        <p className="gm-chat__status" role="status">
          {t('room.chatReconnecting')}
        </p>
      )}
      {canChat ? (
        <form className="gm-chat__form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('room.chatLabel')}
            value={text}
            maxLength={LIVE_CHAT_MAX}
            autoComplete="off"
            enterKeyHint="send"
            hint={t('room.chatCount', { used: [...text].length, max: LIVE_CHAT_MAX })}
            error={error ?? undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            data-testid="live-chat-input"
          />
          <Button type="submit" loading={sending} data-testid="live-chat-send">
            {t('room.chatSend')}
          </Button>
        </form>
      ) : (
        <div className="gm-chat__visitor">
          <p>{t('room.chatVisitor')}</p>
          <Button variant="secondary" onClick={() => requireLogin()}>
            {t('room.login')}
          </Button>
        </div>
      )}
    </section>
  );
}
