import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Form,
  FormError,
  ListSkeleton,
  SelectField,
  StatusPill,
  TextField,
  type TStatusTone,
} from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField } from './api';
import { useOperator } from './operator';
import { useLoad } from './useLoad';

// Team release credentials (docs/decisions/release-credentials.md): a secret for ONE remote that
// uploads and publishes its versions (tessera-release) and makes no other call. Issued here, shown
// once, revocable; activation stays an operator's (the Merchants screen). The API checks every
// button again against the role table.

type TCredential = {
  id: number;
  remote: string;
  name: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
};

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const STATE_TONE: Record<TCredential['state'], TStatusTone> = { active: 'success', expired: 'warning', revoked: 'neutral' };
const LIFETIMES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days (default)' },
  { value: '180', label: '180 days' },
  { value: '365', label: '365 days' },
];

export function ReleaseCredentials({ remotes }: { remotes: readonly string[] }) {
  const { can } = useOperator();
  const canCreate = can('createReleaseCredential');
  const canRevoke = can('revokeReleaseCredential');
  const list = useLoad(() => call<TCredential[]>('GET', '/api/admin/release-credentials'), 'release-credentials');
  const [remote, setRemote] = useState('');
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<{ token: string; remote: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<TCredential | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    setCreated(null);
    setNotice(null);
    try {
      const body = { remote: remote.trim().toLowerCase(), name: name.trim(), expiresInDays: Number(days) };
      const answer = await call<{ token: string; entry: TCredential }>('POST', '/api/admin/release-credentials', body);
      setCreated({ token: answer.token, remote: answer.entry.remote });
      list.setData([answer.entry, ...(list.data ?? [])]);
      setName('');
      setNotice(`Release credential ${answer.entry.name} issued for ${answer.entry.remote}`);
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      if (!Object.keys(byField).length) setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (row: TCredential) => {
    setError(null);
    setNotice(null);
    try {
      const next = await call<TCredential>('DELETE', `/api/admin/release-credentials/${row.id}`);
      list.setData(list.data?.map((x) => (x.id === next.id ? next : x)) ?? null);
      setNotice(`Release credential ${row.name} for ${row.remote} revoked`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-release-credentials-title" className="ops-stack" data-testid="ops-release-credentials">
      <h2 id="ops-release-credentials-title" className="ops-section-title">
        Team release credentials
      </h2>
      <p className="ops-muted">
        A team outside this repository releases one remote with{' '}
        <span className="ops-mono">TESSERA_RELEASE_TOKEN=… npx tessera-release --server {window.location.origin}</span>. The credential uploads and publishes
        versions of that remote only: activating them stays yours. Shown once, stored hashed, expiring, revocable at once.
      </p>
      {notice && (
        <p className="ops-muted" role="status">
          {notice}
        </p>
      )}
      {list.error && <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />}
      {!list.data && !list.error && <ListSkeleton />}
      {list.data && list.data.length === 0 && <EmptyState text="No release credentials." />}
      {list.data && list.data.length > 0 && (
        <div className="ops-table-wrap" role="region" aria-label="Team release credentials" tabIndex={0}>
          <table className="ops-table">
            <caption className="tk-visually-hidden">Team release credentials</caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Name</th>
                <th scope="col">Issued</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((x) => (
                <tr key={x.id} data-testid="ops-release-credential">
                  <td className="ops-mono">{x.remote}</td>
                  <td>{x.name}</td>
                  <td>
                    <time dateTime={x.createdAt}>{formatTime(x.createdAt)}</time> <span className="ops-muted">by {x.createdBy}</span>
                  </td>
                  <td>
                    <time dateTime={x.expiresAt}>{formatTime(x.expiresAt)}</time>
                  </td>
                  <td>{x.lastUsedAt ? formatTime(x.lastUsedAt) : 'never'}</td>
                  <td>
                    {x.state === 'active' && canRevoke ? (
                      <Button size="sm" variant="secondary" aria-label={`Revoke ${x.name} for ${x.remote}`} onClick={() => setRevoking(x)}>
                        Revoke
                      </Button>
                    ) : (
                      <StatusPill tone={STATE_TONE[x.state]}>{x.state}</StatusPill>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {created && (
        <div className="ops-notice" role="status">
          <p>Copy the credential now and give it to the {created.remote} team: it is not shown again.</p>
          <code className="ops-mono ops-break" data-testid="ops-new-release-credential">
            {created.token}
          </code>
        </div>
      )}
      {canCreate && (
        <Form onSubmit={(e) => void create(e)} aria-labelledby="ops-new-release-credential-title" className="ops-stack">
          <h3 id="ops-new-release-credential-title" className="ops-card-title">
            New release credential
          </h3>
          <TextField
            label="Remote"
            name="release-remote"
            autoCapitalize="none"
            spellCheck={false}
            list="ops-release-remotes"
            hint="Its name: a lowercase letter, then letters or digits (2–24), e.g. sports. A new remote needs no other step before its first release."
            value={remote}
            onChange={(e) => setRemote(e.target.value)}
            error={errors.remote}
          />
          <datalist id="ops-release-remotes">
            {remotes.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
          <TextField
            label="Name"
            name="release-name"
            hint="Who holds it, e.g. sports team CI"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <SelectField label="Expires after" value={days} options={LIFETIMES} onChange={(e) => setDays(e.target.value)} error={errors.expiresInDays} />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" loading={busy}>
            Issue credential
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke release credential"
        message={revoking ? `Revoke ${revoking.name} for ${revoking.remote}? Its next release is refused at once.` : ''}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        onConfirm={() => {
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
