import { MENU_PERMISSION_KEYS } from '@tessera/contract';
import { Button, Card, Checkbox, ConfirmDialog, EmptyState, ErrorState, FormError, ListSkeleton, SelectField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import { ROLE_LABELS, useOperator } from './operator';
import { disableConfirmation } from './remoteLosses';
import { withPublished } from './remoteRows';
import type { TMerchant, TPublishedVersionView, TRemoteConfig } from './types';
import { useLoad } from './useLoad';

const MENU_KEYS: readonly string[] = MENU_PERMISSION_KEYS;

type TAnnounce = (message: string) => void;

/** Merchants: pick one, then its status, its remotes (enabled / version / canary) and its flags. */
export function Merchants({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const versions = useLoad(() => call<TPublishedVersionView[]>('GET', '/api/admin/remotes'), 'versions');
  const [notice, setNotice] = useState('');
  // What the signed-in operator's role may change here (the API refuses the rest: 403).
  const { self, can } = useOperator();
  const mayStatus = can('updateMerchantStatus');
  const mayRemotes = can('updateMerchantRemote');
  const mayFlags = can('updateMerchantFlags');

  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  // Every change answers the merchant as it is now: it replaces the old one in the list.
  const replace = (next: TMerchant) => merchants.setData(merchants.data?.map((m) => (m.code === next.code ? next : m)) ?? null);

  return (
    <div className="ops-stack">
      <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {self && !(mayStatus && mayRemotes && mayFlags) && (
        <p className="ops-muted" data-testid="ops-readonly">
          {ROLE_LABELS[self.role]}: {mayRemotes ? 'you change remotes and versions here;' : 'remotes are shown read-only;'} maintenance, region and flags are
          the owner’s.
        </p>
      )}
      {mayStatus && <StatusCard merchant={merchant} onChange={replace} announce={setNotice} />}
      <fieldset className="ops-plain" disabled={!mayRemotes}>
        <section aria-labelledby="ops-remotes-title" className="ops-stack">
          <h2 id="ops-remotes-title" className="ops-section-title">
            Remotes
          </h2>
          <div className="ops-grid">
            {withPublished(merchant.remotes, versions.data ?? []).map((r) => (
              <RemoteCard
                key={`${merchant.code}/${r.remote}`}
                merchant={merchant.code}
                merchantName={merchant.name}
                row={r}
                versions={(versions.data ?? []).filter((v) => v.remote === r.remote)}
                onChange={replace}
                announce={setNotice}
              />
            ))}
          </div>
        </section>
      </fieldset>
      {mayFlags && <FlagsCard merchant={merchant} onChange={replace} announce={setNotice} />}
    </div>
  );
}

function StatusCard({ merchant, onChange, announce }: { merchant: TMerchant; onChange: (m: TMerchant) => void; announce: TAnnounce }) {
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const patch = async (body: { maintenance?: boolean; regionRestriction?: boolean }) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await call<TMerchant>('PATCH', `/api/admin/merchants/${merchant.code}/status`, body));
      const [key, on] = Object.entries(body)[0] ?? ['', false];
      announce(`${merchant.code}: ${key === 'maintenance' ? 'maintenance' : 'region restriction'} ${on ? 'on' : 'off'}`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-status-title" className="ops-stack">
      <div className="ops-row">
        <h2 id="ops-status-title" className="ops-section-title">
          Status
        </h2>
        <StatusPill tone={merchant.maintenance ? 'warning' : 'success'}>{merchant.maintenance ? 'Maintenance' : 'Open'}</StatusPill>
      </div>
      <Checkbox
        label="Maintenance (players see the maintenance page)"
        checked={merchant.maintenance}
        disabled={busy}
        onChange={(e) => (e.target.checked ? setAsking(true) : void patch({ maintenance: false }))}
      />
      <Checkbox
        label="Region restriction"
        checked={merchant.regionRestriction}
        disabled={busy}
        onChange={(e) => void patch({ regionRestriction: e.target.checked })}
      />
      <FormError>{error}</FormError>
      <ConfirmDialog
        open={asking}
        title={`Put ${merchant.name} into maintenance?`}
        message="Every player of this merchant sees the maintenance page until you clear it."
        confirmLabel="Start maintenance"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void patch({ maintenance: true })}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

function versionOptions(versions: TPublishedVersionView[]) {
  return versions.map((v) => ({
    value: v.version,
    label: `${v.version} · contract ${v.contract.result}${v.compatible ? '' : ' · incompatible'}`,
  }));
}

function RemoteCard({
  merchant,
  merchantName,
  row,
  versions,
  onChange,
  announce,
}: {
  merchant: string;
  merchantName: string;
  row: TRemoteConfig;
  versions: TPublishedVersionView[];
  onChange: (m: TMerchant) => void;
  announce: TAnnounce;
}) {
  const [pinned, setPinned] = useState(row.version);
  // A published remote this merchant has never run: its first pin activates it.
  const fresh = row.version === '';
  const [canary, setCanary] = useState(row.canaryVersion ?? '');
  const [percent, setPercent] = useState(String(row.canaryPercent || 10));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A disable is confirmed first: the dialog says what the merchant's players lose (remoteLosses.ts).
  const [askingOff, setAskingOff] = useState(false);
  const options = versionOptions(versions);
  if (row.version && !versions.some((v) => v.version === row.version)) options.unshift({ value: row.version, label: row.version });
  const titleId = `ops-remote-${row.remote}`;

  const put = async (body: TRemoteConfig, said: string) => {
    setBusy(true);
    setError(null);
    try {
      const { remote: _remote, ...rest } = body;
      onChange(await call<TMerchant>('PUT', `/api/admin/merchants/${merchant}/remotes/${row.remote}`, rest));
      announce(`${merchant}/${row.remote}: ${said}`);
    } catch (err) {
      // A gate's refusal (contract failed, platform range) carries the sentence for the operator.
      setError((err as Error).message);
    } finally {
      setBusy(false);
      setAskingOff(false);
    }
  };
  const confirmation = disableConfirmation(row.remote, merchantName);

  const pct = Number(percent);
  const pctError = percent === '' || !Number.isInteger(pct) || pct < 1 || pct > 100 ? 'A whole number from 1 to 100.' : null;

  return (
    <Card as="article" aria-labelledby={titleId} className="ops-stack" data-testid={`ops-remote-${row.remote}`}>
      <div className="ops-row">
        <h3 id={titleId} className="ops-card-title">
          {row.remote}
        </h3>
        <StatusPill tone={row.enabled ? 'success' : 'neutral'}>{fresh ? 'Not activated' : row.enabled ? 'On' : 'Off'}</StatusPill>
        {row.canaryVersion && (
          <StatusPill tone="info">
            Canary {row.canaryVersion} · {row.canaryPercent} %
          </StatusPill>
        )}
      </div>
      <Checkbox
        label={`${row.remote} enabled`}
        checked={row.enabled}
        disabled={busy || fresh}
        onChange={(e) => (e.target.checked ? void put({ ...row, enabled: true }, 'enabled') : setAskingOff(true))}
      />
      <div className="ops-inline">
        <SelectField
          label={`${row.remote} pinned version`}
          value={pinned}
          placeholder="Choose a version"
          onChange={(e) => setPinned(e.target.value)}
          options={options}
        />
        <Button
          variant={fresh ? 'primary' : 'secondary'}
          disabled={busy || !pinned || (pinned === row.version && !row.canaryVersion)}
          onClick={() =>
            void put(
              { ...row, enabled: fresh ? true : row.enabled, version: pinned, canaryVersion: null, canaryPercent: 0 },
              fresh ? `activated ${pinned}` : `pinned ${pinned}`,
            )
          }
        >
          {fresh ? 'Activate' : 'Pin'}
        </Button>
      </div>
      {!fresh && (
        <>
          <div className="ops-inline">
            <SelectField
              label={`${row.remote} canary version`}
              value={canary}
              placeholder="Choose a version"
              onChange={(e) => setCanary(e.target.value)}
              options={options.filter((o) => o.value !== row.version)}
            />
            <TextField
              label="Percent of devices"
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value.replace(/\D/g, '').slice(0, 3))}
              error={pctError ?? undefined}
              className="ops-percent"
            />
          </div>
          <div className="ops-row">
            <Button
              disabled={busy || !canary || pctError !== null}
              onClick={() => void put({ ...row, canaryVersion: canary, canaryPercent: pct }, `canary ${canary} at ${pct} %`)}
            >
              Start canary
            </Button>
            {row.canaryVersion && (
              <Button variant="ghost" disabled={busy} onClick={() => void put({ ...row, canaryVersion: null, canaryPercent: 0 }, 'canary stopped')}>
                Stop canary
              </Button>
            )}
          </div>
        </>
      )}
      <FormError>{error}</FormError>
      <ConfirmDialog
        open={askingOff}
        title={confirmation.title}
        message={confirmation.message}
        confirmLabel={confirmation.confirmLabel}
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void put({ ...row, enabled: false }, 'disabled')}
        onCancel={() => setAskingOff(false)}
      />
    </Card>
  );
}

