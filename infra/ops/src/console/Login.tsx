import { Button, Card, Form, FormError, PasswordField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, SESSION_PATH, type TSession } from './api';

/**
 * Sign in with the operator token (ADMIN_TOKEN). The field is a password field: the browser's
 * password manager may keep it, the page never does; the answer is an httpOnly cookie.
 */
export function Login({ onSignedIn }: { onSignedIn: (session: TSession) => void }) {
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(token ? null : 'Enter the operator token.');
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const session = await call<TSession>('POST', SESSION_PATH, { token });
      setToken('');
      onSignedIn(session);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" className="ops-login" aria-labelledby="ops-login-title">
      <h2 id="ops-login-title" className="ops-section-title">
        Sign in
      </h2>
      <p className="ops-muted">The operator token is printed by the server at start (ADMIN_TOKEN). The session lasts eight hours.</p>
      <Form onSubmit={(e) => void submit(e)}>
        <PasswordField
          label="Operator token"
          toggleLabel="Show token"
          name="token"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          error={fieldError ?? undefined}
        />
        {error && <FormError>{error}</FormError>}
        <Button type="submit" block loading={busy}>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
