import { EmptyState, ErrorState, ListSkeleton, SelectField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import { BarChart } from './BarChart';
import type { TMerchant, TRemoteHealthView } from './types';
import { useLoad } from './useLoad';

const WINDOWS = [
  { value: '1', label: 'Last hour' },
  { value: '24', label: 'Last 24 hours' },
  { value: '168', label: 'Last 7 days' },
];

const label = (h: TRemoteHealthView) => `${h.remote}@${h.version}${h.role === 'canary' ? ' (canary)' : ''}`;

/**
 * Failure rate and LCP p75 per remote and version for one merchant (the telemetry the canary watch
 * reads). Loaded lazily with uPlot; the table under the charts carries the same numbers for screen
 * readers and for copying.
 */
export default function Health() {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const [merchant, setMerchant] = useState('');
  const [hours, setHours] = useState('24');
  const code = merchant || merchants.data?.[0]?.code || '';
  const health = useLoad(
    () => (code ? call<TRemoteHealthView[]>('GET', `/api/admin/health?merchant=${encodeURIComponent(code)}&hours=${hours}`) : Promise.resolve([])),
    `${code}:${hours}`,
  );

  const error = merchants.error ?? health.error;
  if (error) return <ErrorState message={error} retryLabel="Retry" onRetry={health.reload} />;
  const rows = (health.data ?? []).filter((h) => h.loads > 0 || h.lcpP75 !== null);

  return (
    <div className="ops-stack">
      <div className="ops-inline">
        <SelectField
          label="Merchant"
          value={code}
          onChange={(e) => setMerchant(e.target.value)}
          options={(merchants.data ?? []).map((m) => ({ value: m.code, label: `${m.name} (${m.code})` }))}
        />
        <SelectField label="Window" value={hours} onChange={(e) => setHours(e.target.value)} options={WINDOWS} />
      </div>
      {health.loading && !health.data ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState text="No loads reported in this window." />
      ) : (
        <>
          <BarChart title="Failure rate (%)" labels={rows.map(label)} values={rows.map((h) => h.failureRate)} unit="%" />
          <BarChart title="LCP p75 (ms)" labels={rows.map(label)} values={rows.map((h) => h.lcpP75)} unit="ms" />
          <div className="ops-table-wrap" role="region" aria-label="Health per remote and version" tabIndex={0}>
            <table className="ops-table">
              <caption className="tk-visually-hidden">Health per remote and version</caption>
              <thead>
                <tr>
                  <th scope="col">Remote and version</th>
                  <th scope="col">Loads</th>
                  <th scope="col">Failures</th>
                  <th scope="col">Failure rate</th>
                  <th scope="col">LCP p75</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={`${h.remote}@${h.version}`}>
                    <td className="ops-mono">{label(h)}</td>
                    <td>{h.loads}</td>
                    <td>{h.failures}</td>
                    <td>{h.failureRate} %</td>
                    <td>{h.lcpP75 === null ? '–' : `${h.lcpP75} ms`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
