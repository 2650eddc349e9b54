import type { TRegionCheck, TRegionRules, TRegionView } from '@tessera/contract/api';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, FormError, KeyValueList, ListSkeleton, StatusPill, TextField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call, issuesByField } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import { TextAreaField } from './TextAreaField';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

// Region restriction by address (issue 27; docs/decisions/region-restriction.md): a merchant's
// restricted countries and ranges, and the allowlist for testers. The manual switch (status 2 for
// everyone) stays on the Merchants screen.

type TList = keyof TRegionRules;

const LISTS: { key: TList; label: string; hint: string }[] = [
  { key: 'countries', label: 'Restricted countries', hint: 'ISO 3166-1 codes, one per line or separated by spaces or commas (BR, PT, US).' },
  { key: 'ranges', label: 'Restricted addresses and ranges', hint: 'IPv4 or IPv6 addresses and CIDR blocks (203.0.113.0/24, 2001:db8::/32).' },
  {
    key: 'allow',
    label: 'Allowlist (testers)',
    hint: 'Addresses and CIDR blocks that the two lists above never restrict. The switch on the Merchants screen still does.',
  },
];

const REASONS: Record<TRegionCheck['reason'], string> = {
  maintenance: 'the merchant is in maintenance',
  switch: 'the region restriction switch is on (everyone)',
  allow: 'the address is on the allowlist',
  range: 'the address is in a restricted range',
  country: 'the address is in a restricted country',
  none: 'no rule matches',
};

const toText = (list: readonly string[]) => list.join('\n');
const toList = (text: string, key: TList) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (key === 'countries' ? s.toUpperCase() : s));

/** The Region screen: the chosen merchant's address rules, and a check of one address. */
export function Region({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      <RulesEditor key={merchant.code} merchant={merchant.code} />
      <AddressCheck key={`check-${merchant.code}`} merchant={merchant.code} />
    </div>
  );
}

function RulesEditor({ merchant }: { merchant: string }) {
  const stored = useLoad(() => call<TRegionView>('GET', `/api/admin/merchants/${merchant}/region`), `region/${merchant}`);
  const [draft, setDraft] = useState<Partial<Record<TList, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (stored.error && !stored.data) return <ErrorState message={stored.error} retryLabel="Retry" onRetry={stored.reload} />;
  if (!stored.data) return <ListSkeleton />;
  const view = stored.data;
  const text = (key: TList) => draft[key] ?? toText(view.rules[key]);
  const rules: TRegionRules = {
    countries: toList(text('countries'), 'countries'),
    ranges: toList(text('ranges'), 'ranges'),
    allow: toList(text('allow'), 'allow'),
  };
  const changed = LISTS.some(({ key }) => rules[key].join('\n') !== view.rules[key].join('\n'));
  const added = LISTS.filter(({ key }) => key !== 'allow')
    .flatMap(({ key }) => rules[key])
    .filter((e) => !view.rules.countries.includes(e) && !view.rules.ranges.includes(e));

  // Each list's first refused entry, on its field (the server names `ranges.3`).
  const fieldError = (key: TList) => Object.entries(errors).find(([path]) => path === key || path.startsWith(`${key}.`))?.[1];

  const save = async () => {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      stored.setData(await call<TRegionView>('PUT', `/api/admin/merchants/${merchant}/region`, rules));
      setDraft({});
      setNotice(`${merchant}: region rules saved (${rules.countries.length} countries, ${rules.ranges.length} ranges, ${rules.allow.length} allowed)`);
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      setError(Object.keys(byField).length ? 'Not saved: see the fields marked.' : (err as Error).message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-region-rules" className="ops-stack" data-testid="ops-region">
      <div className="ops-row">
        <h2 id="ops-region-rules" className="ops-section-title">
          Region restriction by address
        </h2>
        {view.regionRestriction ? <StatusPill tone="danger">Switch on: everyone restricted</StatusPill> : <StatusPill tone="neutral">Switch off</StatusPill>}
        {changed && <StatusPill tone="info">Unsaved</StatusPill>}
      </div>
      <p className="ops-muted">
        Players whose address is in a restricted country or range see the restriction page, and the API refuses their sign-in, games, deposits, withdrawals,
        transfers and promotion applications. Country database built {view.databaseBuilt ? view.databaseBuilt.slice(0, 10) : 'unknown'}.
      </p>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {LISTS.map(({ key, label, hint }) => (
        <TextAreaField
          key={key}
          label={label}
          hint={hint}
          rows={key === 'countries' ? 3 : 4}
          spellCheck={false}
          autoCapitalize="off"
          name={key}
          value={text(key)}
          disabled={busy}
          error={fieldError(key)}
          onChange={(e) => {
            setDraft({ ...draft, [key]: e.target.value });
            setErrors({});
          }}
        />
      ))}
      <FormError>{error}</FormError>
      <div className="ops-row">
        <Button disabled={busy || !changed} loading={busy} onClick={() => (added.length ? setAsking(true) : void save())}>
          Save region rules
        </Button>
        <Button
          variant="ghost"
          disabled={busy || !changed}
          onClick={() => {
            setDraft({});
            setErrors({});
            setError(null);
          }}
        >
          Discard changes
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Restrict ${added.length === 1 ? added[0] : `${added.length} more entries`}?`}
        message={`Players of ${merchant} at ${added.join(', ')} will see the restriction page at once, and their open pages on their next action. Addresses on the allowlist are not restricted.`}
        confirmLabel="Save and restrict"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

function AddressCheck({ merchant }: { merchant: string }) {
  const [ip, setIp] = useState('');
  const [result, setResult] = useState<TRegionCheck | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setResult(await call<TRegionCheck>('GET', `/api/admin/merchants/${merchant}/region/check?ip=${encodeURIComponent(ip.trim())}`));
    } catch (err) {
      setResult(null);
      setError(issuesByField(err).ip ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="ops-region-check" className="ops-stack">
      <h2 id="ops-region-check" className="ops-section-title">
        Try an address
      </h2>
      <form
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (ip.trim()) void check();
        }}
      >
        <TextField label="IP address" name="ip" value={ip} inputMode="text" autoCapitalize="off" error={error} onChange={(e) => setIp(e.target.value)} />
        <Button type="submit" variant="secondary" loading={busy} disabled={busy || !ip.trim()}>
          Check
        </Button>
      </form>
      {result && (
        <div data-testid="ops-region-result" role="status">
          <KeyValueList
            items={[
              { label: 'Address', value: result.ip },
              { label: 'Country', value: result.country ?? 'none (private or unknown)' },
              {
                label: 'A player there',
                value: (
                  <StatusPill tone={result.status === 0 ? 'success' : 'danger'}>
                    {result.status === 0 ? 'can play' : result.status === 1 ? 'maintenance' : 'restricted'}
                  </StatusPill>
                ),
              },
              { label: 'Why', value: REASONS[result.reason] },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
