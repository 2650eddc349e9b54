import { Button, EmptyState, ErrorState, ListSkeleton, TextField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import type { TAuditRow } from './types';
import { useLoad } from './useLoad';
import { formatTime } from './Versions';

const PAGE = 200;

export type TAuditFilter = { who: string; what: string; target: string; from: string; to: string };

/** The rows a filter keeps: who/what/target match as substrings (case-insensitive), dates are whole days. */
export function filterAudit(rows: readonly TAuditRow[], f: TAuditFilter): TAuditRow[] {
  const has = (text: string, part: string) => !part || text.toLowerCase().includes(part.trim().toLowerCase());
  return rows.filter((r) => {
    const day = r.at.slice(0, 10);
    return has(r.actor, f.who) && has(r.action, f.what) && has(r.target, f.target) && (!f.from || day >= f.from) && (!f.to || day <= f.to);
  });
}

/** The audit log, newest first, read in pages of 200; the filters apply to what has been read. */
export function Audit() {
  const [older, setOlder] = useState<TAuditRow[]>([]);
  const [more, setMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const first = useLoad(async () => {
    const rows = await call<TAuditRow[]>('GET', `/api/admin/audit?limit=${PAGE}`);
    setOlder([]);
    setMore(rows.length === PAGE);
    return rows;
  }, 'audit');
  const [filter, setFilter] = useState<TAuditFilter>({ who: '', what: '', target: '', from: '', to: '' });

  if (first.error) return <ErrorState message={first.error} retryLabel="Retry" onRetry={first.reload} />;
  if (!first.data) return <ListSkeleton />;
  const all = [...first.data, ...older];
  const rows = filterAudit(all, filter);
  const set = (key: keyof TAuditFilter) => (e: { target: { value: string } }) => setFilter({ ...filter, [key]: e.target.value });

  const loadOlder = async () => {
    const last = all[all.length - 1];
    if (!last) return;
    setLoadingMore(true);
    try {
      const page = await call<TAuditRow[]>('GET', `/api/admin/audit?limit=${PAGE}&before=${last.id}`);
      setOlder((o) => [...o, ...page]);
      setMore(page.length === PAGE);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="ops-stack">
      <form className="ops-filters" aria-label="Audit filters" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Who" value={filter.who} onChange={set('who')} placeholder="operator, canary-watch" />
        <TextField label="What" value={filter.what} onChange={set('what')} placeholder="merchant.remote" />
        <TextField label="Target" value={filter.target} onChange={set('target')} placeholder="acme/home" />
        <TextField label="From" type="date" value={filter.from} onChange={set('from')} />
        <TextField label="To" type="date" value={filter.to} onChange={set('to')} />
      </form>
      <div className="ops-row">
        <p className="ops-muted" role="status">
          {rows.length} of {all.length} entries
        </p>
        <Button variant="ghost" size="sm" onClick={first.reload}>
          Refresh
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState text="No entries match." />
      ) : (
        <ol className="ops-audit" aria-label="Audit entries">
          {rows.map((r) => (
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
      {more && (
        <Button variant="secondary" loading={loadingMore} onClick={() => void loadOlder()}>
          Older entries
        </Button>
      )}
    </div>
  );
}
