import type { TRegistry } from '@tessera/contract';
import { findRoute, buildRouteTable } from '../routes/table';
import { addRemoteLocales } from '../i18n';
import { loadRemoteModule } from '../remotes/loader';
import { exitPreview, initOverrides, isPreviewRefusal, withOverrides } from '../remotes/overrides';
import { usePlatformStore } from '../stores/platform';
import { useWalletStore } from '../stores/wallet';
import { fetchRegistry, fetchStatus, readBootData } from './bootData';

/** 'title.help' → { title: { help } }: i18next reads dotted keys as paths. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node[p] = (node[p] as Record<string, unknown> | undefined) ?? {};
      node = node[p] as Record<string, unknown>;
    });
    node[parts[parts.length - 1] as string] = value;
  }
  return out;
}

export function applyRegistry(served: TRegistry): void {
  // A development build's overrides (remotes/overrides.ts); a grant's preview is already in `served`.
  const registry = withOverrides(served);
  // An unchanged registry must not rebuild the route table (it would remount the current page).
  if (JSON.stringify(registry) === JSON.stringify(usePlatformStore.getState().registry)) return;
  for (const remote of registry.remotes) {
    if (remote.titles) addRemoteLocales(remote.name, Object.fromEntries(Object.entries(remote.titles).map(([lang, t]) => [lang, nest(t)])));
  }
  usePlatformStore.getState().setRegistry(registry);
}

/** Starts the current route's remote download now, in parallel with the first render. */
function preloadCurrentRemote(registry: TRegistry): void {
  const route = findRoute(buildRouteTable(registry), window.location.pathname);
  if (route?.remote) loadRemoteModule(route.remote).catch(() => {});
}

function revalidate(): void {
  fetchStatus()
    .then((s) => usePlatformStore.getState().setStatus(s))
    .catch(() => {});
  fetchRegistry()
    .then(applyRegistry)
    .catch((err: unknown) => {
      // The preview's grant expired or was revoked while the page was open: back to the normal registry.
      if (isPreviewRefusal(err)) exitPreview();
    });
}

/**
 * Boot order: inline boot data (or last visit's cache) → state, preload the route's remote,
 * then render. The inline boot data is the status and registry read at start (spec §4: status is
 * fetched at start and refreshed on each load: the server reads both for every page it serves); a
 * last visit's copies are revalidated in the background after the first paint. Both are read
 * again whenever the tab comes back to the foreground, so maintenance reaches pages that are
 * already open.
 */
export async function start(): Promise<void> {
  const boot = readBootData();
  initOverrides(boot);
  const store = usePlatformStore.getState();
  usePlatformStore.setState({ merchant: boot.merchant });
  if (boot.status) store.setStatus(boot.status);
  let registry = boot.registry;
  const fetchedNow = !registry || !boot.status;
  if (!registry) registry = await fetchRegistry().catch(() => null);
  if (!boot.status) {
    await fetchStatus()
      .then((s) => store.setStatus(s))
      .catch(() => {});
  }
  if (registry) {
    applyRegistry(registry);
    preloadCurrentRemote(withOverrides(registry));
  }
  const status = usePlatformStore.getState().status;
  if (status) useWalletStore.getState().setCurrency(status.info.currency.symbol);
  // A last visit's copies are shown at once and asked for again; the page's own inline copies are
  // as fresh as the page (issue 31: asking again cost two calls and a re-render of every status
  // reader while home was still drawing). The foreground revalidation below still runs.
  if (!fetchedNow && !boot.served) setTimeout(revalidate, 0);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') revalidate();
  });
}
