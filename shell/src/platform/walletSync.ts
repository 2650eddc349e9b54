// Types only: the descriptors (and zod) load with the API client, on the first call, not with the shell.
import type { TEndpointOutput, walletBalance } from '@tessera/contract/api';
import type { TBus, TSession } from '@tessera/contract';
import { useSessionStore } from '../stores/session';
import { useWalletStore } from '../stores/wallet';

type TBalance = TEndpointOutput<typeof walletBalance>;

export interface TWalletSyncDeps {
  bus: TBus;
  /** Fetches the balance (walletBalance); the shell's api client by default. */
  fetchBalance?: () => Promise<TBalance>;
}

const defaultFetch = async (): Promise<TBalance> => {
  const [{ callApi }, { walletBalance: endpoint }] = await Promise.all([import('./api'), import('@tessera/contract/api')]);
  return callApi(endpoint, {} as never);
};

/**
 * Keeps the header balance true (spec §4 "Balance"): fetched when a session starts, on
 * `wallet.refreshRequested` (the header's refresh button, a remote after a bet), taken as given
 * from `wallet.changed` (a remote that already knows the new balance), cleared on logout. Each
 * fetched balance is published as `wallet.changed`. An
 * answer that arrives after the session changed is dropped, so one member's balance never shows
 * under another's session. Returns a function that stops the sync.
 */
export function startWalletSync({ bus, fetchBalance = defaultFetch }: TWalletSyncDeps): () => void {
  const wallet = useWalletStore.getState;
  let generation = 0;
  let current: TSession | null = useSessionStore.getState().session;
  let announcing = false;

  const refresh = (): void => {
    if (!current) return;
    const mine = ++generation;
    wallet().setRefreshing(true);
    fetchBalance().then(
      (value) => {
        if (mine !== generation) return;
        wallet().setCurrency(value.currencySymbol);
        wallet().setBalance(value.sumBalance);
        // Announce every fetched balance (the contract's wallet.changed); our own listener below skips it.
        announcing = true;
        try {
          bus.publish('wallet.changed', { sumBalance: value.sumBalance, currencySymbol: value.currencySymbol });
        } finally {
          announcing = false;
        }
      },
      () => {
        // Keep the last known balance; the spinner stops. Session expiry is handled by the session code.
        if (mine === generation) wallet().setRefreshing(false);
      },
    );
  };

  const unsubscribeSession = useSessionStore.subscribe((state) => {
    if (state.session?.token === current?.token) return;
    current = state.session;
    generation++;
    if (current) refresh();
    else wallet().setBalance(null);
  });
  const offRefresh = bus.on('wallet.refreshRequested', refresh);
  const offChanged = bus.on('wallet.changed', ({ sumBalance, currencySymbol }) => {
    if (!current || announcing) return;
    // Newer than any fetch still in flight.
    generation++;
    wallet().setCurrency(currencySymbol);
    wallet().setBalance(sumBalance);
  });

  refresh();
  return () => {
    unsubscribeSession();
    offRefresh();
    offChanged();
    generation++;
  };
}
