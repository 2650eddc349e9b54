import { Button, EmptyState, ErrorState, ListSkeleton, SelectField, StatusPill, type TStatusTone } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import { useOperator } from './operator';
import { PreviewLinkDialog, previewRefusal, Previews } from './Previews';
import { ReleaseCredentials } from './ReleaseCredentials';
import type { TPublishedVersionView } from './types';
import { useLoad } from './useLoad';

const CONTRACT_TONE: Record<string, TStatusTone> = { passed: 'success', failed: 'danger', unknown: 'neutral' };

/** Published versions, newest first, with the contract result and whether the live shell can run them. */
export function Versions() {
  const versions = useLoad(() => call<TPublishedVersionView[]>('GET', '/api/admin/remotes'), 'versions');
  const [remote, setRemote] = useState('');
  const { can } = useOperator();
  const canPreview = can('createPreviewGrant');
  // The version a preview link is being issued for (the dialog), and a count of links issued (the list reloads).
  const [previewing, setPreviewing] = useState<TPublishedVersionView | null>(null);
  const [issuedRound, setIssuedRound] = useState(0);

  if (versions.error) return <ErrorState message={versions.error} retryLabel="Retry" onRetry={versions.reload} />;
  if (!versions.data) return <ListSkeleton />;
  const remotes = [...new Set(versions.data.map((v) => v.remote))].sort();
  const rows = versions.data.filter((v) => !remote || v.remote === remote).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  return (
    <div className="ops-stack">
      <SelectField
        label="Remote"
        value={remote}
        onChange={(e) => setRemote(e.target.value)}
        options={[{ value: '', label: 'Every remote' }, ...remotes.map((r) => ({ value: r, label: r }))]}
      />
      {rows.length === 0 ? (
        <EmptyState text="No published versions." />
      ) : (
        <div className="ops-table-wrap" role="region" aria-label="Published versions" tabIndex={0}>
          <table className="ops-table">
            <caption className="tk-visually-hidden">Published versions</caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Version</th>
                <th scope="col">Contract</th>
                <th scope="col">Platform</th>
                <th scope="col">Published</th>
                {canPreview && <th scope="col">Preview</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={`${v.remote}@${v.version}`}>
                  <td>{v.remote}</td>
                  <td className="ops-mono">{v.version}</td>
                  <td>
                    <StatusPill tone={CONTRACT_TONE[v.contract.result] ?? 'neutral'} title={v.contract.detail ?? undefined}>
                      {v.contract.result}
                    </StatusPill>
                  </td>
                  <td>
                    <span className="ops-mono">{v.requiresPlatform}</span> {!v.compatible && <StatusPill tone="danger">incompatible</StatusPill>}
                  </td>
                  <td>
                    <time dateTime={v.publishedAt}>{formatTime(v.publishedAt)}</time>
                  </td>
                  {canPreview && (
                    <td>
                      {previewRefusal(v) ? (
                        <span className="ops-muted">Not previewable: {previewRefusal(v)}</span>
                      ) : (
                        <Button size="sm" variant="secondary" aria-label={`Preview link for ${v.remote}@${v.version}`} onClick={() => setPreviewing(v)}>
                          Preview link
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canPreview && <PreviewLinkDialog version={previewing} onClose={() => setPreviewing(null)} onIssued={() => setIssuedRound((n) => n + 1)} />}
      {can('listPreviewGrants') && <Previews versions={versions.data} round={issuedRound} />}
      {can('listReleaseCredentials') && <ReleaseCredentials remotes={remotes} />}
    </div>
  );
}

export const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' });
