import type { TAdminMemberRow, TRgLimit, TRgLimitKey, TRgState } from '@tessera/contract/api';
import { Button, Card, EmptyState, ErrorState, FormError, KeyValueList, List, ListRow, ListSkeleton, StatusPill, TextField } from '@tessera/ui-kit';
import { useEffect, useState } from 'react';
import { call } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import { useOperator } from './operator';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

// A member's responsible-gambling state for the operator (issue 28 item 1,
// docs/decisions/responsible-gambling.md "Operator"): find the member (adminFindMembers), then their
// limits in force and pending, cool-off or self-exclusion, reality check and the history of changes
// (adminMemberResponsible). Read only: no operator may end an exclusion early, so the lift control
// is shown disabled with the reason (the API refuses it anyway: RG_EXCLUSION_LOCKED).

interface TRgEvent {
  at: string;
  actor: string;
  action: string;
  detail: string;
}
interface TMemberRg {
  memberId: number;
  merchantCode: string;
  username: string;
  state: TRgState;
  events: TRgEvent[];
}

const DEBOUNCE_MS = 350;
const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const LIMIT_LABELS: Record<TRgLimitKey, string> = {
  DEPOSIT_DAY: 'Deposits, 24 hours',
  DEPOSIT_WEEK: 'Deposits, 7 days',
  DEPOSIT_MONTH: 'Deposits, 30 days',
  LOSS_DAY: 'Net loss, 24 hours',
  LOSS_WEEK: 'Net loss, 7 days',
  LOSS_MONTH: 'Net loss, 30 days',
  WAGER_DAY: 'Stakes, 24 hours',
  WAGER_WEEK: 'Stakes, 7 days',
  WAGER_MONTH: 'Stakes, 30 days',
  SESSION_MINUTES: 'Session time',
};

const ACTION_LABELS: Record<string, string> = {
  LIMIT_LOWERED: 'Limit set or lowered (at once)',
  LIMIT_KEPT: 'Limit kept (pending change cancelled)',
  LIMIT_RAISE_PENDING: 'Raise asked (after 24 hours)',
  LIMIT_REMOVAL_PENDING: 'Removal asked (after 24 hours)',
  REALITY_CHECK_SET: 'Reality check changed',
  EXCLUSION_STARTED: 'Exclusion started',
  LIFT_REFUSED: 'Early end asked: refused',
};

const KIND_LABELS = { COOL_OFF: 'Cool-off', SELF_EXCLUSION: 'Self-exclusion' } as const;

function limitValue(l: TRgLimit, currency: string): string {
  if (l.value === null) return 'No limit';
  return l.key === 'SESSION_MINUTES' ? `${l.value} min` : `${currency} ${l.value}`;
}

/** One history entry's detail in words ("DEPOSIT_DAY: 100.00 → 50.00, from …"). */
function describe(e: TRgEvent, currency: string, places: number): string {
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(e.detail) as Record<string, unknown>;
  } catch {
    return e.detail;
  }
  const parts: string[] = [];
  if (typeof d.key === 'string') {
    // The history keeps money in minor units; the state's amounts say how many decimals the currency has.
    const unit = (v: unknown) =>
      v === null || v === undefined ? 'none' : d.key === 'SESSION_MINUTES' ? `${String(v)} min` : `${currency} ${(Number(v) / 10 ** places).toFixed(places)}`;
    parts.push(`${LIMIT_LABELS[d.key as TRgLimitKey] ?? d.key}: ${unit(d.from)} → ${unit(d.to)}`);
    if (typeof d.effectiveAt === 'string' && e.action.endsWith('_PENDING')) parts.push(`applies ${formatTime(d.effectiveAt)}`);
  }
  if ('minutes' in d) parts.push(d.minutes === null ? 'no reality check' : `every ${String(d.minutes)} min`);
  if (typeof d.kind === 'string') parts.push(KIND_LABELS[d.kind as keyof typeof KIND_LABELS] ?? d.kind);
  if (typeof d.endsAt === 'string') parts.push(`until ${formatTime(d.endsAt)}`);
  if (typeof d.reason === 'string' && d.reason) parts.push(`reason: “${d.reason}”`);
  return parts.join(' · ');
}

/** Members: find one of the merchant's members and open their responsible-gambling section. */
export function Members({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const [q, setQ] = useState('');
  const [applied, setApplied] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(q.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <form
        className="ops-filters ops-filters--wide"
        aria-label="Find a member"
        role="search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(q.trim());
        }}
      >
        <MerchantPicker
          merchants={merchants.data}
          value={merchant.code}
          onChange={(c) => {
            setOpen(null);
            onCode(c);
          }}
        />
        <TextField
          label="Username or mobile"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          hint="The start of the username, or the last digits of the mobile (at least 2 characters)"
          autoComplete="off"
          maxLength={32}
        />
      </form>
      {open !== null ? (
        <MemberResponsible key={open} memberId={open} onBack={() => setOpen(null)} />
      ) : (
        <MemberResults key={`${merchant.code}/${applied}`} merchant={merchant.code} q={applied} onOpen={setOpen} />
      )}
    </div>
  );
}

