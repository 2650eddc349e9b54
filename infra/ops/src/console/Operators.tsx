import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Form,
  FormError,
  KeyValueList,
  ListSkeleton,
  PasswordField,
  SelectField,
  StatusPill,
  TextField,
} from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField } from './api';
import { ROLE_LABELS, ROLES, useOperator, type TOperatorRole } from './operator';
import { useLoad } from './useLoad';
import { formatTime } from './Versions';

// Operators (docs/decisions/operators.md): who you are, your API tokens (the CLI's credential), and
// for an owner every operator account and token and the break-glass credential's uses. Every
// button here is a call the API checks again against the role table.

type TOperatorRow = {
  id: number;
  username: string;
  role: TOperatorRole;
  disabled: boolean;
  twoFactorEnrolled: boolean;
  lockedUntil: string | null;
  createdAt: string;
  createdBy: string;
  lastSignInAt: string | null;
};
type TTokenRow = {
  id: number;
  username: string;
  name: string;
  role: TOperatorRole;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
type TBreakGlass = { enabled: boolean; uses: { day: string; uses: number; lastUsedAt: string }[] };

const roleOptions = (roles: readonly TOperatorRole[]) => roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export function Operators() {
  const { self, can } = useOperator();
  const [notice, setNotice] = useState('');
  if (!self) return <ListSkeleton />;
  return (
    <div className="ops-stack">
      <Card as="section" aria-labelledby="ops-me-title" className="ops-stack">
        <h2 id="ops-me-title" className="ops-section-title">
          Signed in
        </h2>
        <KeyValueList
          items={[
            { label: 'Operator', value: self.username ?? 'Break-glass token (ADMIN_TOKEN)' },
            { label: 'Role', value: ROLE_LABELS[self.role] },
            { label: 'Audit log name', value: <span className="ops-mono">{self.actor}</span> },
            { label: 'Idle timeout', value: `${Math.round(self.idleTimeoutSeconds / 60)} minutes without a call` },
          ]}
        />
        {self.via === 'break-glass' && (
          <p className="ops-notice">
            You are using the break-glass token: every change is audited as <span className="ops-mono">{self.actor}</span>. Create named owners and sign in with
            them; the server can then switch the token off (ADMIN_TOKEN_DISABLED=1).
          </p>
        )}
      </Card>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {can('listOperators') && <OperatorList manage={can('updateOperator')} canCreate={can('createOperator')} announce={setNotice} />}
      <Tokens owner={self.role === 'owner'} myRole={self.role} username={self.username} canCreate={can('createOperatorToken')} announce={setNotice} />
      {can('getBreakGlass') && <BreakGlass />}
    </div>
  );
}

function OperatorList({ manage, canCreate, announce }: { manage: boolean; canCreate: boolean; announce: (m: string) => void }) {
  const list = useLoad(() => call<TOperatorRow[]>('GET', '/api/admin/operators'), 'operators');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ row: TOperatorRow; change: Record<string, unknown>; text: string } | null>(null);

  const patch = async (row: TOperatorRow, change: Record<string, unknown>, done: string) => {
    setError(null);
    try {
      const next = await call<TOperatorRow>('PATCH', `/api/admin/operators/${row.id}`, change);
      list.setData(list.data?.map((o) => (o.id === next.id ? next : o)) ?? null);
      announce(`${row.username}: ${done}`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-operators-title" className="ops-stack">
      <h2 id="ops-operators-title" className="ops-section-title">
        Operators
      </h2>
      {list.error && <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />}
      {!list.data && !list.error && <ListSkeleton />}
      {list.data && list.data.length === 0 && <EmptyState text="No operator accounts yet: create the first owner below." />}
      {list.data && list.data.length > 0 && (
        <ul className="ops-operators" aria-label="Operator accounts">
          {list.data.map((o) => (
            <li key={o.id} className="ops-operator" data-testid="ops-operator">
              <div className="ops-row">
                <strong>{o.username}</strong>
                <span className="ops-pills">
                  <StatusPill tone="neutral">{ROLE_LABELS[o.role]}</StatusPill>
                  {o.disabled && <StatusPill tone="danger">disabled</StatusPill>}
                  {o.lockedUntil && <StatusPill tone="warning">locked</StatusPill>}
                  <StatusPill tone={o.twoFactorEnrolled ? 'success' : 'warning'}>{o.twoFactorEnrolled ? '2FA on' : '2FA not set up'}</StatusPill>
                </span>
              </div>
              <p className="ops-muted">
                Created {formatTime(o.createdAt)} by <span className="ops-mono">{o.createdBy}</span> · last sign-in{' '}
                {o.lastSignInAt ? formatTime(o.lastSignInAt) : 'never'}
              </p>
              {manage && (
                <div className="ops-inline">
                  <SelectField
                    label={`Role of ${o.username}`}
                    value={o.role}
                    options={roleOptions(ROLES)}
                    onChange={(e) =>
                      setConfirm({ row: o, change: { role: e.target.value }, text: `Make ${o.username} ${ROLE_LABELS[e.target.value as TOperatorRole]}?` })
                    }
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      setConfirm({
                        row: o,
                        change: { disabled: !o.disabled },
                        text: o.disabled ? `Enable ${o.username}?` : `Disable ${o.username}? Their sessions end and their tokens stop working.`,
                      })
                    }
                  >
                    {o.disabled ? 'Enable' : 'Disable'}
                  </Button>
                  {o.twoFactorEnrolled && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        setConfirm({
                          row: o,
                          change: { resetTwoFactor: true },
                          text: `Reset ${o.username}'s two-factor sign-in? They set up their app again at the next sign-in.`,
                        })
                      }
                    >
                      Reset 2FA
                    </Button>
                  )}
                  {o.lockedUntil && (
                    <Button size="sm" variant="secondary" onClick={() => void patch(o, { unlock: true }, 'unlocked')}>
                      Unlock
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && <FormError>{error}</FormError>}
      {canCreate && (
        <CreateOperator
          onCreated={(o) => (list.setData([...(list.data ?? []), o]), announce(`${o.username} created: they set up two-factor sign-in at their first sign-in`))}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title="Change operator"
        message={confirm?.text ?? ''}
        confirmLabel="Change"
        cancelLabel="Cancel"
        onConfirm={() => {
          if (confirm) void patch(confirm.row, confirm.change, 'changed');
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}

function CreateOperator({ onCreated }: { onCreated: (o: TOperatorRow) => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<TOperatorRole>('content-editor');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      onCreated(await call<TOperatorRow>('POST', '/api/admin/operators', { username: username.trim().toLowerCase(), role, password }));
      setUsername('');
      setPassword('');
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      if (!Object.keys(byField).length) setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-labelledby="ops-new-operator-title" className="ops-stack">
      <h3 id="ops-new-operator-title" className="ops-card-title">
        New operator
      </h3>
      <TextField
        label="New username"
        name="new-username"
        autoComplete="off"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <SelectField label="New operator's role" value={role} options={roleOptions(ROLES)} onChange={(e) => setRole(e.target.value as TOperatorRole)} />
      <PasswordField
        label="First password"
        toggleLabel="Show first password"
        name="new-password"
        autoComplete="new-password"
        hint="At least 12 characters; give it to them in person. They set up two-factor sign-in with it."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" loading={busy}>
        Create operator
      </Button>
    </Form>
  );
}

function Tokens({
  owner,
  myRole,
  username,
  canCreate,
  announce,
}: {
  owner: boolean;
  myRole: TOperatorRole;
  username: string | null;
  canCreate: boolean;
  announce: (m: string) => void;
}) {
  const tokens = useLoad(() => call<TTokenRow[]>('GET', '/api/admin/operator-tokens'), 'tokens');
  const [name, setName] = useState('');
  const [forWhom, setForWhom] = useState(username ?? '');
  const [role, setRole] = useState<TOperatorRole | ''>('');
  const [created, setCreated] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<TTokenRow | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    setCreated(null);
    try {
      const body = { name: name.trim(), ...(forWhom ? { username: forWhom.trim().toLowerCase() } : {}), ...(role ? { role } : {}) };
      const answer = await call<{ token: string; entry: TTokenRow }>('POST', '/api/admin/operator-tokens', body);
      setCreated(answer.token);
      tokens.setData([answer.entry, ...(tokens.data ?? [])]);
      setName('');
      announce(`Token ${answer.entry.name} created for ${answer.entry.username}`);
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      if (!Object.keys(byField).length) setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (row: TTokenRow) => {
    setError(null);
    try {
      const next = await call<TTokenRow>('DELETE', `/api/admin/operator-tokens/${row.id}`);
      tokens.setData(tokens.data?.map((x) => (x.id === next.id ? next : x)) ?? null);
      announce(`Token ${row.name} of ${row.username} revoked`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  // A token carries its operator's role or auditor (an owner's any role): the server checks it again.
  const tokenRoles: TOperatorRole[] = owner ? ROLES : [...new Set<TOperatorRole>([myRole, 'auditor'])];

  return (
    <Card as="section" aria-labelledby="ops-tokens-title" className="ops-stack">
      <h2 id="ops-tokens-title" className="ops-section-title">
        API tokens
      </h2>
      <p className="ops-muted">
        For the CLI: <span className="ops-mono">TESSERA_TOKEN=… npm run ops -- merchants</span>. A token is shown once, stored hashed, and stops working the
        moment it is revoked.
      </p>
      {tokens.error && <ErrorState message={tokens.error} retryLabel="Retry" onRetry={tokens.reload} />}
      {!tokens.data && !tokens.error && <ListSkeleton />}
      {tokens.data && tokens.data.length === 0 && <EmptyState text="No API tokens." />}
      {tokens.data && tokens.data.length > 0 && (
        <div className="ops-table-wrap" role="region" aria-label="API tokens" tabIndex={0}>
          <table className="ops-table">
            <caption className="tk-visually-hidden">API tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Operator</th>
                <th scope="col">Role</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((x) => (
                <tr key={x.id} data-testid="ops-token">
                  <td>{x.name}</td>
                  <td>{x.username}</td>
                  <td>{ROLE_LABELS[x.role]}</td>
                  <td>{x.lastUsedAt ? formatTime(x.lastUsedAt) : 'never'}</td>
                  <td>
                    {x.revokedAt ? (
                      <StatusPill tone="neutral">revoked</StatusPill>
                    ) : (
                      <Button size="sm" variant="secondary" aria-label={`Revoke ${x.name} of ${x.username}`} onClick={() => setRevoking(x)}>
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
      {created && (
        <div className="ops-notice" role="status">
          <p>Copy the token now: it is not shown again.</p>
          <code className="ops-mono ops-break" data-testid="ops-new-token">
            {created}
          </code>
        </div>
      )}
      {canCreate && (
        <Form onSubmit={(e) => void create(e)} aria-labelledby="ops-new-token-title" className="ops-stack">
          <h3 id="ops-new-token-title" className="ops-card-title">
            New token
          </h3>
          <TextField
            label="Token name"
            name="token-name"
            hint="Where it is used, e.g. laptop or CI"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          {owner && (
            <TextField
              label="For operator"
              name="token-operator"
              autoCapitalize="none"
              hint={username ? 'Your own by default' : 'The break-glass token creates tokens for named operators'}
              value={forWhom}
              onChange={(e) => setForWhom(e.target.value)}
              error={errors.username}
            />
          )}
          <SelectField
            label="Token role"
            value={role}
            options={[{ value: '', label: "The operator's role" }, ...roleOptions(tokenRoles)]}
            onChange={(e) => setRole(e.target.value as TOperatorRole | '')}
            error={errors.role}
          />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" loading={busy}>
            Create token
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke token"
        message={revoking ? `Revoke ${revoking.name} of ${revoking.username}? Scripts using it stop at once.` : ''}
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

function BreakGlass() {
  const glass = useLoad(() => call<TBreakGlass>('GET', '/api/admin/break-glass'), 'break-glass');
  return (
    <Card as="section" aria-labelledby="ops-glass-title" className="ops-stack">
      <h2 id="ops-glass-title" className="ops-section-title">
        Break-glass token
      </h2>
      {glass.error && <ErrorState message={glass.error} retryLabel="Retry" onRetry={glass.reload} />}
      {!glass.data && !glass.error && <ListSkeleton />}
      {glass.data && (
        <>
          <p>
            ADMIN_TOKEN is <StatusPill tone={glass.data.enabled ? 'warning' : 'success'}>{glass.data.enabled ? 'on' : 'off'}</StatusPill>{' '}
            {glass.data.enabled ? 'Switch it off in production with ADMIN_TOKEN_DISABLED=1 once named owners exist.' : 'Named operators only.'}
          </p>
          {glass.data.uses.length === 0 ? (
            <EmptyState text="Not used in the last 30 days." />
          ) : (
            <ul className="ops-stack" aria-label="Break-glass uses per day" data-testid="ops-break-glass-uses">
              {glass.data.uses.map((u) => (
                <li key={u.day}>
                  <span className="ops-mono">{u.day}</span>: {u.uses} {u.uses === 1 ? 'call' : 'calls'}, last at {formatTime(u.lastUsedAt)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
