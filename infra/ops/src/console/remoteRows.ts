import type { TPublishedVersionView, TRemoteConfig } from './types';

/**
 * The merchant's remotes, then every other published remote as a row not activated yet (version ''):
 * remote names are open (docs/decisions/open-remotes.md), so a team's new remote shows up here once
 * published, for an operator to activate per merchant.
 */
export function withPublished(rows: readonly TRemoteConfig[], versions: readonly TPublishedVersionView[]): TRemoteConfig[] {
  const known = new Set(rows.map((r) => r.remote));
  const fresh = [...new Set(versions.map((v) => v.remote))].filter((name) => !known.has(name)).sort();
  return [...rows, ...fresh.map((remote) => ({ remote, enabled: false, version: '', canaryVersion: null, canaryPercent: 0 }))];
}
