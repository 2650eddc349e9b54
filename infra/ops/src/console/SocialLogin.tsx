import type { TPhoneVerificationView, TSocialProviderView } from '@tessera/contract/api';
import { Button, Card, Checkbox, EmptyState, ErrorState, FormError, ListSkeleton, PasswordField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call, issuesByField, OpsApiError } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

// Sign-in providers (issue 29; docs/decisions/social-login.md): a merchant's OpenID Connect
// providers (Google, Facebook) and its third-party phone verification. The client secret is sent,
// never shown: the API answers only whether one is stored.

const NAMES: Record<TSocialProviderView['provider'], { name: string; flag: string }> = {
  google: { name: 'Google', flag: 'GOOGLELOGIN3' },
  facebook: { name: 'Facebook', flag: 'FACEBOOKLOGIN3' },
};

function refusal(err: unknown): { message: string; fields: Record<string, string> } {
  const fields = issuesByField(err);
  if (err instanceof OpsApiError && typeof err.value?.field === 'string') fields[err.value.field] = err.message;
  return { message: Object.keys(fields).length ? 'Not saved: see the fields marked.' : (err as Error).message, fields };
}

/** The Sign-in screen: the chosen merchant's providers and phone verification. */
export function SocialLogin({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      <Providers key={merchant.code} merchant={merchant.code} />
      <PhoneVerification key={`phone-${merchant.code}`} merchant={merchant.code} />
    </div>
  );
}

function Providers({ merchant }: { merchant: string }) {
  const list = useLoad(() => call<TSocialProviderView[]>('GET', `/api/admin/merchants/${merchant}/social-providers`), `social/${merchant}`);
  if (list.error && !list.data) return <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />;
  if (!list.data) return <ListSkeleton />;
  return (
    <>
      {list.data.map((p) => (
        <ProviderCard
          key={p.provider}
          merchant={merchant}
          view={p}
          onSaved={(v) => list.setData((list.data ?? []).map((x) => (x.provider === v.provider ? v : x)))}
        />
      ))}
    </>
  );
}

function ProviderCard({ merchant, view, onSaved }: { merchant: string; view: TSocialProviderView; onSaved: (v: TSocialProviderView) => void }) {
  const { name, flag } = NAMES[view.provider];
  const [issuer, setIssuer] = useState(view.issuer);
  const [clientId, setClientId] = useState(view.clientId);
  const [secret, setSecret] = useState('');
  const [enabled, setEnabled] = useState(view.enabled || !view.configured);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const titleId = `ops-social-${view.provider}`;
  const redirect = `https://<player host>${view.redirectPath}`;

  const save = async () => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const saved = await call<TSocialProviderView>('PUT', `/api/admin/merchants/${merchant}/social-providers/${view.provider}`, {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        ...(secret ? { clientSecret: secret } : {}),
        enabled,
      });
      setSecret('');
      onSaved(saved);
      setNotice(`${merchant}: ${name} saved (${saved.enabled ? 'enabled' : 'disabled'})`);
    } catch (err) {
      const r = refusal(err);
      setError(r.message);
      setFields(r.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} className="ops-stack" data-testid={`ops-social-${view.provider}`}>
      <div className="ops-row">
        <h2 id={titleId} className="ops-section-title">
          {name} sign-in
        </h2>
        {view.configured ? (
          <StatusPill tone={view.enabled ? 'success' : 'neutral'}>{view.enabled ? 'Enabled' : 'Disabled'}</StatusPill>
        ) : (
          <StatusPill tone="neutral">Not configured</StatusPill>
        )}
        <StatusPill tone={view.flagOn ? 'success' : 'warning'}>
          {flag} {view.flagOn ? 'on' : 'off'}
        </StatusPill>
      </div>
      <p className="ops-muted">
        Players see the button while the provider is enabled here and the flag {flag} is on (Merchants screen). Register this redirect URI at the provider for
        each player host: <code>{redirect}</code>
      </p>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <TextField
        label="Issuer URL"
        name="issuer"
        hint="Its /.well-known/openid-configuration must answer (https; http only on 127.0.0.1)."
        value={issuer}
        disabled={busy}
        error={fields.issuer}
        onChange={(e) => setIssuer(e.target.value)}
      />
      <TextField label="Client ID" name="clientId" value={clientId} disabled={busy} error={fields.clientId} onChange={(e) => setClientId(e.target.value)} />
      <PasswordField
        label="Client secret"
        name="clientSecret"
        toggleLabel="Show secret"
        autoComplete="off"
        hint={view.hasSecret ? 'A secret is stored; leave empty to keep it.' : 'Required the first time.'}
        value={secret}
        disabled={busy}
        error={fields.clientSecret}
        onChange={(e) => setSecret(e.target.value)}
      />
      <Checkbox label={`Enable ${name} sign-in`} checked={enabled} disabled={busy} onChange={(e) => setEnabled(e.target.checked)} />
      <FormError>{error}</FormError>
      <div className="ops-row">
        <Button loading={busy} disabled={busy || !issuer.trim() || !clientId.trim()} onClick={() => void save()}>
          Save {name}
        </Button>
      </div>
    </Card>
  );
}