function FlagsCard({ merchant, onChange, announce }: { merchant: TMerchant; onChange: (m: TMerchant) => void; announce: TAnnounce }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = Object.keys(merchant.flags).sort();
  const groups = [
    { id: 'ops-flags-wl', title: 'White-label flags', keys: keys.filter((k) => !MENU_KEYS.includes(k)) },
    { id: 'ops-flags-menu', title: 'Menu permission keys', keys: keys.filter((k) => MENU_KEYS.includes(k)) },
  ];

  const toggle = async (key: string, on: boolean) => {
    setBusy(key);
    setError(null);
    try {
      onChange(await call<TMerchant>('PATCH', `/api/admin/merchants/${merchant.code}/flags`, { [key]: on }));
      announce(`${merchant.code}: ${key} ${on ? 'on' : 'off'}`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {groups.map((g) => (
        <Card as="section" key={g.id} aria-labelledby={g.id} className="ops-stack">
          <h2 id={g.id} className="ops-section-title">
            {g.title}
          </h2>
          <div className="ops-flags">
            {g.keys.map((k) => (
              <Checkbox key={k} label={k} checked={merchant.flags[k] === true} disabled={busy !== null} onChange={(e) => void toggle(k, e.target.checked)} />
            ))}
          </div>
        </Card>
      ))}
      <FormError>{error}</FormError>
    </>
  );
}
