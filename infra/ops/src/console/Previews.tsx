import { PREVIEW_TTL_CHOICES, PREVIEW_TTL_DEFAULT_MINUTES, type TPreviewGrant } from '@tessera/contract/api';
import { Button, Card, Dialog, EmptyState, ErrorState, Form, FormError, ListSkeleton, SelectField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import { useOperator } from './operator';
import { TextAreaField } from './TextAreaField';
import type { TMerchant, TPublishedVersionView } from './types';
import { useLoad } from './useLoad';

// Preview links (docs/decisions/remote-overrides.md): one merchant's devices that open the link load
// a published version that is not active yet, or a developer's server on the merchant's allowlist,
// until the grant expires or is revoked. The server checks every grant on every page: this screen
// only issues, lists and revokes them.

type TIssued = { grant: TPreviewGrant; token: string; link: string };

const TTL_LABELS: Record<number, string> = { 30: '30 minutes', 120: '2 hours', 480: '8 hours', 1440: '24 hours' };
const ttlOptions = PREVIEW_TTL_CHOICES.map((m) => ({ value: String(m), label: TTL_LABELS[m] ?? `${m} minutes` }));

/** Why a published version cannot be previewed (the activation gates), or null. */
export function previewRefusal(v: Pick<TPublishedVersionView, 'contract' | 'compatible'>): string | null {
  if (v.contract.result === 'failed') return 'its contract tests failed';
  if (!v.compatible) return 'it needs another platform';
  return null;
}

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const targetOf = (g: Pick<TPreviewGrant, 'remote' | 'version' | 'url'>) => `${g.remote}@${g.version ?? g.url ?? ''}`;

/** The link once issued: shown with a copy button (the token is not stored, only the grant). */
function IssuedLink({ issued }: { issued: TIssued }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(issued.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="ops-stack" data-testid="ops-preview-issued">
      <p>
        Preview link for <strong>{issued.grant.merchant}</strong>, <span className="ops-mono">{targetOf(issued.grant)}</span>, until{' '}
        <time dateTime={issued.grant.expiresAt}>{formatTime(issued.grant.expiresAt)}</time>. Anyone with the link sees the preview on that merchant's site until
        then: share it like a password.
      </p>
      <TextField label="Preview link" value={issued.link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="ops-preview-link" />
      <div className="ops-row">
        <Button size="sm" onClick={copy}>
          Copy link
        </Button>
        <span role="status" aria-live="polite" className="ops-muted">
          {copied ? 'Copied' : ''}
        </span>
      </div>
    </div>
  );
}

/** The dialog that issues a preview link for one published version. */
export function PreviewLinkDialog({ version, onClose, onIssued }: { version: TPublishedVersionView | null; onClose: () => void; onIssued: () => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'preview-merchants');
  const [merchant, setMerchant] = useState('');
  const [ttl, setTtl] = useState(String(PREVIEW_TTL_DEFAULT_MINUTES));
  const [issued, setIssued] = useState<TIssued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = merchants.data ? pick(merchants.data, merchant) : undefined;

  const close = () => {
    setIssued(null);
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!version || !chosen) return;
    setBusy(true);
    setError(null);
    try {
      setIssued(
        await call<TIssued>('POST', '/api/admin/previews', {
          merchant: chosen.code,
          remote: version.remote,
          version: version.version,
          ttlMinutes: Number(ttl),
        }),
      );
      onIssued();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={version !== null} title={version ? `Preview ${version.remote}@${version.version}` : ''} onClose={close} closeLabel="Close">
      {issued ? (
        <IssuedLink issued={issued} />
      ) : (
        <Form onSubmit={(e) => void submit(e)} className="ops-stack" aria-label="Issue a preview link">
          <p className="ops-muted">The link shows this version on one merchant's site, on the devices that open it, without activating it for players.</p>
          {merchants.error && <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />}
          {merchants.data && <MerchantPicker merchants={merchants.data} value={chosen?.code ?? ''} onChange={setMerchant} />}
          <SelectField label="Expires after" value={ttl} options={ttlOptions} onChange={(e) => setTtl(e.target.value)} />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" loading={busy} disabled={!chosen}>
            Issue preview link
          </Button>
        </Form>
      )}
    </Dialog>
  );
}

/** Active grants of a merchant with revoke, the merchant's dev origins, and a link for a dev server's URL. */
export function Previews({ versions, round }: { versions: readonly TPublishedVersionView[]; round: number }) {
  const { can } = useOperator();
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'preview-merchants');
  const [code, setCode] = useState('');
  const chosen = merchants.data ? pick(merchants.data, code) : undefined;
  const merchant = chosen?.code ?? '';
  const [notice, setNotice] = useState('');

  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  return (
    <Card as="section" aria-labelledby="ops-previews-title" className="ops-stack" data-testid="ops-previews">
      <h2 id="ops-previews-title" className="ops-section-title">
        Preview links
      </h2>
      <p className="ops-muted">
        A preview link makes the devices that open it load one remote from somewhere else on one merchant's site: a published version that is not active, or a
        developer's server on the merchant's allowlist. They show a preview badge with a way out; players without the link never see it.
      </p>
      <MerchantPicker merchants={merchants.data} value={merchant} onChange={setCode} />
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {merchant && <GrantList merchant={merchant} round={round} canRevoke={can('revokePreviewGrant')} announce={setNotice} />}
      {merchant && can('createPreviewGrant') && <UrlPreview merchant={merchant} versions={versions} announce={setNotice} />}
      {merchant && can('getPreviewOrigins') && <Origins merchant={merchant} canEdit={can('updatePreviewOrigins')} announce={setNotice} />}
    </Card>
  );
}

function GrantList({ merchant, round, canRevoke, announce }: { merchant: string; round: number; canRevoke: boolean; announce: (m: string) => void }) {
  const grants = useLoad(() => call<TPreviewGrant[]>('GET', `/api/admin/previews?merchant=${encodeURIComponent(merchant)}`), `grants/${merchant}/${round}`);
  const [error, setError] = useState<string | null>(null);
  const revoke = async (g: TPreviewGrant) => {
    setError(null);
    try {
      await call<TPreviewGrant>('DELETE', `/api/admin/previews/${encodeURIComponent(g.id)}`);
      grants.setData(grants.data?.filter((x) => x.id !== g.id) ?? null);
      announce(`Preview ${targetOf(g)} revoked`);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  if (grants.error) return <ErrorState message={grants.error} retryLabel="Retry" onRetry={grants.reload} />;
  if (!grants.data) return <ListSkeleton />;
  return (
    <>
      <h3 className="ops-card-title">Active previews</h3>
      {grants.data.length === 0 ? (
        <EmptyState text="No active preview links for this merchant." />
      ) : (
        <div className="ops-table-wrap" role="region" aria-label="Active previews" tabIndex={0}>
          <table className="ops-table">
            <caption className="tk-visually-hidden">Active previews</caption>
            <thead>
              <tr>
                <th scope="col">Preview</th>
                <th scope="col">Expires</th>
                <th scope="col">Opened</th>
                <th scope="col">Issued by</th>
                <th scope="col">
                  <span className="tk-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.data.map((g) => (
                <tr key={g.id} data-testid="ops-preview-grant">
                  <td className="ops-mono ops-break">{targetOf(g)}</td>
                  <td>
                    <time dateTime={g.expiresAt}>{formatTime(g.expiresAt)}</time>
                  </td>
                  <td>{g.uses}</td>
                  <td>{g.createdBy}</td>
                  <td>
                    {canRevoke && (
                      <Button size="sm" variant="secondary" aria-label={`Revoke preview ${targetOf(g)}`} onClick={() => void revoke(g)}>
                        Revoke
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && <FormError>{error}</FormError>}
    </>
  );
}

function UrlPreview({ merchant, versions, announce }: { merchant: string; versions: readonly TPublishedVersionView[]; announce: (m: string) => void }) {
  const remotes = [...new Set(versions.map((v) => v.remote))].sort();
  const [remote, setRemote] = useState('');
  const [url, setUrl] = useState('');
  const [ttl, setTtl] = useState(String(PREVIEW_TTL_DEFAULT_MINUTES));
  const [issued, setIssued] = useState<TIssued | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenRemote = remote || remotes[0] || '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      const answer = await call<TIssued>('POST', '/api/admin/previews', { merchant, remote: chosenRemote, url: url.trim(), ttlMinutes: Number(ttl) });
      setIssued(answer);
      announce(`Preview link for ${targetOf(answer.grant)} issued`);
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      if (!Object.keys(byField).length) setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} className="ops-stack" aria-labelledby="ops-url-preview-title">
      <h3 id="ops-url-preview-title" className="ops-card-title">
        Preview a developer's server
      </h3>
      <SelectField label="Remote" value={chosenRemote} options={remotes.map((r) => ({ value: r, label: r }))} onChange={(e) => setRemote(e.target.value)} />
      <TextField
        label="remoteEntry.js URL"
        name="preview-url"
        inputMode="url"
        autoComplete="off"
        placeholder="http://localhost:3001/remoteEntry.js"
        hint="localhost and 127.0.0.1, or an origin on the allowlist below"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
      />
      <SelectField label="Link expires after" value={ttl} options={ttlOptions} onChange={(e) => setTtl(e.target.value)} />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" loading={busy} disabled={!chosenRemote || !url.trim()}>
        Issue URL preview link
      </Button>
      {issued && <IssuedLink issued={issued} />}
    </Form>
  );
}

function Origins({ merchant, canEdit, announce }: { merchant: string; canEdit: boolean; announce: (m: string) => void }) {
  const origins = useLoad(
    () => call<{ origins: string[] }>('GET', `/api/admin/merchants/${encodeURIComponent(merchant)}/preview-origins`),
    `origins/${merchant}`,
  );
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = draft ?? origins.data?.origins.join('\n') ?? '';

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const list = text
        .split(/\s+/)
        .map((s) => s.trim())
        .filter(Boolean);
      origins.setData(await call<{ origins: string[] }>('PUT', `/api/admin/merchants/${encodeURIComponent(merchant)}/preview-origins`, { origins: list }));
      setDraft(null);
      announce(`Dev origins of ${merchant} saved`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (origins.error) return <ErrorState message={origins.error} retryLabel="Retry" onRetry={origins.reload} />;
  if (!origins.data) return <ListSkeleton />;
  return (
    <Form onSubmit={(e) => void save(e)} className="ops-stack" aria-labelledby="ops-origins-title">
      <h3 id="ops-origins-title" className="ops-card-title">
        Dev origins allowed for {merchant}
      </h3>
      <TextAreaField
        label="Origins, one per line"
        hint="scheme://host[:port], e.g. https://games-dev.example.com. localhost and 127.0.0.1 are always allowed. A preview of a removed origin stops at once."
        rows={3}
        value={text}
        readOnly={!canEdit}
        onChange={(e) => setDraft(e.target.value)}
      />
      {error && <FormError>{error}</FormError>}
      {canEdit && (
        <Button type="submit" variant="secondary" loading={busy} disabled={draft === null}>
          Save origins
        </Button>
      )}
      {!canEdit && <StatusPill tone="neutral">read-only</StatusPill>}
    </Form>
  );
}