function PhoneVerification({ merchant }: { merchant: string }) {
  const stored = useLoad(() => call<TPhoneVerificationView>('GET', `/api/admin/merchants/${merchant}/phone-verification`), `phone/${merchant}`);
  const [draft, setDraft] = useState<TPhoneVerificationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  if (stored.error && !stored.data) return <ErrorState message={stored.error} retryLabel="Retry" onRetry={stored.reload} />;
  if (!stored.data) return <ListSkeleton />;
  const form = draft ?? stored.data;
  const set = (patch: Partial<TPhoneVerificationView>) => setDraft({ ...form, ...patch });

  const save = async () => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      stored.setData(await call<TPhoneVerificationView>('PUT', `/api/admin/merchants/${merchant}/phone-verification`, form));
      setDraft(null);
      setNotice(`${merchant}: phone verification ${form.enabled ? 'on' : 'off'}`);
    } catch (err) {
      const r = refusal(err);
      setError(r.message);
      setFields(r.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-phone-verification" className="ops-stack" data-testid="ops-phone-verification">
      <div className="ops-row">
        <h2 id="ops-phone-verification" className="ops-section-title">
          Phone verification by a third-party service
        </h2>
        <StatusPill tone={stored.data.enabled ? 'success' : 'neutral'}>{stored.data.enabled ? 'On' : 'Off'}</StatusPill>
      </div>
      <p className="ops-muted">
        While on, login and registration by mobile accept the service&apos;s ID token (a JWT signed by the keys it publishes) instead of our SMS code.
      </p>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <Checkbox label="Accept the service's ID tokens" checked={form.enabled} disabled={busy} onChange={(e) => set({ enabled: e.target.checked })} />
      <TextField
        label="Key set URL (JWKS)"
        name="jwksUrl"
        value={form.jwksUrl}
        disabled={busy}
        error={fields.jwksUrl}
        onChange={(e) => set({ jwksUrl: e.target.value })}
      />
      <TextField
        label="Expected issuer"
        name="phoneIssuer"
        value={form.issuer}
        disabled={busy}
        error={fields.issuer}
        onChange={(e) => set({ issuer: e.target.value })}
      />
      <TextField
        label="Expected audience"
        name="phoneAudience"
        value={form.audience}
        disabled={busy}
        error={fields.audience}
        onChange={(e) => set({ audience: e.target.value })}
      />
      <FormError>{error}</FormError>
      <div className="ops-row">
        <Button loading={busy} disabled={busy || draft === null} onClick={() => void save()}>
          Save phone verification
        </Button>
      </div>
    </Card>
  );
}
