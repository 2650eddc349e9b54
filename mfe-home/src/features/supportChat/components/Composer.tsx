import { CHAT_IMAGE_MEDIA_TYPES, CHAT_TEXT_MAX } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { Icon, IconButton } from '@tessera/ui-kit';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

export interface ComposerProps {
  disabled: boolean;
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  onTyping: () => void;
}

/** The message field with its image and send buttons; Enter sends, Shift+Enter breaks the line. */
export function Composer({ disabled, onSend, onImage, onTyping }: ComposerProps) {
  const t = useT('home');
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || disabled) return;
    onSend(text);
    setText('');
  };
  const key = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };
  return (
    <form className="home-chat__composer" onSubmit={submit} data-testid="chat-composer">
      <input
        ref={file}
        type="file"
        accept={CHAT_IMAGE_MEDIA_TYPES.join(',')}
        hidden
        data-testid="chat-file"
        aria-label={t('chat.attach')}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onImage(f);
          e.target.value = '';
        }}
      />
      <IconButton label={t('chat.attach')} disabled={disabled} onClick={() => file.current?.click()}>
        <Icon name="image" size={22} />
      </IconButton>
      <label className="home-chat__field">
        <span className="tk-visually-hidden">{t('chat.placeholder')}</span>
        <textarea
          name="message"
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onTyping();
          }}
          onKeyDown={key}
        />
      </label>
      <IconButton label={t('chat.send')} type="submit" variant="primary" disabled={disabled || !text.trim()}>
        <Icon name="send" size={22} />
      </IconButton>
    </form>
  );
}