function MemberResults({ merchant, q, onOpen }: { merchant: string; q: string; onOpen: (id: number) => void }) {
  const ready = q.length >= 2;
  const found = useLoad(
    () =>
      ready ? call<TAdminMemberRow[]>('GET', `/api/admin/merchants/${merchant}/members?q=${encodeURIComponent(q)}`) : Promise.resolve([] as TAdminMemberRow[]),
    `${merchant}/${q}`,
  );
  if (!ready) return <EmptyState text="Type at least 2 characters of a username or the last digits of a mobile." />;
  if (found.error) return <ErrorState message={found.error} retryLabel="Retry" onRetry={found.reload} />;
  if (!found.data || found.loading) return <ListSkeleton />;
  if (!found.data.length) return <EmptyState text={`No member of ${merchant} matches “${q}”.`} />;
  return (
    <List label="Members found" data-testid="ops-members">
      {found.data.map((m) => (
        <ListRow
          key={m.id}
          title={m.username}
          subtitle={`#${m.id}${m.mobile ? ` · ${m.mobile}` : ''} · joined ${formatTime(m.createdAt)}`}
          badge={m.exclusion ? <StatusPill tone="danger">{`${KIND_LABELS[m.exclusion.kind]} until ${formatTime(m.exclusion.endsAt)}`}</StatusPill> : undefined}
          onClick={() => onOpen(m.id)}
        />
      ))}
    </List>
  );
}

function MemberResponsible({ memberId, onBack }: { memberId: number; onBack: () => void }) {
  const operator = useOperator();
  const view = useLoad(() => call<TMemberRg>('GET', `/api/admin/members/${memberId}/responsible`), `rg/${memberId}`);
  if (view.error && !view.data) return <ErrorState message={view.error} retryLabel="Retry" onRetry={view.reload} />;
  if (!view.data) return <ListSkeleton />;
  const { state, events, username } = view.data;
  const ex = state.exclusion;
  const places =
    state.limits
      .map((l) => l.value ?? l.used ?? '')
      .find((v) => v.includes('.'))
      ?.split('.')[1]?.length ?? 2;
  return (
    <div className="ops-stack" data-testid="ops-member-rg">
      <div className="ops-row">
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to results
        </Button>
      </div>
      <Card as="section" aria-labelledby="ops-rg-status" className="ops-stack">
        <div className="ops-row">
          <h2 id="ops-rg-status" className="ops-section-title">
            {username}: responsible gambling
          </h2>
          {ex ? <StatusPill tone="danger">{KIND_LABELS[ex.kind]}</StatusPill> : <StatusPill tone="success">Can play</StatusPill>}
        </div>
        <KeyValueList
          data-testid="ops-rg-summary"
          items={[
            {
              id: 'exclusion',
              label: 'Cool-off / self-exclusion',
              value: ex ? `${KIND_LABELS[ex.kind]} from ${formatTime(ex.startedAt)} until ${formatTime(ex.endsAt)}` : 'None',
            },
            { id: 'reality', label: 'Reality check', value: state.realityCheckMinutes ? `Every ${state.realityCheckMinutes} minutes` : 'Off' },
            { id: 'currency', label: 'Currency', value: state.currency },
          ]}
        />
        {ex && (
          <div className="ops-stack">
            <div className="ops-row">
              <Button variant="secondary" disabled aria-describedby="ops-rg-lift-why">
                End {KIND_LABELS[ex.kind].toLowerCase()} early
              </Button>
            </div>
            <p id="ops-rg-lift-why" className="ops-muted" data-testid="ops-rg-lift-why">
              Not possible: a {KIND_LABELS[ex.kind].toLowerCase()} runs to its end ({formatTime(ex.endsAt)}). Neither the player nor an operator can end it
              early; the API refuses it (RG_EXCLUSION_LOCKED) and records the attempt.
              {operator.can('adminLiftExclusion') ? '' : ' Your role may not ask for it either.'}
            </p>
          </div>
        )}
      </Card>
      <Card as="section" aria-labelledby="ops-rg-limits" className="ops-stack">
        <h2 id="ops-rg-limits" className="ops-section-title">
          Limits
        </h2>
        <List label="Limits" plain data-testid="ops-rg-limits">
          {state.limits.map((l) => (
            <ListRow
              key={l.key}
              data-testid={`ops-rg-limit-${l.key}`}
              title={LIMIT_LABELS[l.key]}
              subtitle={
                l.pending
                  ? `Pending: ${l.pending.value === null ? 'removal' : limitValue({ ...l, value: l.pending.value }, state.currency)} from ${formatTime(l.pending.effectiveAt)}`
                  : l.used !== null && l.value !== null
                    ? `Used ${state.currency} ${l.used}`
                    : undefined
              }
              value={limitValue(l, state.currency)}
              badge={l.pending ? <StatusPill tone="warning">Pending</StatusPill> : undefined}
            />
          ))}
        </List>
        <p className="ops-muted">Only the player sets limits: lowering applies at once, raising or removing 24 hours later.</p>
      </Card>
      <Card as="section" aria-labelledby="ops-rg-history" className="ops-stack">
        <h2 id="ops-rg-history" className="ops-section-title">
          History of changes
        </h2>
        {events.length === 0 ? (
          <EmptyState text="No changes yet." />
        ) : (
          <ol className="ops-rg-history" aria-label="History of changes" data-testid="ops-rg-history">
            {events.map((e, i) => (
              <li key={i} className="ops-rg-history__row">
                <time dateTime={e.at} className="ops-muted">
                  {formatTime(e.at)}
                </time>{' '}
                <strong>{e.actor === 'member' ? 'Player' : e.actor}</strong> · {ACTION_LABELS[e.action] ?? e.action}
                <span className="ops-muted"> · {describe(e, state.currency, places)}</span>
              </li>
            ))}
          </ol>
        )}
        <FormError>{view.error}</FormError>
      </Card>
    </div>
  );
}
