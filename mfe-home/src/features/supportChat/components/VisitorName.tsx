import { CHAT_NAME_MAX } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { Button, Form, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';

/** A visitor starts the chat under a name (members are known by their account). */
export function VisitorName({ onStart, onLogin }: { onStart: (name: string) => Promise<void>; onLogin: () => void }) {
  const t = useT('home');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(t('chat.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onStart(name.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form className="home-chat__visitor" onSubmit={(e) => void submit(e)} data-testid="chat-visitor">
      <p className="home-chat__intro">{t('chat.visitorIntro')}</p>
      <TextField
        label={t('chat.name')}
        name="name"
        maxLength={CHAT_NAME_MAX}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" block loading={busy}>
        {t('chat.start')}
      </Button>
      <Button type="button" variant="ghost" block onClick={onLogin}>
        {t('chat.orLogin')}
      </Button>
    </Form>
  );
}
