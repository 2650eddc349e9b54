import { createBus } from '../bus';
import { useSessionStore } from '../stores/session';
import { useWalletStore } from '../stores/wallet';
import { startWalletSync } from './walletSync';

const session = (token: string, userName = 'demo1') => ({ token, merchantCode: 'demo', userName, type: 0 });
const balance = (sumBalance: string, currencySymbol = '¥') => ({ sumBalance, currencySymbol, currencyCode: 'CNY' });

/** A fetch the test answers by hand, to order answers against session changes. */
function deferredFetches() {
  const pending: { resolve(v: ReturnType<typeof balance>): void; reject(e: unknown): void }[] = [];
  const fetchBalance = jest.fn(
    () =>
      new Promise<ReturnType<typeof balance>>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { fetchBalance, pending };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
let stop: () => void = () => {};

beforeEach(() => {
  useSessionStore.getState().clear();
  useWalletStore.setState({ sumBalance: null, currencySymbol: '¥', refreshing: false });
});
afterEach(() => stop());

describe('startWalletSync', () => {
  it('fetches nothing for a guest, then the balance when a session starts, and clears it on logout', async () => {
    const bus = createBus();
    const { fetchBalance, pending } = deferredFetches();
    stop = startWalletSync({ bus, fetchBalance });
    expect(fetchBalance).not.toHaveBeenCalled();

    useSessionStore.getState().setSession(session('t1'));
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(useWalletStore.getState().refreshing).toBe(true);
    pending[0]?.resolve(balance('1000.00', 'R$'));
    await flush();
    expect(useWalletStore.getState()).toMatchObject({ sumBalance: '1000.00', currencySymbol: 'R$', refreshing: false });

    useSessionStore.getState().clear();
    expect(useWalletStore.getState().sumBalance).toBeNull();
  });

  it('refreshes on wallet.refreshRequested and keeps the last balance when the fetch fails', async () => {
    useSessionStore.getState().setSession(session('t1'));
    const bus = createBus();
    const { fetchBalance, pending } = deferredFetches();
    stop = startWalletSync({ bus, fetchBalance });
    pending[0]?.resolve(balance('50.00'));
    await flush();

    bus.publish('wallet.refreshRequested', {});
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    pending[1]?.reject(new Error('offline'));
    await flush();
    expect(useWalletStore.getState()).toMatchObject({ sumBalance: '50.00', refreshing: false });
  });

  it('takes wallet.changed as the newest balance and drops answers that belong to an earlier session', async () => {
    useSessionStore.getState().setSession(session('t1'));
    const bus = createBus();
    const { fetchBalance, pending } = deferredFetches();
    stop = startWalletSync({ bus, fetchBalance });

    bus.publish('wallet.changed', { sumBalance: '75.50', currencySymbol: '¥' });
    pending[0]?.resolve(balance('999.00'));
    await flush();
    expect(useWalletStore.getState().sumBalance).toBe('75.50');

    // demo1's fetch is still in flight when another member logs in: its answer is dropped.
    bus.publish('wallet.refreshRequested', {});
    useSessionStore.getState().setSession(session('t2', 'agent1'));
    pending[1]?.resolve(balance('75.50'));
    pending[2]?.resolve(balance('10.00'));
    await flush();
    expect(useWalletStore.getState().sumBalance).toBe('10.00');

    useSessionStore.getState().clear();
    bus.publish('wallet.changed', { sumBalance: '1.00', currencySymbol: '¥' });
    expect(useWalletStore.getState().sumBalance).toBeNull();
  });

  it('publishes wallet.changed after each fetched balance (and only then)', async () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('wallet.changed', (p) => seen.push(p));
    const { fetchBalance, pending } = deferredFetches();
    stop = startWalletSync({ bus, fetchBalance });
    useSessionStore.getState().setSession(session('t1'));
    pending[0]?.resolve(balance('1000.00', 'R$'));
    await flush();
    expect(seen).toEqual([{ sumBalance: '1000.00', currencySymbol: 'R$' }]);
    bus.publish('wallet.refreshRequested', {});
    pending[1]?.reject(new Error('offline'));
    await flush();
    expect(seen).toHaveLength(1);
    bus.publish('wallet.refreshRequested', {});
    pending[2]?.resolve(balance('990.00', 'R$'));
    await flush();
    expect(seen).toEqual([
      { sumBalance: '1000.00', currencySymbol: 'R$' },
      { sumBalance: '990.00', currencySymbol: 'R$' },
    ]);
    expect(useWalletStore.getState().sumBalance).toBe('990.00');
  });
});
