import { Button, Card, Form, FormError, PasswordField, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, SESSION_PATH, type TSession, type TSignInAnswer } from './api';

type TEnrolment = { secret: string; uri: string; qrSvg: string };

/**
 * Sign in with the operator's account: username, password and the 6-digit code of their
 * authenticator app (TOTP). At the first sign-in the server answers the enrolment instead (a QR
 * code, the otpauth:// URI and the secret) and the first valid code confirms it. The break-glass
 * ADMIN_TOKEN still opens the console (owner, audited as break-glass) unless the server switched it
 * off. The answer is an httpOnly cookie; nothing is kept by the page.
 */
export function Login({ onSignedIn, notice }: { onSignedIn: (session: TSession) => void; notice?: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const [enrolment, setEnrolment] = useState<TEnrolment | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!token && !enrolment) {
      if (!username) errors.username = 'Enter your username (or the operator token below).';
      if (!password) errors.password = 'Enter your password.';
    }
    if (enrolment && !/^\d{6}$/.test(code)) errors.code = 'Enter the 6-digit code the app shows.';
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setError(null);
    try {
      const body = token && !enrolment ? { token } : { username, password, code };
      const answer = await call<TSignInAnswer>('POST', SESSION_PATH, body);
      if ('enrol' in answer) {
        setEnrolment(answer.enrol);
        setCode('');
        return;
      }
      setToken('');
      setPassword('');
      setCode('');
      setEnrolment(null);
      onSignedIn(answer);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  if (enrolment) {
    return (
      <Card as="section" className="ops-login ops-stack" aria-labelledby="ops-login-title">
        <h2 id="ops-login-title" className="ops-section-title">
          Set up two-factor sign-in
        </h2>
        <p className="ops-muted">
          Scan the code with an authenticator app (any app that supports time-based codes), or type the key into it. Then enter the code it shows.
        </p>
        {/* The server's own SVG (uqr) of the otpauth:// URI: no script, no outside reference. */}
        <div className="ops-qr" role="img" aria-label={`QR code of ${enrolment.uri}`} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
        <p>
          Key:{' '}
          <code className="ops-mono ops-break" data-testid="ops-totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <details>
          <summary>Show the otpauth:// address</summary>
          <code className="ops-mono ops-break" data-testid="ops-totp-uri">
            {enrolment.uri}
          </code>
        </details>
        <Form onSubmit={(e) => void submit(e)}>
          <TextField
            label="Two-factor code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={fieldErrors.code}
          />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" block loading={busy}>
            Confirm and sign in
          </Button>
          <Button type="button" variant="ghost" block onClick={() => setEnrolment(null)}>
            Back
          </Button>
        </Form>
      </Card>
    );
  }

  return (
    <Card as="section" className="ops-login" aria-labelledby="ops-login-title">
      <h2 id="ops-login-title" className="ops-section-title">
        Sign in
      </h2>
      {notice && (
        <p className="ops-notice" role="status">
          {notice}
        </p>
      )}
      <p className="ops-muted">Your operator account and the code of your authenticator app. First sign-in: leave the code empty to set the app up.</p>
      <Form onSubmit={(e) => void submit(e)}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
        />
        <PasswordField
          label="Password"
          toggleLabel="Show password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <TextField
          label="Two-factor code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <fieldset className="ops-breakglass">
          <legend>Break-glass</legend>
          <p className="ops-muted">
            The server&apos;s ADMIN_TOKEN, for emergencies: full rights, audited as break-glass. Leave it empty to sign in with your account.
          </p>
          <PasswordField
            label="Operator token"
            toggleLabel="Show token"
            name="token"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </fieldset>
        {error && <FormError>{error}</FormError>}
        <Button type="submit" block loading={busy}>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
