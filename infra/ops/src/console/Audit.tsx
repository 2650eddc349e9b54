import { Button, EmptyState, ErrorState, FormError, ListSkeleton, SelectField, TextField } from '@tessera/ui-kit';
import { useEffect, useState } from 'react';
import { call, issuesByField } from './api';
import { auditFilterErrors, auditQuery, EMPTY_AUDIT_FILTER, type TAuditFilter, type TAuditFilterErrors } from './auditQuery';
import type { TAuditRow, TMerchant } from './types';
import { useLoad } from './useLoad';
import { formatTime } from './Versions';

const PAGE = 50;
/** Typing settles before the server is asked. */
const DEBOUNCE_MS = 350;

// The server's query names → the form's fields, for its messages.
const FIELD_OF: Record<string, keyof TAuditFilter> = { merchant: 'merchant', actor: 'who', action: 'what', target: 'target', from: 'from', to: 'to' };

/** The audit log, newest first: filtered on the server (merchant, who, what, target, days), 50 a page, "Older entries" for more. */
export function Audit() {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const [filter, setFilter] = useState<TAuditFilter>(EMPTY_AUDIT_FILTER);
  // The filter the list shows: the form's, once it is valid and typing has settled.
  const [applied, setApplied] = useState<TAuditFilter>(EMPTY_AUDIT_FILTER);
  const errors = auditFilterErrors(filter);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => setApplied(filter), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter, valid]);

  const set = (key: keyof TAuditFilter) => (e: { target: { value: string } }) => setFilter({ ...filter, [key]: e.target.value });

  return (
    <div className="ops-stack">
      <form
        className="ops-filters"
        aria-label="Audit filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setApplied(filter);
        }}
      >
        <SelectField
          label="Merchant"
          value={filter.merchant}
          onChange={set('merchant')}
          options={[{ value: '', label: 'Every merchant' }, ...(merchants.data ?? []).map((m) => ({ value: m.code, label: m.code }))]}
        />
        <TextField label="Who" value={filter.who} onChange={set('who')} placeholder="operator:alice, break-glass, canary-watch" error={errors.who} />
        <TextField label="What" value={filter.what} onChange={set('what')} placeholder="merchant.remote, content" error={errors.what} />
        <TextField label="Target" value={filter.target} onChange={set('target')} placeholder="acme/home" error={errors.target} />
        <TextField label="From" type="date" value={filter.from} onChange={set('from')} error={errors.from} />
        <TextField label="To" type="date" value={filter.to} onChange={set('to')} error={errors.to} />
        <div className="ops-filters__actions">
          <Button type="submit" variant="secondary" disabled={!valid}>
            Apply filters
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setFilter(EMPTY_AUDIT_FILTER);
              setApplied(EMPTY_AUDIT_FILTER);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <p className="ops-muted">Who, what and target match whole names or their start (“content” finds content.help.create; “acme” finds acme/home).</p>
      <AuditPages key={auditQuery(applied, PAGE)} filter={applied} />
    </div>
  );
}

function AuditPages({ filter }: { filter: TAuditFilter }) {
  const [older, setOlder] = useState<TAuditRow[]>([]);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<TAuditFilterErrors>({});
  const first = useLoad(async () => {
    try {
      const rows = await call<TAuditRow[]>('GET', `/api/admin/audit?${auditQuery(filter, PAGE)}`);
      setOlder([]);
      setMore(rows.length === PAGE);
      setServerErrors({});
      return rows;
    } catch (err) {
      setServerErrors(Object.fromEntries(Object.entries(issuesByField(err)).map(([k, v]) => [FIELD_OF[k] ?? k, v])));
      throw err;
    }
  }, 'audit');

  if (first.error && !first.data) {
    const messages = Object.entries(serverErrors).map(([k, v]) => `${k}: ${v}`);
    return messages.length ? (
      <FormError>{`The server refused the filter: ${messages.join('; ')}`}</FormError>
    ) : (
      <ErrorState message={first.error} retryLabel="Retry" onRetry={first.reload} />
    );
  }
  if (!first.data) return <ListSkeleton />;
  const all = [...first.data, ...older];

  const loadOlder = async () => {
    const last = all[all.length - 1];
    if (!last) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await call<TAuditRow[]>('GET', `/api/admin/audit?${auditQuery(filter, PAGE, last.id)}`);
      setOlder((o) => [...o, ...page]);
      setMore(page.length === PAGE);
    } catch (err) {
      setMoreError((err as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <div className="ops-row">
        <p className="ops-muted" role="status">
          {all.length} {all.length === 1 ? 'entry' : 'entries'}
          {more ? ' (more below)' : ''}
        </p>
        <Button variant="ghost" size="sm" onClick={first.reload}>
          Refresh
        </Button>
      </div>
      {all.length === 0 ? (
        <EmptyState text="No entries match." />
      ) : (
        <ol className="ops-audit" aria-label="Audit entries">
          {all.map((r) => (
            <li key={r.id} className="ops-audit__entry" data-testid="ops-audit-entry">
              <div className="ops-row">
                <strong className="ops-mono">{r.action}</strong>
                <span>{r.target}</span>
              </div>
              <div className="ops-muted">
                {r.actor} · <time dateTime={r.at}>{formatTime(r.at)}</time>
              </div>
              <dl className="ops-change">
                <dt>Before</dt>
                <dd className="ops-mono">{JSON.stringify(r.before)}</dd>
                <dt>After</dt>
                <dd className="ops-mono">{JSON.stringify(r.after)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      <FormError>{moreError}</FormError>
      {more && (
        <Button variant="secondary" loading={loadingMore} onClick={() => void loadOlder()}>
          Older entries
        </Button>
      )}
    </>
  );
}
